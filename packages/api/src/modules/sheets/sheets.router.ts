import { SpreadsheetConfigureSchema } from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";
import { auditField } from "../audit/audit-field.ts";

export const sheetsRouter = router({
  status: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/google-sheets/status" } })
    .query(({ ctx }) => ctx.services.sheets.status()),
  configure: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/google-sheets/configure" },
      audit: (input) => `Linked the spreadsheet ${auditField(input, "spreadsheetId")}`,
    })
    .input(SpreadsheetConfigureSchema)
    .mutation(({ ctx, input }) => ctx.services.sheets.configure(input.spreadsheetId)),
  testConnection: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/google-sheets/test-connection" } })
    .mutation(({ ctx }) => ctx.services.sheets.testConnection()),
  sync: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/google-sheets/sync" },
      audit: () => "Synced every application to the spreadsheet",
    })
    .mutation(({ ctx }) => ctx.services.sheets.syncAll()),
});
