import { describe, expect, test } from "vitest";
import { testRefusals } from "../fixtures/issues.ts";
import {
  ChooseActGuideSchema,
  type ChooseActYear,
  ChooseActYearSchema,
  chooseActMessages,
  currentAndNextYears,
  EstimateInputSchema,
  estimateEligibility,
  findYear,
  incomeLimit,
  povertyGuideline,
  SEEDED_CHOOSE_ACT_GUIDE,
} from "./choose-act.ts";
import { PageInputSchema } from "./organisation.ts";

const year = (schoolYear: string): ChooseActYear => {
  const found = findYear(SEEDED_CHOOSE_ACT_GUIDE.years, schoolYear);
  if (!found) throw new Error(`No ${schoolYear} in the seeded table`);
  return found;
};
const y2025 = year("2025-26");
const y2026 = year("2026-27");
const y2027 = year("2027-28");

const child = {
  householdSize: 4,
  income: 50_000,
  childAge: 10,
  alabamaResident: true,
  hasDisabilityPlan: false,
};
const estimate = (y: ChooseActYear, change: Partial<typeof child> = {}) =>
  estimateEligibility(y, { ...child, ...change, schoolYear: y.schoolYear });

describe("the seeded table", () => {
  test("is valid as the back office would save it", () => {
    expect(ChooseActGuideSchema.parse(SEEDED_CHOOSE_ACT_GUIDE)).toEqual(SEEDED_CHOOSE_ACT_GUIDE);
  });

  test("reproduces the facts file's family-of-four limits: $93,600 (2025-26), ~$96,500 (2026-27)", () => {
    expect(incomeLimit(y2025, 4)).toBe(93_600);
    expect(incomeLimit(y2026, 4)).toBe(96_450);
    expect(incomeLimit(y2027, 4)).toBeNull();
  });

  test("HHS guidelines: each person adds the year's increment, also above 8 people", () => {
    for (const y of [y2025, y2026]) {
      const step = y.additionalPersonAmount ?? 0;
      for (let size = 2; size <= 12; size++)
        expect((povertyGuideline(y, size) ?? 0) - (povertyGuideline(y, size - 1) ?? 0)).toBe(step);
    }
    expect(povertyGuideline(y2025, 1)).toBe(15_060);
    expect(povertyGuideline(y2025, 8)).toBe(52_720);
    expect(povertyGuideline(y2025, 9)).toBe(52_720 + 5_380);
    expect(povertyGuideline(y2026, 10)).toBe(54_150 + 2 * 5_500);
  });
});

describe("the estimator's boundaries", () => {
  test("an income exactly at the limit is likely eligible; a dollar above is not", () => {
    expect(estimate(y2025, { income: 93_600 }).outcome).toBe("likely-eligible");
    expect(estimate(y2025, { income: 93_601 }).outcome).toBe("likely-not-eligible");
    expect(estimate(y2026, { income: 96_450 }).outcome).toBe("likely-eligible");
    expect(estimate(y2026, { income: 96_450.01 }).outcome).toBe("likely-not-eligible");
  });

  test("a household of 1 and of 8, 9 and 12 people", () => {
    expect(estimate(y2025, { householdSize: 1, income: 45_180 })).toMatchObject({
      outcome: "likely-eligible",
      incomeLimit: 45_180,
    });
    expect(estimate(y2025, { householdSize: 1, income: 45_181 }).outcome).toBe("likely-not-eligible");
    expect(estimate(y2026, { householdSize: 8, income: 162_450 })).toMatchObject({
      outcome: "likely-eligible",
      incomeLimit: 162_450,
    });
    expect(estimate(y2026, { householdSize: 9 }).incomeLimit).toBe(3 * (54_150 + 5_500));
    expect(estimate(y2026, { householdSize: 12 }).incomeLimit).toBe(3 * (54_150 + 4 * 5_500));
  });

  test("age 5 and 19 are in; 4 and 20 are out; 20 and 21 with an IEP or 504 plan are in, 22 is not", () => {
    expect(estimate(y2026, { childAge: 5 }).outcome).toBe("likely-eligible");
    expect(estimate(y2026, { childAge: 19 }).outcome).toBe("likely-eligible");
    expect(estimate(y2026, { childAge: 4 })).toMatchObject({
      outcome: "likely-not-eligible",
      reasons: expect.arrayContaining([{ rule: "age", met: false, reason: "tooYoung" }]),
    });
    expect(estimate(y2026, { childAge: 20 }).outcome).toBe("likely-not-eligible");
    expect(estimate(y2026, { childAge: 21, hasDisabilityPlan: true }).outcome).toBe("likely-eligible");
    expect(estimate(y2026, { childAge: 22, hasDisabilityPlan: true }).outcome).toBe("likely-not-eligible");
  });

  test("the first year with no income limit: any income, but residency and age still count", () => {
    const rich = estimate(y2027, { income: 5_000_000, householdSize: 1 });
    expect(rich).toMatchObject({ outcome: "no-income-limit", incomeLimit: null });
    expect(rich.reasons.at(-1)).toEqual({
      rule: "income",
      met: true,
      reason: "noLimit",
    });
    expect(estimate(y2027, { alabamaResident: false }).outcome).toBe("likely-not-eligible");
    expect(estimate(y2027, { childAge: 20 }).outcome).toBe("likely-not-eligible");
  });

  test("the reasons carry the limit, the household and the year; the award is the year's", () => {
    const result = estimate(y2025, { income: 100_000 });
    expect(result.reasons.map((reason) => reason.reason)).toEqual(["resident", "age", "overLimit"]);
    expect(result).toMatchObject({
      schoolYear: "2025-26",
      householdSize: 4,
      income: 100_000,
      incomeLimit: 93_600,
      incomeLimitPercent: 300,
    });
    expect(result.award).toEqual({ school: 7_000, homeEducation: 2_000, homeEducationFamilyCap: 4_000 });
  });

  test("not an Alabama resident: likely not eligible whatever the income", () => {
    expect(estimate(y2025, { alabamaResident: false, income: 0 }).outcome).toBe("likely-not-eligible");
  });
});

