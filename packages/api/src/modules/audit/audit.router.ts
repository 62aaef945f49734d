import { AuditListInputSchema } from "@choose/schema";
import { adminProcedure, router } from "../../trpc/init.ts";

export const auditRouter = router({
  list: adminProcedure
    .input(AuditListInputSchema)
    .query(({ ctx, input }) => ctx.services.audit.list(input.page)),
});
