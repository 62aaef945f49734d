import { z } from "zod";
import {
  CHOOSE_ACT_DATE_FIELDS,
  type ChooseActYear,
  LISTED_HOUSEHOLD_SIZES,
  schoolYearStart,
} from "../rules/choose-act-estimate.ts";

import { storableString } from "./text.ts";

export * from "../rules/choose-act-estimate.ts";
export { SEEDED_CHOOSE_ACT_GUIDE } from "../rules/choose-act-figures.ts";

export const chooseActMessages = {
  schoolYear: "Enter the school year as 2026-27",
  schoolYearTaken: "Each school year can be listed only once",
  amount: "Enter a whole number of dollars above zero",
  percent: "Enter a whole percentage above zero",
  guidelines: `Enter the poverty guideline for each household size from 1 to ${LISTED_HOUSEHOLD_SIZES}`,
  guidelinesRise: "Each household size's guideline must be higher than the one before",
  guidelineYear: "Enter the year of the poverty guidelines, such as 2025",
  noLimitFigures: "A year without an income limit has no poverty guidelines",
  familyCap: "The family cap must be at least the amount per student",
  date: "Enter a date",
  datesOrder: "Dates must be in order: renewals, new applications, close, awards",
  years: "List at least one school year",
  householdSize: "Enter a household size from 1 to 20",
  income: "Enter the household's yearly income in dollars",
  childAge: "Enter the child's age in years",
} as const;

const wholeDollars = z
  .number({ error: chooseActMessages.amount })
  .int(chooseActMessages.amount)
  .positive(chooseActMessages.amount)
  .max(10_000_000, chooseActMessages.amount);

const isoDate = z.iso.date({ error: chooseActMessages.date });

export const SchoolYearSchema = storableString()
  .trim()
  .regex(/^\d{4}-\d{2}$/, chooseActMessages.schoolYear)
  .refine(
    (value) => (schoolYearStart(value) + 1) % 100 === Number.parseInt(value.slice(5), 10),
    chooseActMessages.schoolYear,
  );

/** One school year's figures and dates; a year with an income limit lists 8 ascending guidelines. */
export const ChooseActYearSchema = z
  .object({
    schoolYear: SchoolYearSchema,
    incomeLimitPercent: z
      .number({ error: chooseActMessages.percent })
      .int(chooseActMessages.percent)
      .positive(chooseActMessages.percent)
      .max(1000, chooseActMessages.percent)
      .nullable(),
    povertyGuidelineYear: z
      .number({ error: chooseActMessages.guidelineYear })
      .int(chooseActMessages.guidelineYear)
      .min(2000, chooseActMessages.guidelineYear)
      .max(2100, chooseActMessages.guidelineYear)
      .nullable(),
    povertyGuidelines: z.array(wholeDollars).max(LISTED_HOUSEHOLD_SIZES, chooseActMessages.guidelines),
    additionalPersonAmount: wholeDollars.nullable(),
    schoolAward: wholeDollars,
    homeEducationAward: wholeDollars,
    homeEducationFamilyCap: wholeDollars,
    renewalsOpen: isoDate.nullable(),
    applicationsOpen: isoDate.nullable(),
    applicationsClose: isoDate.nullable(),
    awardsAnnounced: isoDate.nullable(),
  })
  .superRefine((year, ctx) => {
    if (year.incomeLimitPercent === null) {
      for (const key of ["povertyGuidelines", "additionalPersonAmount", "povertyGuidelineYear"] as const) {
        const value = year[key];
        if (value !== null && !(Array.isArray(value) && value.length === 0))
          ctx.addIssue({ code: "custom", path: [key], message: chooseActMessages.noLimitFigures });
      }
    } else {
      if (year.povertyGuidelines.length !== LISTED_HOUSEHOLD_SIZES)
        ctx.addIssue({ code: "custom", path: ["povertyGuidelines"], message: chooseActMessages.guidelines });
      else if (
        year.povertyGuidelines.some((amount, i) => i > 0 && amount <= (year.povertyGuidelines[i - 1] ?? 0))
      )
        ctx.addIssue({
          code: "custom",
          path: ["povertyGuidelines"],
          message: chooseActMessages.guidelinesRise,
        });
      if (year.additionalPersonAmount === null)
        ctx.addIssue({ code: "custom", path: ["additionalPersonAmount"], message: chooseActMessages.amount });
      if (year.povertyGuidelineYear === null)
        ctx.addIssue({
          code: "custom",
          path: ["povertyGuidelineYear"],
          message: chooseActMessages.guidelineYear,
        });
    }
    if (year.homeEducationFamilyCap < year.homeEducationAward)
      ctx.addIssue({
        code: "custom",
        path: ["homeEducationFamilyCap"],
        message: chooseActMessages.familyCap,
      });
    // Renewals ≤ new applications < close ≤ awards, among the dates given.
    let previous: { key: string; value: string } | undefined;
    for (const key of CHOOSE_ACT_DATE_FIELDS) {
      const value = year[key];
      if (value === null) continue;
      const strict = key === "applicationsClose" && previous?.key === "applicationsOpen";
      if (previous && (strict ? value <= previous.value : value < previous.value))
        ctx.addIssue({ code: "custom", path: [key], message: chooseActMessages.datesOrder });
      previous = { key, value };
    }
  }) satisfies z.ZodType<ChooseActYear>;

