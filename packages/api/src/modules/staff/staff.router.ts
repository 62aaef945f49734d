import {
  IdParamSchema,
  StaffAcceptInputSchema,
  StaffExportInputSchema,
  StaffInviteInputSchema,
  StaffRoleInputSchema,
  StaffSecurityInputSchema,
  StaffSessionInputSchema,
  staffMessages,
  uiMessages,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

export const staffRouter = router({
  /** The team joins here from the invitation's link. */
  accept: publicRoute
    .post("/api/staff/accept", { status: 201 })
    .input(StaffAcceptInputSchema)
    .mutation(({ ctx, input }) => ctx.services.staff.accept(input)),
});

/** The Owner's screen: people, roles, invitations, the team's security settings. */
export const staffAdminRouter = router({
  list: adminRoute.get("/api/admin/staff").query(({ ctx }) => ctx.services.staff.overview()),
  invite: adminRoute
    .post("/api/admin/staff", {
      status: 201,
      audit: (_, invitation) =>
        `Invited ${auditField(invitation, "email")} as ${auditField(invitation, "role")}`,
    })
    .input(StaffInviteInputSchema)
    .mutation(({ ctx, input }) => ctx.services.staff.invite(ctx.admin, input)),
  withdraw: adminRoute
    .deleteById("/api/admin/staff/invitations/:id", "invitation", staffMessages.invitationWithdrawn)
    .mutation(({ ctx, input }) => ctx.services.staff.withdraw(input.id)),
  setRole: adminRoute
    .put("/api/admin/staff/:id", {
      body: "merge",
      audit: (input) => `Made staff member ${auditField(input, "id")} ${auditField(input, "role")}`,
    })
    .input(StaffRoleInputSchema)
    .mutation(({ ctx, input }) => ctx.services.staff.setRole(input)),
  remove: adminRoute
    .delete("/api/admin/staff/:id", {
      answer: { message: staffMessages.removed },
      audit: (input) => `Removed staff member ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.staff.remove(ctx.admin, input.id)),
  signOut: adminRoute
    .post("/api/admin/staff/:id/sign-out", {
      audit: (input, output) =>
        `Signed out staff member ${auditField(input, "id")} (${auditField(output, "count")} sessions)`,
    })
    .input(IdParamSchema)
    .mutation(async ({ ctx, input }) => ({ count: await ctx.services.staff.signOut(input.id) })),
  setExport: adminRoute
    .put("/api/admin/staff/:id/export", {
      body: "merge",
      audit: (input) =>
        auditField(input, "canExport") === "true"
          ? `Allowed staff member ${auditField(input, "id")} to export personal data`
          : `Stopped staff member ${auditField(input, "id")} exporting personal data`,
    })
    .input(StaffExportInputSchema)
    .mutation(({ ctx, input }) => ctx.services.staff.setExport(input)),
  /** Everyone's live sessions (when, where, which browser), as each person's account screen lists their own. */
  sessions: adminRoute
    .get("/api/admin/staff/sessions")
    .query(({ ctx }) => ctx.services.account.teamSessions(ctx.admin)),
  revokeSession: adminRoute
    .delete("/api/admin/staff/:id/sessions/:sessionId", {
      answer: { message: uiMessages.account.sessionSignedOut },
      audit: (input) =>
        `Signed out session ${auditField(input, "sessionId")} of staff member ${auditField(input, "id")}`,
    })
    .input(StaffSessionInputSchema)
    .mutation(({ ctx, input }) => ctx.services.account.revokeTeamSession(input.id, input.sessionId)),
  setSecurity: adminRoute
    .put("/api/admin/staff-security", {
      audit: (input) =>
        auditField(input, "requireTwoFactor") === "true"
          ? "Required two-factor sign-in for everyone"
          : "Stopped requiring two-factor sign-in",
    })
    .input(StaffSecurityInputSchema)
    .mutation(({ ctx, input }) => ctx.services.staff.setSecurity(input)),
});
