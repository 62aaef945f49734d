import {
  REVIEW_ITEM_LABELS,
  REVIEW_STATE_LABELS,
  ReviewAssignInputSchema,
  ReviewCheckInputSchema,
  ReviewCheckSchema,
} from "@choose/schema";
import { auditField, auditLabel } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute } from "../../trpc/rest-procedures.ts";

/** Reviewing an application: its reviewer and its checklist (the applications' part of the back office). */
export const reviewsAdminRouter = router({
  get: adminRoute
    .getById("/api/applications/admin/:id/review")
    .query(({ ctx, input }) => ctx.services.reviews.get(input.id)),
  reviewers: adminRoute.get("/api/admin/reviewers").query(({ ctx }) => ctx.services.reviews.reviewers()),
  assign: adminRoute
    .put("/api/applications/admin/:id/review/assignee", {
      body: "merge",
      audit: (input, review) =>
        auditField(review, "assignee", "username")
          ? `Assigned application ${auditField(input, "id")} to ${auditField(review, "assignee", "username")}`
          : `Unassigned application ${auditField(input, "id")}`,
    })
    .input(ReviewAssignInputSchema)
    .mutation(({ ctx, input }) => ctx.services.reviews.assign(ctx.admin, input)),
  check: adminRoute
    .put("/api/applications/admin/:id/review/checks", {
      body: "merge",
      audit: (input) =>
        `Review of application ${auditField(input, "id")}: "${auditLabel(ReviewCheckSchema.shape.item, REVIEW_ITEM_LABELS, input, "item")}" ${auditLabel(ReviewCheckSchema.shape.state, REVIEW_STATE_LABELS, input, "state")}`,
    })
    .input(ReviewCheckInputSchema)
    .mutation(({ ctx, input }) => ctx.services.reviews.check(ctx.admin, input)),
});