/** What /admin/choose-act saves: every school year (in order), with the date the figures were checked. */
export const ChooseActGuideSchema = z
  .object({
    lastReviewed: isoDate,
    years: z.array(ChooseActYearSchema).min(1, chooseActMessages.years).max(30),
  })
  .superRefine((guide, ctx) => {
    const seen = new Set<string>();
    guide.years.forEach((year, index) => {
      if (seen.has(year.schoolYear))
        ctx.addIssue({
          code: "custom",
          path: ["years", index, "schoolYear"],
          message: chooseActMessages.schoolYearTaken,
        });
      seen.add(year.schoolYear);
    });
  })
  .transform((guide) => ({
    ...guide,
    years: [...guide.years].sort((a, b) => a.schoolYear.localeCompare(b.schoolYear)),
  }));
export type ChooseActGuide = z.output<typeof ChooseActGuideSchema>;

/** Text as the back office's figures form holds it. */
const typed = z.string();

/** A school year as the back office types it: every figure text, so a half-typed one is kept until fixed. */
export const ChooseActYearFormSchema = z.object({
  schoolYear: typed,
  hasLimit: z.boolean(),
  incomeLimitPercent: typed,
  povertyGuidelineYear: typed,
  povertyGuidelines: z.array(typed),
  additionalPersonAmount: typed,
  schoolAward: typed,
  homeEducationAward: typed,
  homeEducationFamilyCap: typed,
  renewalsOpen: typed,
  applicationsOpen: typed,
  applicationsClose: typed,
  awardsAnnounced: typed,
});
export type ChooseActYearForm = z.infer<typeof ChooseActYearFormSchema>;

/** "7,000" → 7000; "" → NaN, which the guide's rules refuse with their message. */
const typedAmount = (value: string) =>
  value.trim() === "" ? Number.NaN : Number(value.replace(/[$,\s]/g, ""));
const typedDate = (value: string) => (value === "" ? null : value);

/** A typed school year as figures: a year without an income limit has none of its figures. */
function yearOfForm(year: ChooseActYearForm): ChooseActYear {
  return {
    schoolYear: year.schoolYear,
    incomeLimitPercent: year.hasLimit ? typedAmount(year.incomeLimitPercent) : null,
    povertyGuidelineYear: year.hasLimit ? typedAmount(year.povertyGuidelineYear) : null,
    povertyGuidelines: year.hasLimit ? year.povertyGuidelines.map(typedAmount) : [],
    additionalPersonAmount: year.hasLimit ? typedAmount(year.additionalPersonAmount) : null,
    schoolAward: typedAmount(year.schoolAward),
    homeEducationAward: typedAmount(year.homeEducationAward),
    homeEducationFamilyCap: typedAmount(year.homeEducationFamilyCap),
    renewalsOpen: typedDate(year.renewalsOpen),
    applicationsOpen: typedDate(year.applicationsOpen),
    applicationsClose: typedDate(year.applicationsClose),
    awardsAnnounced: typedDate(year.awardsAnnounced),
  };
}

/**
 * /admin/choose-act's form: what was typed, read as figures, then the guide's own rules, whose messages
 * land on the form's fields (the same paths: `years.0.schoolAward`).
 */
export const ChooseActGuideFormSchema = z
  .object({ lastReviewed: typed, years: z.array(ChooseActYearFormSchema) })
  .transform(({ lastReviewed, years }) => ({ lastReviewed, years: years.map(yearOfForm) }))
  .pipe(ChooseActGuideSchema);

/** "93,600", "$93,600" or "93600.50" as typed: a number of dollars. */
const typedNumber = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value.replace(/[$,\s]/g, "") === ""
          ? undefined
          : Number(value.replace(/[$,\s]/g, ""))
        : value,
    z.number({ error: message }).finite(message),
  );

/** The estimator's form, as typed. */
export const EstimateInputSchema = z.object({
  householdSize: typedNumber(chooseActMessages.householdSize).pipe(
    z
      .number()
      .int(chooseActMessages.householdSize)
      .min(1, chooseActMessages.householdSize)
      .max(20, chooseActMessages.householdSize),
  ),
  income: typedNumber(chooseActMessages.income).pipe(
    z.number().min(0, chooseActMessages.income).max(100_000_000, chooseActMessages.income),
  ),
  childAge: typedNumber(chooseActMessages.childAge).pipe(
    z
      .number()
      .int(chooseActMessages.childAge)
      .min(0, chooseActMessages.childAge)
      .max(99, chooseActMessages.childAge),
  ),
  alabamaResident: z.boolean(),
  hasDisabilityPlan: z.boolean().default(false),
  schoolYear: SchoolYearSchema,
});
