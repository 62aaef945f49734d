import { type CountedSection, mayUse, OverviewInputSchema, OverviewSchema } from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";

/**
 * The dashboard's strip and the header's counts, in one request: only the counts the caller's role may
 * read are counted and sent (an Editor gets no application or message counts, a Reviewer no subscribers).
 */
export const overviewRouter = router({
  get: adminProcedure
    .input(OverviewInputSchema)
    .output(OverviewSchema)
    .query(async ({ ctx, input }) => {
      const date = (iso: string | undefined) => (iso ? new Date(iso) : undefined);
      const may = (section: CountedSection) => mayUse(ctx.admin.role, section);
      const [applications, unreadMessages, subscribers] = await Promise.all([
        may("applications") ? ctx.services.applications.counts(date(input.since)) : undefined,
        may("messages") ? ctx.services.contact.unreadCount() : undefined,
        may("subscribers") ? ctx.services.newsletter.counts(date(input.subscribersSince)) : undefined,
      ]);
      return {
        ...(applications && {
          newApplications: applications.newSince,
          applicationsByStatus: applications.byStatus,
        }),
        ...(unreadMessages !== undefined && { unreadMessages }),
        ...(subscribers && { activeSubscribers: subscribers.active, newSubscribers: subscribers.newSince }),
      };
    }),
});
