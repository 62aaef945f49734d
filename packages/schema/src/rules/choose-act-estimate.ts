/**
 * The CHOOSE Act eligibility estimator: a pure function over one school year's figures (zod-free, so
 * the web runs it in the browser with nothing sent). Its input and table schemas are in `choose-act.ts`.
 */

/** Household sizes the table lists; larger households add `additionalPersonAmount` a person. */
export const LISTED_HOUSEHOLD_SIZES = 8;
export const MIN_AGE = 5;
export const MAX_AGE = 19;
/** Students served under IDEA or Section 504 may take part to this age. */
export const MAX_AGE_WITH_PLAN = 21;

/** A school year's key dates, in the order they come, and what the guide and the back office call them. */
export const CHOOSE_ACT_DATE_LABELS = {
  renewalsOpen: "Renewals open",
  applicationsOpen: "New applications open",
  applicationsClose: "Applications close",
  awardsAnnounced: "Awards announced",
} as const;
export type ChooseActDateField = keyof typeof CHOOSE_ACT_DATE_LABELS;
export const CHOOSE_ACT_DATE_FIELDS: readonly ChooseActDateField[] = Object.keys(
  CHOOSE_ACT_DATE_LABELS,
).filter((key): key is ChooseActDateField => key in CHOOSE_ACT_DATE_LABELS);

/** One school year's figures and dates, as the API stores them (dates `YYYY-MM-DD`, null when unknown). */
export interface ChooseActYear extends Record<ChooseActDateField, string | null> {
  /** "2026-27". */
  schoolYear: string;
  /** 300 for 300% of the federal poverty guideline; null when the year has no income limit. */
  incomeLimitPercent: number | null;
  /** The HHS guidelines' year (2024 guidelines for 2025-26). */
  povertyGuidelineYear: number | null;
  /** Yearly guideline for households of 1 to 8 people, in dollars ([] without an income limit). */
  povertyGuidelines: number[];
  /** Added for each person above 8. */
  additionalPersonAmount: number | null;
  schoolAward: number;
  homeEducationAward: number;
  homeEducationFamilyCap: number;
}

export interface ChooseActGuideData {
  /** `YYYY-MM-DD`: when the administrator last checked the figures against the state's (null before any). */
  lastReviewed: string | null;
  years: ChooseActYear[];
}

export interface EstimateInput {
  householdSize: number;
  /** Yearly household income in dollars. */
  income: number;
  childAge: number;
  alabamaResident: boolean;
  /** An IEP or a Section 504 plan (the age limit is then 21). */
  hasDisabilityPlan: boolean;
  schoolYear: string;
}

export type EstimateOutcome = "likely-eligible" | "likely-not-eligible" | "no-income-limit";

/**
 * Why a rule is met or not: the key of its text in the guide's catalogues (`estimator.reasons`), which
 * fill it with the estimate's figures in the page's language.
 */
export type EstimateReasonKey =
  | "resident"
  | "notResident"
  | "age"
  | "ageWithPlan"
  | "tooYoung"
  | "tooOld"
  | "withinLimit"
  | "overLimit"
  | "noLimit";

export interface EstimateReason {
  rule: "residency" | "age" | "income";
  met: boolean;
  reason: EstimateReasonKey;
}

export interface Estimate {
  outcome: EstimateOutcome;
  schoolYear: string;
  /** The answers the income rule was checked with. */
  householdSize: number;
  income: number;
  /** The income limit for the household's size that year, and its share of the guideline; null without one. */
  incomeLimit: number | null;
  incomeLimitPercent: number | null;
  reasons: EstimateReason[];
  /** The amounts that year: per student at a participating school, per home-education student, per family. */
  award: { school: number; homeEducation: number; homeEducationFamilyCap: number };
}

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$93,600". */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** The federal poverty guideline for a household that year; null when the year has no income limit. */
export function povertyGuideline(year: ChooseActYear, householdSize: number): number | null {
  if (year.incomeLimitPercent === null) return null;
  const listed = year.povertyGuidelines[Math.min(householdSize, LISTED_HOUSEHOLD_SIZES) - 1];
  if (listed === undefined) return null;
  const extra = Math.max(0, householdSize - LISTED_HOUSEHOLD_SIZES);
  return listed + extra * (year.additionalPersonAmount ?? 0);
}

/** The household income limit (the guideline × the percentage, in whole dollars); null without one. */
export function incomeLimit(year: ChooseActYear, householdSize: number): number | null {
  const guideline = povertyGuideline(year, householdSize);
  if (guideline === null || year.incomeLimitPercent === null) return null;
  return Math.floor((guideline * year.incomeLimitPercent) / 100);
}

function ageReason(age: number, hasPlan: boolean): EstimateReason {
  if (age < MIN_AGE) return { rule: "age", met: false, reason: "tooYoung" };
  if (age <= MAX_AGE) return { rule: "age", met: true, reason: "age" };
  if (hasPlan && age <= MAX_AGE_WITH_PLAN) return { rule: "age", met: true, reason: "ageWithPlan" };
  return { rule: "age", met: false, reason: "tooOld" };
}

