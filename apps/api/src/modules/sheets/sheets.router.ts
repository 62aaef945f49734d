import { SpreadsheetConfigureSchema } from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";

export const sheetsRouter = router({
  status: adminProcedure.query(({ ctx }) => ctx.services.sheets.status()),
  configure: adminProcedure
    .input(SpreadsheetConfigureSchema)
    .mutation(({ ctx, input }) => ctx.services.sheets.configure(input.spreadsheetId)),
  testConnection: adminProcedure.mutation(({ ctx }) => ctx.services.sheets.testConnection()),
  sync: adminProcedure.mutation(({ ctx }) => ctx.services.sheets.syncAll()),
});
