/**
 * The CHOOSE Act's yearly figures as first seeded (zod-free data, no code): the API seeds its
 * `choose_act_years` table with these on a site's first start, the web mocks start with them, and the
 * estimator's tests run over them. After that the administrator keeps them current at /admin/choose-act.
 *
 * Sources: /work/shared/content/choose-act-facts.md (research of 2026-11-22) for the amounts, the
 * 300% income limit and the dates; the HHS poverty guidelines for the 48 contiguous states (2024 for
 * 2025-26, 2025 for 2026-27), which give the facts file's $93,600 and ~$96,500 for a family of four.
 */
import type { ChooseActGuideData } from "./choose-act-estimate.ts";

export const SEEDED_CHOOSE_ACT_GUIDE: ChooseActGuideData = {
  lastReviewed: "2026-11-22",
  years: [
    {
      schoolYear: "2025-26",
      incomeLimitPercent: 300,
      povertyGuidelineYear: 2024,
      povertyGuidelines: [15_060, 20_440, 25_820, 31_200, 36_580, 41_960, 47_340, 52_720],
      additionalPersonAmount: 5_380,
      schoolAward: 7_000,
      homeEducationAward: 2_000,
      homeEducationFamilyCap: 4_000,
      renewalsOpen: null,
      applicationsOpen: "2025-01-02",
      applicationsClose: "2025-04-07",
      awardsAnnounced: null,
    },
    {
      schoolYear: "2026-27",
      incomeLimitPercent: 300,
      povertyGuidelineYear: 2025,
      povertyGuidelines: [15_650, 21_150, 26_650, 32_150, 37_650, 43_150, 48_650, 54_150],
      additionalPersonAmount: 5_500,
      schoolAward: 7_000,
      homeEducationAward: 2_000,
      homeEducationFamilyCap: 4_000,
      renewalsOpen: "2025-12-15",
      applicationsOpen: "2026-01-02",
      applicationsClose: "2026-03-31",
      awardsAnnounced: "2026-04-15",
    },
    {
      // From 2027-28 the Act sets no income limit; its dates are not announced yet, so none are given.
      schoolYear: "2027-28",
      incomeLimitPercent: null,
      povertyGuidelineYear: null,
      povertyGuidelines: [],
      additionalPersonAmount: null,
      schoolAward: 7_000,
      homeEducationAward: 2_000,
      homeEducationFamilyCap: 4_000,
      renewalsOpen: null,
      applicationsOpen: null,
      applicationsClose: null,
      awardsAnnounced: null,
    },
  ],
};