/** The school year the table has for `schoolYear`, if any. */
export function findYear(years: readonly ChooseActYear[], schoolYear: string): ChooseActYear | undefined {
  return years.find((year) => year.schoolYear === schoolYear);
}

/**
 * Estimates whether a child is likely eligible in `year`: Alabama residency, the age rule and, in years
 * with one, household income at or below the limit. An estimate only: the state decides.
 */
export function estimateEligibility(year: ChooseActYear, input: EstimateInput): Estimate {
  const reasons: EstimateReason[] = [
    input.alabamaResident
      ? { rule: "residency", met: true, reason: "resident" }
      : { rule: "residency", met: false, reason: "notResident" },
    ageReason(input.childAge, input.hasDisabilityPlan),
  ];
  const limit = incomeLimit(year, input.householdSize);
  const percent = year.incomeLimitPercent;
  if (limit === null || percent === null) {
    reasons.push({ rule: "income", met: true, reason: "noLimit" });
  } else {
    const within = input.income <= limit;
    reasons.push({ rule: "income", met: within, reason: within ? "withinLimit" : "overLimit" });
  }
  const outcome: EstimateOutcome = reasons.some((reason) => !reason.met)
    ? "likely-not-eligible"
    : limit === null
      ? "no-income-limit"
      : "likely-eligible";
  return {
    outcome,
    schoolYear: year.schoolYear,
    householdSize: input.householdSize,
    income: input.income,
    incomeLimit: limit,
    incomeLimitPercent: percent,
    reasons,
    award: {
      school: year.schoolAward,
      homeEducation: year.homeEducationAward,
      homeEducationFamilyCap: year.homeEducationFamilyCap,
    },
  };
}

/** "2026-27" starts in 2026. */
export function schoolYearStart(schoolYear: string): number {
  return Number.parseInt(schoolYear.slice(0, 4), 10);
}

/**
 * The school year under way on `today` (a school year runs from July to June) and the one after,
 * as the table has them.
 */
export function currentAndNextYears(years: readonly ChooseActYear[], today: Date): ChooseActYear[] {
  const start = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return years.filter((year) => {
    const yearStart = schoolYearStart(year.schoolYear);
    return yearStart === start || yearStart === start + 1;
  });
}

/**
 * Alabama's time zone: a window that closes on March 31 closes at the end of March 31 there, whatever
 * the server's or the visitor's zone.
 */
export const ALABAMA_TIME_ZONE = "America/Chicago";

/** Made on first use: the pages that import this file without asking for a day pay nothing for it. */
let alabamaCalendar: Intl.DateTimeFormat | undefined;

/** The calendar day in Alabama at `at` (a Date or milliseconds since 1970), as `YYYY-MM-DD`. */
export function alabamaDate(at: Date | number): string {
  alabamaCalendar ??= new Intl.DateTimeFormat("en-US", {
    timeZone: ALABAMA_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = alabamaCalendar.formatToParts(at);
  const part = (type: "year" | "month" | "day") => parts.find((piece) => piece.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Where a school year's application window stands on `today` (`YYYY-MM-DD`): `closed` after
 * `applicationsClose`, `open` from `applicationsOpen` until then, `upcoming` before `applicationsOpen`,
 * `not-announced` while the opening date is unknown (and the year has not closed).
 */
export type ApplicationWindow = "open" | "upcoming" | "closed" | "not-announced";

export function applicationWindow(year: ChooseActYear, today: string): ApplicationWindow {
  if (year.applicationsClose !== null && year.applicationsClose < today) return "closed";
  if (year.applicationsOpen === null) return "not-announced";
  return year.applicationsOpen <= today ? "open" : "upcoming";
}

/**
 * The school year the estimator starts on, on `today` (`YYYY-MM-DD`): the first whose application
 * window is open, else the first whose window is still to come (announced, or not announced for a
 * year that has not begun), never one whose window has closed while another is open or to come. When
 * every window is behind (or unknown), the newest year, whose rules a family can still check.
 */
export function estimatorYear(years: readonly ChooseActYear[], today: string): ChooseActYear | undefined {
  const inOrder = [...years].sort((a, b) => schoolYearStart(a.schoolYear) - schoolYearStart(b.schoolYear));
  const withWindow = (state: ApplicationWindow) =>
    inOrder.find((year) => applicationWindow(year, today) === state);
  const notBegun = (year: ChooseActYear) => `${schoolYearStart(year.schoolYear)}-07-01` > today;
  return (
    withWindow("open") ??
    withWindow("upcoming") ??
    inOrder.find((year) => applicationWindow(year, today) === "not-announced" && notBegun(year)) ??
    inOrder.at(-1)
  );
}
