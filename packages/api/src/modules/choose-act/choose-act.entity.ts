import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp } from "../../platform/columns.ts";

/**
 * One CHOOSE Act school year: its figures and dates (a new school year is a new row). The poverty
 * guidelines for households of 1 to 8 are one validated list; larger households add the increment.
 * Read and written as plain SQL (`choose-act.service.ts`); the "last reviewed" date is a settings row.
 */
export const ChooseActYearEntity = defineEntity({
  name: "ChooseActYear",
  properties: {
    /** "2026-27". */
    schoolYear: p.text().primary(),
    /** Null: no income limit that year. */
    incomeLimitPercent: p.integer().nullable(),
    povertyGuidelineYear: p.integer().nullable(),
    povertyGuidelines: p.json<number[]>().default("[]"),
    additionalPersonAmount: p.integer().nullable(),
    schoolAward: p.integer(),
    homeEducationAward: p.integer(),
    homeEducationFamilyCap: p.integer(),
    renewalsOpen: p.string().columnType("date").nullable(),
    applicationsOpen: p.string().columnType("date").nullable(),
    applicationsClose: p.string().columnType("date").nullable(),
    awardsAnnounced: p.string().columnType("date").nullable(),
    updatedAt: createdTimestamp(),
  },
});
export type ChooseActYearRow = InferEntity<typeof ChooseActYearEntity>;
