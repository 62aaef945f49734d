import { ServiceAccountKeyInputSchema, SpreadsheetConfigureSchema } from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute } from "../../trpc/rest-procedures.ts";

export const sheetsRouter = router({
  status: adminRoute.get("/api/admin/google-sheets/status").query(({ ctx }) => ctx.services.sheets.status()),
  saveKey: adminRoute
    .put("/api/admin/google-sheets/key", {
      // Never the key itself: the account it names is in the answer.
      audit: (_, status) =>
        `Stored the Google service account key of ${auditField(status, "serviceAccountEmail")}`,
    })
    .input(ServiceAccountKeyInputSchema)
    .mutation(({ ctx, input }) => ctx.services.sheets.saveKey(input.key)),
  clearKey: adminRoute
    .delete("/api/admin/google-sheets/key", { audit: () => "Removed the stored Google service account key" })
    .mutation(({ ctx }) => ctx.services.sheets.clearKey()),
  configure: adminRoute
    .post("/api/admin/google-sheets/configure", {
      audit: (input) => `Linked the spreadsheet ${auditField(input, "spreadsheetId")}`,
    })
    .input(SpreadsheetConfigureSchema)
    .mutation(({ ctx, input }) => ctx.services.sheets.configure(input.spreadsheetId)),
  testConnection: adminRoute
    .get("/api/admin/google-sheets/test-connection")
    .mutation(({ ctx }) => ctx.services.sheets.testConnection()),
  sync: adminRoute
    .post("/api/admin/google-sheets/sync", { audit: () => "Synced every application to the spreadsheet" })
    .mutation(({ ctx }) => ctx.services.sheets.syncAll()),
});
