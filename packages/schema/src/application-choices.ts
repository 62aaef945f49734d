/**
 * The application form's option lists and defaults, without zod (`@choose/schema/application-choices`):
 * the public form renders from them before its validation is loaded.
 */

export const GOVERNANCE_OPTIONS = [
  { value: "church-related", label: "Church-related" },
  { value: "pastor-directed", label: "Pastor-directed" },
  { value: "independent-board", label: "Independent board" },
  { value: "family-run", label: "Family-run" },
  { value: "other", label: "Other" },
] as const;
export const GOVERNANCE_VALUES = [
  "church-related",
  "pastor-directed",
  "independent-board",
  "family-run",
  "other",
] as const;

export const SCHOOL_TYPE_OPTIONS = [
  { value: "conventional", label: "Conventional" },
  { value: "distance-learning", label: "Distance learning" },
  { value: "homeschool-support", label: "Homeschool support" },
  { value: "hybrid", label: "Hybrid" },
  { value: "other", label: "Other" },
] as const;
export const SCHOOL_TYPE_VALUES = [
  "conventional",
  "distance-learning",
  "homeschool-support",
  "hybrid",
  "other",
] as const;

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
