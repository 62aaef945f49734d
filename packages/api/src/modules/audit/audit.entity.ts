import { defineEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../db/columns.ts";

/** The audit trail of administrator actions (kept `AUDIT_RETENTION_DAYS`, then pruned). */
export const AuditEventEntity = defineEntity({
  name: "AuditEvent",
  properties: {
    id: uuidPrimaryKey(),
    at: createdTimestamp().index(),
    username: p.text().nullable(),
    clientIp: p.text().nullable(),
    description: p.text(),
  },
});
