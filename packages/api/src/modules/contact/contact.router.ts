import {
  backOfficeMessages,
  CONTACT_STATUS_LABELS,
  ContactInputSchema,
  ContactListInputSchema,
  ContactStatusSchema,
  ContactStatusUpdateSchema,
} from "@choose/schema";
import { auditField, auditLabel } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, rateLimitedPost } from "../../trpc/rest-procedures.ts";

export const contactRouter = router({
  send: rateLimitedPost("/api/contact", "contact", ContactInputSchema, { status: 201 }).mutation(
    ({ ctx, input }) => ctx.services.contact.send(input),
  ),
});

export const contactAdminRouter = router({
  list: adminRoute
    .getPaged("/api/contact/admin", ContactListInputSchema)
    .query(({ ctx, input }) => ctx.services.contact.list(input)),
  byId: adminRoute
    .getById("/api/contact/admin/:id")
    .query(({ ctx, input }) => ctx.services.contact.get(input.id)),
  setStatus: adminRoute
    .put("/api/contact/:id", {
      body: "merge",
      audit: (_, message) =>
        `Marked the message from ${auditField(message, "email")} as ${auditLabel(ContactStatusSchema, CONTACT_STATUS_LABELS, message, "status")}`,
    })
    .input(ContactStatusUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.contact.setStatus(input.id, input.status)),
  delete: adminRoute
    .deleteById("/api/contact/:id", "contact message", backOfficeMessages.messageDeleted)
    .mutation(({ ctx, input }) => ctx.services.contact.remove(input.id)),
});
