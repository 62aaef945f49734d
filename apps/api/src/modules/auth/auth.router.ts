import { LoginInputSchema, serverMessages } from "@choose/schema";
import { adminProcedure, publicProcedure, router } from "../../trpc/init.ts";

export const authRouter = router({
  login: publicProcedure
    .input(LoginInputSchema)
    .mutation(({ ctx, input }) => ctx.services.auth.login(input, ctx.clientIp)),
  logout: adminProcedure.mutation(async ({ ctx }) => {
    // adminProcedure has checked the token, so it is present here.
    await ctx.services.auth.logout(ctx.adminToken ?? "");
    return { message: serverMessages.loggedOut };
  }),
  me: adminProcedure.query(({ ctx }) => ({ username: ctx.admin.username })),
});
