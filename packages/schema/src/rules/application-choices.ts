/**
 * The application form's option lists and defaults, without zod (`@choose/schema/application-choices`):
 * the public form renders from them before its validation is loaded.
 */

/** `{ value, label }` options of a closed list, in the list's order. */
function optionsOf<const V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): readonly { readonly value: V; readonly label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const GOVERNANCE_VALUES = [
  "church-related",
  "pastor-directed",
  "independent-board",
  "family-run",
  "other",
] as const;
export type Governance = (typeof GOVERNANCE_VALUES)[number];
/** The labels of spec 3 (also the English form's: the catalogue reads them from here). */
export const GOVERNANCE_LABELS: Record<Governance, string> = {
  "church-related": "Church-related",
  "pastor-directed": "Pastor-directed",
  "independent-board": "Independent board",
  "family-run": "Family-run",
  other: "Other",
};
export const GOVERNANCE_OPTIONS = optionsOf(GOVERNANCE_VALUES, GOVERNANCE_LABELS);

export const SCHOOL_TYPE_VALUES = [
  "conventional",
  "distance-learning",
  "homeschool-support",
  "hybrid",
  "other",
] as const;
export type SchoolType = (typeof SCHOOL_TYPE_VALUES)[number];
export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  conventional: "Conventional",
  "distance-learning": "Distance learning",
  "homeschool-support": "Homeschool support",
  hybrid: "Hybrid",
  other: "Other",
};
export const SCHOOL_TYPE_OPTIONS = optionsOf(SCHOOL_TYPE_VALUES, SCHOOL_TYPE_LABELS);

/** Grades in the spec's order; the label is also the stored value (readable in the sheet as is). */
export const GRADE_OPTIONS = [
  "Infant to 2 yrs",
  "Preschool 3 yrs",
  "PreK (K4)",
  "Kindergarten",
  "1st grade",
  "2nd grade",
  "3rd grade",
  "4th grade",
  "5th grade",
  "6th grade",
  "7th grade",
  "8th grade",
  "9th grade",
  "10th grade",
  "11th grade",
  "12th grade",
] as const;
export type Grade = (typeof GRADE_OPTIONS)[number];

export const APPLICATION_STATUSES = ["pending", "under_review", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  under_review: "Under Review",
  approved: "Approved",
  rejected: "Rejected",
};
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = "pending";
export const DEFAULT_STATE = "AL";
