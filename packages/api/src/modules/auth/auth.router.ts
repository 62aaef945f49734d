import { LoginCodeInputSchema, LoginInputSchema, serverMessages } from "@choose/schema";
import type { Context } from "../../trpc/context.ts";
import { adminProcedure, router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";

const client = (ctx: Context) => ({ ip: ctx.clientIp, userAgent: ctx.userAgent });

// The spec's login answer carries `success` either way.
const loginFailureFields = { UNAUTHORIZED: { success: false } };

export const authRouter = router({
  login: publicRoute
    .post("/api/admin/login", { errorFields: loginFailureFields })
    .input(LoginInputSchema)
    .mutation(({ ctx, input }) => ctx.services.auth.login(input, client(ctx))),
  /** The second step when two-factor sign-in is on: the login's challenge and a code. */
  loginWithCode: publicRoute
    .post("/api/admin/login/code", { errorFields: loginFailureFields })
    .input(LoginCodeInputSchema)
    .mutation(({ ctx, input }) => ctx.services.auth.loginWithCode(input, client(ctx))),
  logout: adminRoute.post("/api/admin/logout", { audit: () => "Signed out" }).mutation(async ({ ctx }) => {
    // adminProcedure has checked the token, so it is present here.
    await ctx.services.auth.logout(ctx.adminToken ?? "");
    return { message: serverMessages.loggedOut };
  }),
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.admin.username })),
});
