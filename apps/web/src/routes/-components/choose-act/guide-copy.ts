/**
 * The CHOOSE Act guide's words put together (zod-free; the server render builds the FAQ's JSON-LD from
 * the same questions the pages show). The words are the catalogues' (`@choose/schema/i18n/guide-en`
 * and `guide-es`), in the page's language; the yearly figures come from the API (`chooseAct.guide`).
 */
import {
  type ChooseActGuideData,
  type ChooseActYear,
  currentAndNextYears,
  type Estimate,
  type EstimateReason,
  formatDollars,
  incomeLimit,
  MAX_AGE,
  MAX_AGE_WITH_PLAN,
  MIN_AGE,
} from "@choose/schema/choose-act-estimate";
import { fill, type Language } from "@choose/schema/i18n";
import type { GuideTexts } from "@choose/schema/i18n/guide-en";
import { CHOOSE_ACT_OFFICIAL_URL } from "@choose/schema/schools";

export interface FaqItem {
  question: string;
  answer: string;
}

/** The state's own pages, where families and schools apply (their labels are the catalogues'). */
export const OFFICIAL_LINKS = {
  aldor: "https://www.revenue.alabama.gov/",
  classWallet: CHOOSE_ACT_OFFICIAL_URL,
} as const;
export type OfficialSite = keyof typeof OFFICIAL_LINKS;
export const OFFICIAL_SITES: readonly OfficialSite[] = ["aldor", "classWallet"];

/** The guide's sources, in English: the ones with an address link to it. */
export const SOURCES: readonly {
  key: keyof Omit<GuideTexts["sources"], "title" | "lastReviewed">;
  href?: string;
}[] = [
  { key: "classWallet", href: OFFICIAL_LINKS.classWallet },
  { key: "aldor", href: OFFICIAL_LINKS.aldor },
  { key: "hhs", href: "https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines" },
  { key: "aisa", href: "https://www.aisaonline.org/choose-act-information" },
  { key: "esaTracker", href: "https://esatrackerbystate.com/states/alabama" },
  { key: "code" },
  { key: "governor" },
];

/** The law's ages, for the texts that name them. */
export const AGES = { minAge: MIN_AGE, maxAge: MAX_AGE, maxAgeWithPlan: MAX_AGE_WITH_PLAN };

/** The year whose figures describe "now": the first of the current and next years, else the newest. */
export function headlineYear(years: readonly ChooseActYear[], shown: readonly ChooseActYear[]) {
  return shown[0] ?? years.at(-1);
}

function incomeAnswer(texts: GuideTexts["families"]["faq"]["income"], years: readonly ChooseActYear[]) {
  return years.map((year) => {
    const limit = incomeLimit(year, 4);
    return limit === null
      ? fill(texts.noLimit, { year: year.schoolYear })
      : fill(texts.limit, {
          year: year.schoolYear,
          limit: formatDollars(limit),
          percent: year.incomeLimitPercent ?? 0,
        });
  });
}

/**
 * The families' page questions, with the figures of the table as it stands, on `today` (`YYYY-MM-DD`,
 * Alabama's day: see `useGuideToday`).
 */
export function familyFaq(texts: GuideTexts, guide: ChooseActGuideData, today: string): FaqItem[] {
  const { faq } = texts.families;
  const year = headlineYear(guide.years, currentAndNextYears(guide.years, new Date(today)));
  const amounts = year
    ? fill(faq.amount.figures, {
        year: year.schoolYear,
        school: formatDollars(year.schoolAward),
        homeEducation: formatDollars(year.homeEducationAward),
        familyCap: formatDollars(year.homeEducationFamilyCap),
      })
    : "";
  return [
    faq.cash,
    { question: faq.amount.question, answer: [faq.amount.answer, amounts].filter(Boolean).join(" ") },
    {
      question: faq.income.question,
      answer: [faq.income.answer, ...incomeAnswer(faq.income, guide.years)].join(" "),
    },
    faq.estimate,
    faq.apply,
  ];
}

/** A household's size in words: "1 person", "4 people". */
const people = (texts: GuideTexts["estimator"], size: number) =>
  size === 1 ? texts.onePerson : fill(texts.people, { size });

/** A reason of the estimate, in the page's language, with the estimate's figures. */
export function reasonText(texts: GuideTexts["estimator"], estimate: Estimate, reason: EstimateReason) {
  return fill(texts.reasons[reason.reason], {
    ...AGES,
    year: estimate.schoolYear,
    income: formatDollars(estimate.income),
    limit: formatDollars(estimate.incomeLimit ?? 0),
    percent: estimate.incomeLimitPercent ?? 0,
    people: people(texts, estimate.householdSize),
  });
}

/** schema.org FAQPage for a page's questions (in the server-rendered head), in the page's language. */
export function faqJsonLd(items: readonly FaqItem[], language: Language) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
