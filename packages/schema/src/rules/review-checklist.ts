/**
 * What the state asks of a participating school (../shared/content/choose-act-facts.md), as a reviewer's
 * checklist: each item met, not met or unknown, with a note. The checklist helps staff review; it is not
 * the state's decision, and being a member here makes no school eligible.
 */
export const REVIEW_ITEMS = [
  "accreditation",
  "occupancy_permit",
  "background_checks",
  "financial_assurance",
  "ferpa",
  "norm_referenced_testing",
  "same_tuition",
] as const;
export type ReviewItem = (typeof REVIEW_ITEMS)[number];

export const REVIEW_ITEM_LABELS: Record<ReviewItem, string> = {
  accreditation: "Accredited (church schools included)",
  occupancy_permit: "Holds an occupancy permit and follows health and safety codes",
  background_checks: "Background checks under the Alabama Child Protection Act",
  financial_assurance: "Financial statements or a surety bond",
  ferpa: "Follows FERPA for student records",
  norm_referenced_testing: "Students take a norm-referenced test",
  same_tuition: "Charges participating students the same tuition",
};

export const REVIEW_STATES = ["unknown", "met", "not_met"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  unknown: "Unknown",
  met: "Met",
  not_met: "Not met",
};
