import { OverviewInputSchema, OverviewSchema } from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";

/** The dashboard's strip and the header's counts, in one request. */
export const overviewRouter = router({
  get: adminProcedure
    .input(OverviewInputSchema)
    .output(OverviewSchema)
    .query(async ({ ctx, input }) => {
      const date = (iso: string | undefined) => (iso ? new Date(iso) : undefined);
      const [applications, unreadMessages, subscribers] = await Promise.all([
        ctx.services.applications.counts(date(input.since)),
        ctx.services.contact.unreadCount(),
        ctx.services.newsletter.counts(date(input.subscribersSince)),
      ]);
      return {
        newApplications: applications.newSince,
        applicationsByStatus: applications.byStatus,
        unreadMessages,
        activeSubscribers: subscribers.active,
        newSubscribers: subscribers.newSince,
      };
    }),
});
