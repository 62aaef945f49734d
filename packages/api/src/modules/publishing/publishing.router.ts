import { RevisionParamsSchema, RevisionsParamsSchema } from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute } from "../../trpc/rest-procedures.ts";

export const publishingAdminRouter = router({
  /** The posts and pages waiting for their time, soonest first. */
  scheduled: adminRoute.get("/api/admin/scheduled").query(({ ctx }) => ctx.services.publishing.scheduled()),
  /** A post's or page's revisions, newest first. */
  revisions: adminRoute
    .get("/api/admin/revisions/:kind/:id")
    .input(RevisionsParamsSchema)
    .query(({ ctx, input }) => ctx.services.revisions.list(input.kind, input.id)),
  revision: adminRoute
    .get("/api/admin/revisions/:kind/:id/:revisionId")
    .input(RevisionParamsSchema)
    .query(({ ctx, input }) => ctx.services.revisions.get(input.kind, input.id, input.revisionId)),
  restoreRevision: adminRoute
    .post("/api/admin/revisions/:kind/:id/:revisionId/restore", {
      audit: (input) =>
        `Restored revision ${auditField(input, "revisionId")} of ${auditField(input, "kind")} ${auditField(input, "id")}`,
    })
    .input(RevisionParamsSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.revisions.restore(input.kind, input.id, input.revisionId, ctx.admin.username),
    ),
});
