/**
 * `@choose/schema/i18n/guide-en`: the CHOOSE Act guide's English words (the families' and schools'
 * pages, the FAQ the server puts in the head as JSON-LD, the estimator). A chunk of its own that only
 * the English guide pages load; `guide-es.ts` has the same keys and `{placeholders}` (catalogue.test.ts
 * checks). Every claim agrees with /work/shared/content/choose-act-facts.md; the yearly figures and dates
 * come from the API (`chooseAct.guide`) and fill the placeholders, so none is written here.
 */
import { CHOOSE_ACT_DATE_LABELS, type ChooseActDateField } from "../../rules/choose-act-estimate.ts";

/** The back office names the key dates the same way (one text for both). */
const dateLabels: Record<ChooseActDateField, string> = CHOOSE_ACT_DATE_LABELS;

export const guideEn = {
  eyebrow: "Alabama CHOOSE Act",
  loading: "Loading the guide",
  /** Said after a link to a site in another language ("" where the site is in the page's language). */
  otherLanguageSite: "",
  officialLinks: {
    aldor: "Alabama Department of Revenue (ALDOR)",
    classWallet: "ClassWallet's Alabama CHOOSE Act portal",
  },
  /** "the {aldor} and/or the {classWallet}" where a sentence names both sites. */
  stateSites: {
    and: "{aldor} and {classWallet}",
    or: "{aldor} or {classWallet}",
  },
  faqTitle: "Questions and answers",
  sources: {
    title: "Sources",
    classWallet: "ClassWallet: Alabama CHOOSE Act",
    aldor: "Alabama Department of Revenue",
    hhs: "U.S. Department of Health and Human Services: poverty guidelines",
    aisa: "Alabama Independent School Association: CHOOSE Act information",
    esaTracker: "ESA Tracker: Alabama",
    code: "Code of Alabama, Title 16, Chapter 6J (§ 16-6J-2 and § 16-6J-5)",
    governor: "Office of the Governor of Alabama: news releases of March 31, 2025 and December 3, 2025",
    lastReviewed:
      "Last reviewed {date}. Rules and dates can change: check with the Alabama Department of Revenue before you decide.",
  },
  families: {
    metaTitle: "The CHOOSE Act: A Guide for Families",
    metaDescription:
      "How Alabama's CHOOSE Act education savings accounts work: how much, who can get one, the income limit, key dates, and an eligibility estimate.",
    title: "The CHOOSE Act: a guide for families",
    intro:
      "The CHOOSE Act gives Alabama families money for their child's schooling. This guide explains how much it is, who can get it, and how to apply.",
    otherQuestion: "Run a school?",
    otherLink: "Read the guide for schools",
    what: {
      title: "What is an education savings account?",
      body: [
        "An education savings account, or ESA, is an account the state opens for your child. The money in it pays for approved school costs, like tuition at a private school that takes part.",
        "You never get cash. You pay for approved costs through ClassWallet, the state's payment website. The Alabama Department of Revenue (ALDOR) runs the program.",
      ],
    },
    amounts: {
      title: "How much is it?",
      lead: "Amounts for the {year} school year:",
      school: "per student at a participating school",
      homeEducation: "per student for home education",
      familyCap: "at most per family for home education",
    },
    who: {
      title: "Who can get an account?",
      lead: "Your child may be able to get an account if all of these are true:",
      rules: [
        "Your family lives in Alabama.",
        "Your child is {minAge} to {maxAge} years old and has not finished high school. A student with an IEP or a 504 plan can take part up to age {maxAgeWithPlan}.",
        "Your child is lawfully present in the United States.",
        "Your child is not also using an Alabama Accountability Act scholarship.",
      ],
    },
    income: {
      title: "Income limit",
      lead: "Your household's yearly income must be at or below the limit for your household size. The limit is a share of the federal poverty guideline.",
      caption: "Household income limit by school year",
      sizeHeader: "People in household",
      yearHeader: "{year} ({percent}%)",
      eachOver: "Each person over {size}",
      add: "add {amount}",
      /** After the school year in bold: "2027-28: no income limit." */
      none: "no income limit.",
    },
    priority: {
      title: "Who comes first?",
      lead: "When there are more families than money, awards go in this order:",
      steps: [
        "The first 500 awards go to students with special needs.",
        "Next come students who took part before, and their brothers and sisters.",
        "Then children of military families.",
        "Then families with the lowest incomes.",
      ],
    },
    dates: {
      title: "Key dates",
      none: "No dates have been announced yet.",
      yearTitle: "{year} school year",
      notAnnounced: "The state has not announced these dates yet.",
      labels: dateLabels,
    },
    uses: {
      title: "What the money can pay for",
      allowedTitle: "It can pay for",
      notAllowedTitle: "It cannot pay for",
      allowed: ["Tuition and fees", "Textbooks", "Tutoring", "Curriculum", "Testing", "Therapies"],
      notAllowed: ["Sports", "Uniforms", "Food", "Transportation"],
    },
    apply: {
      title: "How to apply",
      lead: "You apply with the state, not with us. Use the state's official pages:",
      deadline: "Apply before the state's deadline for the school year you want.",
    },
    faq: {
      cash: {
        question: "Do I get the money as cash?",
        answer:
          "No. The money goes into an account for your child. You pay approved costs from it through ClassWallet, and parents never get cash.",
      },
      amount: {
        question: "How much money does my child get?",
        answer: "The amount depends on where your child learns.",
        /** Added to the answer when a year's figures are known. */
        figures:
          "In {year} it is {school} a student at a participating school, or {homeEducation} a student for home education, up to {familyCap} a family.",
      },
      income: {
        question: "Is there an income limit?",
        answer: "Yes, for now.",
        /** One sentence a school year, added to the answer. */
        limit:
          "In {year} a family of four can earn up to {limit} ({percent}% of the federal poverty guideline).",
        noLimit: "In {year} there is no income limit.",
      },
      estimate: {
        question: "Does this estimate mean my child will get an account?",
        answer:
          "No. The estimate only helps you plan. The Alabama Department of Revenue checks every application and decides who is eligible.",
      },
      apply: {
        question: "Where do I apply?",
        answer:
          "You apply with the state, not with us. Go to the Alabama Department of Revenue's CHOOSE Act pages or ClassWallet's Alabama CHOOSE Act portal.",
      },
    },
  },
  estimator: {
    title: "Check if your child may be eligible",
    lead: "Answer a few questions for an estimate. Your answers stay on this device: nothing is sent or saved.",
    formLabel: "Eligibility estimate",
    schoolYear: "School year",
    householdSize: "People in your household",
    householdSizeHint: "Count yourself, your spouse and the children you support.",
    income: "Yearly household income",
    incomeHint: "Before taxes, in dollars, such as 60,000.",
    childAge: "Your child's age",
    alabamaResident: "We live in Alabama",
    hasDisabilityPlan: "My child has an IEP or a 504 plan",
    submit: "Check eligibility",
    noscript: "The estimate needs JavaScript. The income limits above give the same figures.",
    /** A field's message when its answer cannot be read (the English are the shared schema's own). */
    errors: {
      householdSize: "Enter a household size from 1 to 20",
      income: "Enter the household's yearly income in dollars",
      childAge: "Enter the child's age in years",
    },
    outcome: {
      "likely-eligible": "Likely eligible for {year}",
      "likely-not-eligible": "Likely not eligible for {year}",
      "no-income-limit": "No income limit that year for {year}",
    },
    reasons: {
      resident: "Your family lives in Alabama.",
      notResident: "Only families who live in Alabama can get a CHOOSE Act account.",
      age: "Children aged {minAge} to {maxAge} who have not finished high school can take part.",
      ageWithPlan: "A student with an IEP or a 504 plan can take part up to age {maxAgeWithPlan}.",
      tooYoung: "A child must be at least {minAge} years old.",
      tooOld: "A child must be {maxAge} or younger (up to {maxAgeWithPlan} with an IEP or a 504 plan).",
      withinLimit:
        "An income of {income} is at or below the {year} limit of {limit} for a household of {people} ({percent}% of the federal poverty guideline).",
      overLimit:
        "An income of {income} is above the {year} limit of {limit} for a household of {people} ({percent}% of the federal poverty guideline).",
      noLimit: "There is no income limit for {year}.",
    },
    onePerson: "1 person",
    people: "{size} people",
    award:
      "The award would be {school} at a participating school, or {homeEducation} for home education (at most {familyCap} a family).",
    disclaimer:
      "This is an estimate only. The Alabama Department of Revenue decides who is eligible when you apply.",
    applyAt: "Apply at the {sites}.",
    /** A school year whose application window has closed (its date is the year's `applicationsClose`). */
    closed: {
      notice: "Applications for {year} closed on {date}. You can no longer apply for that school year.",
      next: "To check the next school year, choose {next}.",
      result:
        "Applications for {year} closed on {date}, so you cannot apply for that year now. Watch for the next school year's dates on this page and at the {sites}.",
    },
  },
  schools: {
    metaTitle: "The CHOOSE Act: A Guide for Schools",
    metaDescription:
      "What an Alabama private school must do to take part in the CHOOSE Act, and how we can help your school get ready.",
    title: "The CHOOSE Act: a guide for schools",
    intro:
      "Private schools in Alabama can take part in the CHOOSE Act and serve families who use an education savings account. Here is what the state asks of a school, and how we can help.",
    otherQuestion: "Are you a parent?",
    otherLink: "Read the guide for families",
    requirements: {
      title: "What a school must do",
      lead: "To take part, a school must:",
      rules: [
        "Be accredited. Church schools can take part too.",
        "Follow health and safety codes and hold an occupancy permit.",
        "Follow the Alabama Child Protection Act, including background checks for staff.",
        "Give the state financial statements or a surety bond.",
        "File a report with the state every year.",
        "Follow FERPA, the federal student privacy law.",
        "Not turn students away because of race, color or national origin.",
        "Charge students in the program the same tuition as everyone else.",
        "Have students in the program take a norm-referenced test.",
      ],
      howToApply:
        "A school applies to the state as a provider. Schools can apply at any time, and the state decides within 14 days. Apply through the {sites}.",
      award: "In {year}, each student at a participating school brings {amount} toward tuition and fees.",
    },
    notice: {
      title: "Only the state decides if a school is eligible.",
      body: "Joining our organization or finishing our CHOOSE Readiness Certification program does not make a school eligible. A school must meet the law's rules, such as being accredited.",
    },
    help: {
      title: "How we help",
      lead: "We help schools understand the rules and get ready. Our work covers four areas:",
      cta: "Apply to work with us",
    },
    faq: [
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
    ],
  },
};

/** The guide's words in one language (`guide-es.ts` has this shape). */
export type GuideTexts = typeof guideEn;
