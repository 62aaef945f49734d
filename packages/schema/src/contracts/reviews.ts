import { z } from "zod";
import { REVIEW_ITEMS, REVIEW_STATES } from "../rules/review-checklist.ts";
import { IdParamSchema } from "./auth.ts";
import { textOrEmpty } from "./text.ts";

export const reviewMessages = {
  notReviewer: "Choose someone on the team who reviews applications",
  applicationNotFound: "Application not found",
  assigned: (username: string) => `Assigned to ${username}; they have been emailed`,
  unassigned: "Nobody is assigned now",
} as const;

export const ReviewCheckSchema = z.object({
  item: z.enum(REVIEW_ITEMS),
  state: z.enum(REVIEW_STATES),
  /** Internal: the team's alone. */
  note: z.string(),
  /** Shown to the school in its portal. */
  schoolNote: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type ReviewCheck = z.infer<typeof ReviewCheckSchema>;

export const ApplicationReviewSchema = z.object({
  applicationId: z.uuid(),
  assignee: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  /** Every item of the checklist, in its order (unknown until someone says). */
  checks: z.array(ReviewCheckSchema),
});
export type ApplicationReview = z.infer<typeof ApplicationReviewSchema>;

export const ReviewAssignInputSchema = IdParamSchema.extend({
  /** The reviewer; null to unassign. */
  assigneeId: z.uuid({ error: reviewMessages.notReviewer }).nullable(),
});
export type ReviewAssignInput = z.infer<typeof ReviewAssignInputSchema>;

export const ReviewCheckInputSchema = IdParamSchema.extend({
  item: z.enum(REVIEW_ITEMS),
  state: z.enum(REVIEW_STATES),
  note: textOrEmpty(1000),
  /** The note meant for the school (its portal shows it); left out, it stays as it was. */
  schoolNote: textOrEmpty(1000).optional(),
});
export type ReviewCheckInput = z.infer<typeof ReviewCheckInputSchema>;

/** Who may be assigned: the team's people whose role reviews applications. */
export const ReviewerSchema = z.object({ id: z.uuid(), username: z.string() });
export type Reviewer = z.infer<typeof ReviewerSchema>;
