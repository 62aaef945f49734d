import {
  EmailIdSchema,
  EmailListInputSchema,
  IdParamSchema,
  LetterTemplateSchema,
  NotifyEmailInputSchema,
} from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

export const emailAdminRouter = router({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/email" } })
    .input(EmailListInputSchema.prefault({}))
    .query(({ ctx, input }) => ctx.services.email.list(input)),
  resend: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/email/:id/resend" },
      audit: (input, email) => `Sent email ${auditField(input, "id")} to ${auditField(email, "to")} again`,
    })
    .input(EmailIdSchema)
    .mutation(({ ctx, input }) => ctx.services.email.resend(input.id)),
  settings: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/email/settings" } })
    .query(({ ctx }) => ctx.services.email.settings()),
  setNotifyEmail: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/admin/email/settings" },
      audit: (_, settings) => `Set the alert address to ${auditField(settings, "notifyEmail")}`,
    })
    .input(NotifyEmailInputSchema)
    .mutation(({ ctx, input }) => ctx.services.email.setNotifyEmail(input.notifyEmail)),
  letters: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/email/letters" } })
    .query(({ ctx }) => ctx.services.email.letters()),
  updateLetter: adminProcedure
    .meta({
      rest: { method: "PUT", path: "/api/admin/email/letters/:status", body: "merge" },
      audit: (input) =>
        `Edited the ${auditField(input, "status")} letter (${auditField(input, "enabled") === "true" ? "on" : "off"})`,
    })
    .input(LetterTemplateSchema)
    .mutation(({ ctx, input }) => ctx.services.email.updateLetter(input)),
  previews: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/email/previews" } })
    .query(({ ctx }) => ctx.services.email.previews()),
  postSendStatus: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/posts/:id/newsletter" } })
    .input(IdParamSchema)
    .query(({ ctx, input }) => ctx.services.email.postSendStatus(input.id)),
  sendPost: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/posts/:id/newsletter" },
      audit: (input, status) =>
        `Sent post ${auditField(input, "id")} to subscribers (${auditField(status, "queued")} queued)`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.email.sendPost(input.id)),
});
