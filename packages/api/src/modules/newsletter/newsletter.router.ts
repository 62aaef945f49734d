import {
  backOfficeMessages,
  NewsletterInputSchema,
  PendingResendSchema,
  SubscriberActiveUpdateSchema,
  SubscriberListInputSchema,
  TokenInputSchema,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, rateLimitedPost } from "../../trpc/rest-procedures.ts";

export const newsletterRouter = router({
  subscribe: rateLimitedPost("/api/newsletter", "newsletter", NewsletterInputSchema, {
    status: 201,
  }).mutation(({ ctx, input }) => ctx.services.newsletter.subscribe(input)),
  confirm: rateLimitedPost("/api/newsletter/confirm", "newsletter", TokenInputSchema).mutation(
    ({ ctx, input }) => ctx.services.newsletter.confirm(input.token),
  ),
  /** The page behind the email's link; mail clients use the one-click route (`newsletter.rest.ts`). */
  unsubscribe: rateLimitedPost("/api/newsletter/unsubscribe", "newsletter", TokenInputSchema).mutation(
    ({ ctx, input }) => ctx.services.newsletter.unsubscribe(input.token),
  ),
});

export const newsletterAdminRouter = router({
  list: adminRoute
    .getPaged("/api/newsletter/admin", SubscriberListInputSchema)
    .query(({ ctx, input }) => ctx.services.newsletter.list(input)),
  setActive: adminRoute
    .put("/api/newsletter/:id", {
      body: "merge",
      audit: (_, subscriber) =>
        `${auditField(subscriber, "isActive") === "true" ? "Reactivated" : "Deactivated"} the subscriber ${auditField(subscriber, "email")}`,
    })
    .input(SubscriberActiveUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.newsletter.setActive(input.id, input.isActive)),
  pending: adminRoute
    .get("/api/newsletter/admin/pending")
    .query(({ ctx }) => ctx.services.newsletter.pending()),
  resend: adminRoute
    .post("/api/newsletter/admin/pending/resend", {
      audit: (input) => `Sent the newsletter confirmation again to ${auditField(input, "email")}`,
    })
    .input(PendingResendSchema)
    .mutation(({ ctx, input }) => ctx.services.newsletter.resend(input.email)),
  delete: adminRoute
    .deleteById("/api/newsletter/:id", "subscriber", backOfficeMessages.subscriberDeleted)
    .mutation(({ ctx, input }) => ctx.services.newsletter.remove(input.id)),
});
