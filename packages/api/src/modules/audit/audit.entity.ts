import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../platform/columns.ts";

/** The audit trail of administrator actions (kept `AUDIT_RETENTION_DAYS`, then pruned). */
export const AuditEventEntity = defineEntity({
  name: "AuditEvent",
  properties: {
    id: uuidPrimaryKey(),
    at: createdTimestamp().index(),
    username: p.text().nullable(),
    clientIp: p.text().nullable(),
    description: p.text(),
    /**
     * A line that counts an event that may come in floods (a failed sign-in) has a key, unique: the
     * event's actor, address, description and time window. `count` is how many times it happened.
     */
    lineKey: p.text().nullable().unique(),
    count: p.integer().default(1),
  },
});
export type AuditEventRow = InferEntity<typeof AuditEventEntity>;
