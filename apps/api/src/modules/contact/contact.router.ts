import { ContactInputSchema } from "@choose/schema";
import { publicProcedure, router } from "../../trpc/init.ts";

export const contactRouter = router({
  send: publicProcedure.input(ContactInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.rateLimits.consume("contact", ctx.clientIp);
    return ctx.services.contact.send(input);
  }),
});
