import {
  backOfficeMessages,
  CONTACT_STATUS_LABELS,
  ContactInputSchema,
  ContactListInputSchema,
  ContactStatusSchema,
  ContactStatusUpdateSchema,
  IdParamSchema,
} from "@choose/schema";
import { adminProcedure, publicProcedure, rateLimited, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

export const contactRouter = router({
  send: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/contact", status: 201 } })
    .input(ContactInputSchema)
    .use(rateLimited("contact"))
    .mutation(({ ctx, input }) => ctx.services.contact.send(input)),
});

export const contactAdminRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/contact/admin", paged: true } })
    .input(ContactListInputSchema)
    .query(({ ctx, input }) => ctx.services.contact.list(input)),
  byId: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/contact/admin/:id" } })
    .input(IdParamSchema)
    .query(({ ctx, input }) => ctx.services.contact.get(input.id)),
  setStatus: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/contact/:id", body: "merge" },
      audit: (_, message) => {
        const status = ContactStatusSchema.safeParse(auditField(message, "status"));
        const label = status.success ? CONTACT_STATUS_LABELS[status.data] : "";
        return `Marked the message from ${auditField(message, "email")} as ${label}`;
      },
    })
    .input(ContactStatusUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.contact.setStatus(input.id, input.status)),
  delete: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/contact/:id",
        answer: { message: backOfficeMessages.messageDeleted },
      },
      audit: (input) => `Deleted contact message ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.contact.remove(input.id)),
});
