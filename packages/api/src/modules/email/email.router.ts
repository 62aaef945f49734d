import {
  EmailIdSchema,
  EmailListInputSchema,
  IdParamSchema,
  LetterTemplateSchema,
  NotifyEmailInputSchema,
  SmtpSettingsInputSchema,
  TestEmailInputSchema,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute } from "../../trpc/rest-procedures.ts";

export const emailAdminRouter = router({
  list: adminRoute
    .get("/api/admin/email")
    .input(EmailListInputSchema.prefault({}))
    .query(({ ctx, input }) => ctx.services.email.list(input)),
  resend: adminRoute
    .post("/api/admin/email/:id/resend", {
      audit: (input, email) => `Sent email ${auditField(input, "id")} to ${auditField(email, "to")} again`,
    })
    .input(EmailIdSchema)
    .mutation(({ ctx, input }) => ctx.services.email.resend(input.id)),
  settings: adminRoute.get("/api/admin/email/settings").query(({ ctx }) => ctx.services.email.settings()),
  setNotifyEmail: adminRoute
    .put("/api/admin/email/settings", {
      audit: (_, settings) => `Set the alert address to ${auditField(settings, "notifyEmail")}`,
    })
    .input(NotifyEmailInputSchema)
    .mutation(({ ctx, input }) => ctx.services.email.setNotifyEmail(input.notifyEmail)),
  delivery: adminRoute.get("/api/admin/email/delivery").query(({ ctx }) => ctx.services.email.delivery()),
  saveSmtp: adminRoute
    .put("/api/admin/email/delivery", {
      // The host and port only: the audit trail never holds a password or a user name.
      audit: (input) => `Set the mail server to ${auditField(input, "host")}:${auditField(input, "port")}`,
    })
    .input(SmtpSettingsInputSchema)
    .mutation(({ ctx, input }) => ctx.services.email.saveSmtp(input)),
  clearSmtp: adminRoute
    .delete("/api/admin/email/delivery", { audit: () => "Removed the stored mail server" })
    .mutation(({ ctx }) => ctx.services.email.clearSmtp()),
  sendTest: adminRoute
    .post("/api/admin/email/test", {
      audit: (input) => `Sent a test email to ${auditField(input, "to")}`,
    })
    .input(TestEmailInputSchema)
    .mutation(({ ctx, input }) => ctx.services.email.sendTest(input.to)),
  letters: adminRoute.get("/api/admin/email/letters").query(({ ctx }) => ctx.services.email.letters()),
  updateLetter: adminRoute
    .put("/api/admin/email/letters/:letter", {
      body: "merge",
      audit: (input, letter) =>
        `Edited the ${auditField(input, "letter")} letter in ${auditField(letter, "language")} (${auditField(letter, "enabled") === "true" ? "on" : "off"})`,
    })
    .input(LetterTemplateSchema)
    .mutation(({ ctx, input }) => ctx.services.email.updateLetter(input)),
  previews: adminRoute.get("/api/admin/email/previews").query(({ ctx }) => ctx.services.email.previews()),
  postSendStatus: adminRoute
    .getById("/api/admin/posts/:id/newsletter")
    .query(({ ctx, input }) => ctx.services.email.postSendStatus(input.id)),
  sendPost: adminRoute
    .post("/api/admin/posts/:id/newsletter", {
      audit: (input, status) =>
        `Sent post ${auditField(input, "id")} to subscribers (${auditField(status, "queued")} queued)`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.email.sendPost(input.id)),
});
