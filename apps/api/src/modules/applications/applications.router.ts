import { ApplicationInputSchema, ApplicationStatusSchema, IdParamSchema } from "@choose/schema";
import { adminProcedure, publicProcedure, router } from "../../trpc/init.ts";

export const applicationsRouter = router({
  submit: publicProcedure.input(ApplicationInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.rateLimits.consume("applications", ctx.clientIp);
    return ctx.services.applications.submit(input);
  }),
});

export const applicationsAdminRouter = router({
  list: adminProcedure.query(({ ctx }) => ctx.services.applications.list()),
  byId: adminProcedure
    .input(IdParamSchema)
    .query(({ ctx, input }) => ctx.services.applications.get(input.id)),
  updateStatus: adminProcedure
    .input(IdParamSchema.extend({ status: ApplicationStatusSchema }))
    .mutation(({ ctx, input }) => ctx.services.applications.updateStatus(input.id, input.status)),
  delete: adminProcedure
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.applications.remove(input.id)),
});
