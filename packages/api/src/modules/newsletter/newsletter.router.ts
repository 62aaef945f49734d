import {
  backOfficeMessages,
  IdParamSchema,
  NewsletterInputSchema,
  SubscriberActiveUpdateSchema,
  SubscriberListInputSchema,
  TokenInputSchema,
} from "@choose/schema";
import { adminProcedure, publicProcedure, rateLimited, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/newsletter", status: 201 } })
    .input(NewsletterInputSchema)
    .use(rateLimited("newsletter"))
    .mutation(({ ctx, input }) => ctx.services.newsletter.subscribe(input)),
  confirm: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/newsletter/confirm" } })
    .input(TokenInputSchema)
    .use(rateLimited("newsletter"))
    .mutation(({ ctx, input }) => ctx.services.newsletter.confirm(input.token)),
  /** The page behind the email's link; mail clients use the one-click route (`newsletter.rest.ts`). */
  unsubscribe: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/newsletter/unsubscribe" } })
    .input(TokenInputSchema)
    .use(rateLimited("newsletter"))
    .mutation(({ ctx, input }) => ctx.services.newsletter.unsubscribe(input.token)),
});

export const newsletterAdminRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/newsletter/admin", paged: true } })
    .input(SubscriberListInputSchema)
    .query(({ ctx, input }) => ctx.services.newsletter.list(input)),
  setActive: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/newsletter/:id", body: "merge" },
      audit: (_, subscriber) =>
        `${auditField(subscriber, "isActive") === "true" ? "Reactivated" : "Deactivated"} the subscriber ${auditField(subscriber, "email")}`,
    })
    .input(SubscriberActiveUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.newsletter.setActive(input.id, input.isActive)),
  delete: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/newsletter/:id",
        answer: { message: backOfficeMessages.subscriberDeleted },
      },
      audit: (input) => `Deleted subscriber ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.newsletter.remove(input.id)),
});
