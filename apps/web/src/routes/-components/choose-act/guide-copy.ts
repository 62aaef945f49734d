/**
 * The CHOOSE Act guide's words (zod-free; the server render builds the FAQ's JSON-LD from the same
 * questions the pages show). Every claim agrees with /work/shared/content/choose-act-facts.md; the
 * yearly figures come from the API (`chooseAct.guide`), so they are never written here.
 */
import {
  type ChooseActGuideData,
  type ChooseActYear,
  currentAndNextYears,
  formatDollars,
  incomeLimit,
  MAX_AGE,
  MAX_AGE_WITH_PLAN,
  MIN_AGE,
} from "@choose/schema/choose-act-estimate";

export interface FaqItem {
  question: string;
  answer: string;
}

/** The state's own pages, where families and schools apply. */
export const OFFICIAL_LINKS = {
  aldor: { label: "Alabama Department of Revenue (ALDOR)", href: "https://www.revenue.alabama.gov/" },
  classWallet: {
    label: "ClassWallet's Alabama CHOOSE Act portal",
    href: "https://classwallet.com/alchoose/",
  },
} as const;

export const SOURCES = [
  { label: "ClassWallet: Alabama CHOOSE Act", href: "https://classwallet.com/alchoose/" },
  { label: "Alabama Department of Revenue", href: "https://www.revenue.alabama.gov/" },
  {
    label: "U.S. Department of Health and Human Services: poverty guidelines",
    href: "https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines",
  },
  {
    label: "Alabama Independent School Association: CHOOSE Act information",
    href: "https://www.aisaonline.org/choose-act-information",
  },
  { label: "ESA Tracker: Alabama", href: "https://esatrackerbystate.com/states/alabama" },
  { label: "Code of Alabama, Title 16, Chapter 6J (§ 16-6J-2 and § 16-6J-5)" },
  { label: "Office of the Governor of Alabama: news releases of March 31, 2025 and December 3, 2025" },
] as const;

export const PRIORITY_ORDER = [
  "The first 500 awards go to students with special needs.",
  "Next come students who took part before, and their brothers and sisters.",
  "Then children of military families.",
  "Then families with the lowest incomes.",
] as const;

export const ALLOWED_USES = [
  "Tuition and fees",
  "Textbooks",
  "Tutoring",
  "Curriculum",
  "Testing",
  "Therapies",
];
export const NOT_ALLOWED_USES = ["Sports", "Uniforms", "Food", "Transportation"];

export const ELIGIBILITY_RULES = [
  "Your family lives in Alabama.",
  `Your child is ${MIN_AGE} to ${MAX_AGE} years old and has not finished high school. A student with an IEP or a 504 plan can take part up to age ${MAX_AGE_WITH_PLAN}.`,
  "Your child is lawfully present in the United States.",
  "Your child is not also using an Alabama Accountability Act scholarship.",
] as const;

export const SCHOOL_REQUIREMENTS = [
  "Be accredited. Church schools can take part too.",
  "Follow health and safety codes and hold an occupancy permit.",
  "Follow the Alabama Child Protection Act, including background checks for staff.",
  "Give the state financial statements or a surety bond.",
  "File a report with the state every year.",
  "Follow FERPA, the federal student privacy law.",
  "Not turn students away because of race, color or national origin.",
  "Charge students in the program the same tuition as everyone else.",
  "Have students in the program take a norm-referenced test.",
] as const;

/** The year whose figures describe "now": the first of the current and next years, else the newest. */
export function headlineYear(years: readonly ChooseActYear[], shown: readonly ChooseActYear[]) {
  return shown[0] ?? years.at(-1);
}

function incomeAnswer(years: readonly ChooseActYear[]): string {
  const parts = years.map((year) => {
    const limit = incomeLimit(year, 4);
    return limit === null
      ? `In ${year.schoolYear} there is no income limit.`
      : `In ${year.schoolYear} a family of four can earn up to ${formatDollars(limit)} (${year.incomeLimitPercent}% of the federal poverty guideline).`;
  });
  return parts.join(" ");
}

/** The families' page questions, with the figures of the table as it stands. */
export function familyFaq(guide: ChooseActGuideData): FaqItem[] {
  const year = headlineYear(guide.years, currentAndNextYears(guide.years, new Date()));
  const amounts = year
    ? ` In ${year.schoolYear} it is ${formatDollars(year.schoolAward)} a student at a participating school, or ${formatDollars(year.homeEducationAward)} a student for home education, up to ${formatDollars(year.homeEducationFamilyCap)} a family.`
    : "";
  return [
    {
      question: "Do I get the money as cash?",
      answer:
        "No. The money goes into an account for your child. You pay approved costs from it through ClassWallet, and parents never get cash.",
    },
    {
      question: "How much money does my child get?",
      answer: `The amount depends on where your child learns.${amounts}`,
    },
    {
      question: "Is there an income limit?",
      answer: `Yes, for now.${guide.years.length > 0 ? ` ${incomeAnswer(guide.years)}` : ""}`,
    },
    {
      question: "Does this estimate mean my child will get an account?",
      answer:
        "No. The estimate only helps you plan. The Alabama Department of Revenue checks every application and decides who is eligible.",
    },
    {
      question: "Where do I apply?",
      answer:
        "You apply with the state, not with us. Go to the Alabama Department of Revenue's CHOOSE Act pages or ClassWallet's Alabama CHOOSE Act portal.",
    },
  ];
}

export const SCHOOL_FAQ: FaqItem[] = [
  {
    question: "Does joining your organization make our school eligible?",
    answer:
      "No. Joining us, or finishing our CHOOSE Readiness Certification program, does not make a school eligible. A school must meet the law's rules, such as being accredited, and the state decides.",
  },
  {
    question: "How does a school apply?",
    answer:
      "A school applies to the Alabama Department of Revenue as a provider. Schools can apply at any time, and the state decides within 14 days.",
  },
  {
    question: "Does a school need to be open for a set number of years?",
    answer: "We found no such rule in the law. Some accrediting groups have one, so ask your accreditor.",
  },
  {
    question: "Can a church school take part?",
    answer: "Yes. A church school can take part if it is accredited and meets the other rules.",
  },
];

/** schema.org FAQPage for a page's questions (in the server-rendered head). */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
