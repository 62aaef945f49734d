import { LoginCodeInputSchema, LoginInputSchema, serverMessages } from "@choose/schema";
import type { Context } from "../../trpc/context.ts";
import { adminProcedure, router } from "../../trpc/init.ts";
import { adminRoute, publicRoute } from "../../trpc/rest-procedures.ts";
import type { ClientInfo } from "./auth.service.ts";
import { knownDeviceCookies, knownDeviceSetCookies } from "./known-device.ts";

const LOGIN_PATH = "/api/admin/login";
/** Where the browser sends its known-device cookie: the password step over REST (the code step is under it) and tRPC. */
const SIGN_IN_PATHS = [LOGIN_PATH, "/trpc/auth.login"];

const client = (ctx: Context): ClientInfo => ({
  ip: ctx.clientIp,
  userAgent: ctx.userAgent,
  knownDevices: knownDeviceCookies(ctx.cookieHeader),
  rememberDevice: (value) => {
    for (const cookie of knownDeviceSetCookies(value, SIGN_IN_PATHS, ctx.https ?? false)) {
      ctx.setCookie?.(cookie);
    }
  },
});

// The spec's login answer carries `success` either way.
const loginFailureFields = { UNAUTHORIZED: { success: false } };

export const authRouter = router({
  login: publicRoute
    .post(LOGIN_PATH, { errorFields: loginFailureFields })
    .input(LoginInputSchema)
    .mutation(({ ctx, input }) => ctx.services.auth.login(input, client(ctx))),
  /** The second step when two-factor sign-in is on: the login's challenge and a code. */
  loginWithCode: publicRoute
    .post(`${LOGIN_PATH}/code`, { errorFields: loginFailureFields })
    .input(LoginCodeInputSchema)
    .mutation(({ ctx, input }) => ctx.services.auth.loginWithCode(input, client(ctx))),
});

/** The signed-in administrator's own session (under the `admin` router). */
export const sessionRouter = router({
  logout: adminRoute.post("/api/admin/logout", { audit: () => "Signed out" }).mutation(async ({ ctx }) => {
    // adminProcedure has checked the token, so it is present here.
    await ctx.services.auth.logout(ctx.adminToken ?? "");
    return { message: serverMessages.loggedOut };
  }),
  /** Who is signed in, their role and the parts of the back office it opens. */
  me: adminProcedure.query(({ ctx }) => ctx.services.staff.identity(ctx.admin)),
});
