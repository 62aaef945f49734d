import {
  AppError,
  ApplicationDraftSaveSchema,
  ApplicationDraftTokenSchema,
  IdParamSchema,
  PortalRequestInputSchema,
  portalMessages,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute, rateLimitedPost } from "../../trpc/rest-procedures.ts";

/**
 * "Save and continue later" on the public application: the answers so far are kept 30 days and the
 * link to continue is emailed (counted against the application's rate limit).
 */
export const portalRouter = router({
  saveDraft: rateLimitedPost("/api/applications/drafts", "applications", ApplicationDraftSaveSchema, {
    status: 201,
  }).mutation(async ({ ctx, input }) => {
    await ctx.services.portal.saveDraft(input);
    return { message: portalMessages.draftSaved };
  }),
  draft: publicRoute
    .get("/api/applications/drafts/:token")
    .input(ApplicationDraftTokenSchema)
    .query(async ({ ctx, input }) => {
      // The school's own answers: no cache may keep them.
      ctx.noStore?.();
      const draft = await ctx.services.portal.draft(input.token);
      if (!draft) throw new AppError("NOT_FOUND", portalMessages.draftNotFound);
      return draft;
    }),
});

/**
 * The back office's side of an application's portal: its links, its requests for information and its
 * documents (downloaded at `GET /api/applications/admin/:id/documents/:documentId`, portal.rest.ts).
 * The school's side is the portal's pages, which no procedure serves.
 */
export const portalAdminRouter = router({
  detail: adminRoute
    .getById("/api/applications/admin/:id/portal")
    .query(({ ctx, input }) => ctx.services.portal.admin(input.id)),
  reissueLink: adminRoute
    .post("/api/applications/:id/portal/link", {
      audit: (input) => `Sent a new portal link for application ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.portal.reissue(input.id)),
  revokeLink: adminRoute
    .delete("/api/applications/:id/portal/link", {
      audit: (input) => `Revoked the portal links of application ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.portal.revoke(input.id)),
  ask: adminRoute
    .post("/api/applications/:id/portal/requests", {
      body: "merge",
      status: 201,
      audit: (input) => `Asked the school of application ${auditField(input, "id")} for information`,
    })
    .input(PortalRequestInputSchema)
    .mutation(({ ctx, input }) => ctx.services.portal.ask(input, ctx.admin.username)),
});
