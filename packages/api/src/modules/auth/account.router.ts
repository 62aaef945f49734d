import {
  accountMessages,
  ChangePasswordInputSchema,
  IdParamSchema,
  TwoFactorConfirmInputSchema,
  TwoFactorDisableInputSchema,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { adminProcedure, router } from "../../trpc/init.ts";

/** The signed-in administrator's own account (the Account screen); tRPC only. */
export const accountRouter = router({
  changePassword: adminProcedure
    .meta({ audit: () => "Changed the password and signed out the other sessions" })
    .input(ChangePasswordInputSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.account.changePassword(ctx.admin, input, ctx.clientIp);
      return { message: accountMessages.passwordChanged };
    }),
  sessions: adminProcedure.query(({ ctx }) => ctx.services.account.sessions(ctx.admin)),
  revokeSession: adminProcedure
    .meta({ audit: (input) => `Signed out session ${auditField(input, "id")}` })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.account.revokeSession(ctx.admin, input.id)),
  revokeOtherSessions: adminProcedure
    .meta({ audit: (_, output) => `Signed out the other sessions (${auditField(output, "count")})` })
    .mutation(async ({ ctx }) => ({ count: await ctx.services.account.revokeOtherSessions(ctx.admin) })),
  twoFactorStatus: adminProcedure.query(({ ctx }) => ctx.services.account.twoFactorStatus(ctx.admin)),
  startTwoFactorSetup: adminProcedure.mutation(({ ctx }) =>
    ctx.services.account.startTwoFactorSetup(ctx.admin),
  ),
  confirmTwoFactor: adminProcedure
    .meta({ audit: () => "Turned two-factor sign-in on" })
    .input(TwoFactorConfirmInputSchema)
    .mutation(({ ctx, input }) => ctx.services.account.confirmTwoFactor(ctx.admin, input.code)),
  disableTwoFactor: adminProcedure
    .meta({ audit: () => "Turned two-factor sign-in off" })
    .input(TwoFactorDisableInputSchema)
    .mutation(({ ctx, input }) => ctx.services.account.disableTwoFactor(ctx.admin, input, ctx.clientIp)),
});