describe("the estimator's form input", () => {
  test("typed amounts with $ and commas are read as numbers", () => {
    expect(
      EstimateInputSchema.parse({
        householdSize: "4",
        income: "$93,600",
        childAge: "5",
        alabamaResident: true,
        schoolYear: "2025-26",
      }),
    ).toEqual({ ...child, income: 93_600, childAge: 5, schoolYear: "2025-26" });
  });

  testRefusals(EstimateInputSchema, { ...child, schoolYear: "2026-27" }, [
    ["householdSize", chooseActMessages.householdSize, ["0", "2.5"]],
    ["income", chooseActMessages.income, ["", "-1"]],
    ["childAge", chooseActMessages.childAge, ["ten"]],
  ]);
});

describe("the back office's table", () => {
  const valid = { ...y2026 };
  const issue = (change: Partial<ChooseActYear>) =>
    ChooseActYearSchema.safeParse({ ...valid, ...change }).error?.issues.map((i) => [
      i.path.join("."),
      i.message,
    ]);

  test.each<[string, Partial<ChooseActYear>, string, string]>([
    ["a zero amount", { schoolAward: 0 }, "schoolAward", chooseActMessages.amount],
    [
      "a negative guideline",
      { povertyGuidelines: [-1, 2, 3, 4, 5, 6, 7, 8] },
      "povertyGuidelines.0",
      chooseActMessages.amount,
    ],
    [
      "7 guidelines",
      { povertyGuidelines: [1, 2, 3, 4, 5, 6, 7] },
      "povertyGuidelines",
      chooseActMessages.guidelines,
    ],
    [
      "falling guidelines",
      { povertyGuidelines: [8, 7, 6, 5, 4, 3, 2, 1] },
      "povertyGuidelines",
      chooseActMessages.guidelinesRise,
    ],
    [
      "a close before the opening",
      { applicationsClose: "2025-12-31" },
      "applicationsClose",
      chooseActMessages.datesOrder,
    ],
    [
      "a close on the opening day",
      { applicationsClose: "2026-01-02" },
      "applicationsClose",
      chooseActMessages.datesOrder,
    ],
    [
      "renewals after new families",
      { renewalsOpen: "2026-01-03" },
      "applicationsOpen",
      chooseActMessages.datesOrder,
    ],
    [
      "awards before the close",
      { awardsAnnounced: "2026-03-30" },
      "awardsAnnounced",
      chooseActMessages.datesOrder,
    ],
    [
      "a cap below the amount",
      { homeEducationFamilyCap: 1_000 },
      "homeEducationFamilyCap",
      chooseActMessages.familyCap,
    ],
    ["a bad school year", { schoolYear: "2026-28" }, "schoolYear", chooseActMessages.schoolYear],
    [
      "guidelines without a limit",
      { incomeLimitPercent: null },
      "povertyGuidelines",
      chooseActMessages.noLimitFigures,
    ],
  ])("%s is refused", (_name, change, path, message) => {
    expect(issue(change)).toContainEqual([path, message]);
  });

  test("a year twice is refused; years are kept in order", () => {
    const twice = ChooseActGuideSchema.safeParse({ lastReviewed: "2026-11-23", years: [y2026, y2026] });
    expect(twice.error?.issues).toEqual([
      expect.objectContaining({
        path: ["years", 1, "schoolYear"],
        message: chooseActMessages.schoolYearTaken,
      }),
    ]);
    const reversed = ChooseActGuideSchema.parse({ lastReviewed: "2026-11-23", years: [y2027, y2025] });
    expect(reversed.years.map((y) => y.schoolYear)).toEqual(["2025-26", "2027-28"]);
  });

  test("the current and the next school year, by date (a school year starts in July)", () => {
    const years = SEEDED_CHOOSE_ACT_GUIDE.years;
    expect(currentAndNextYears(years, new Date("2026-11-23")).map((y) => y.schoolYear)).toEqual([
      "2026-27",
      "2027-28",
    ]);
    expect(currentAndNextYears(years, new Date("2026-06-30")).map((y) => y.schoolYear)).toEqual([
      "2025-26",
      "2026-27",
    ]);
  });
});

test("choose-act is not a content page's address", () => {
  const result = PageInputSchema.safeParse({
    title: "Guide",
    slug: "choose-act",
    description: "A guide to the CHOOSE Act.",
    content: "<p>About the act.</p>",
  });
  expect(result.success).toBe(false);
});
