import { NewsletterInputSchema } from "@choose/schema";
import { publicProcedure, router } from "../../trpc/init.ts";

export const newsletterRouter = router({
  subscribe: publicProcedure.input(NewsletterInputSchema).mutation(async ({ ctx, input }) => {
    await ctx.services.rateLimits.consume("newsletter", ctx.clientIp);
    return ctx.services.newsletter.subscribe(input);
  }),
});
