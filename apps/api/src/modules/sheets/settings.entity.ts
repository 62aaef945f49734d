import { defineEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp } from "../../db/columns.ts";

export const SettingEntity = defineEntity({
  name: "Setting",
  tableName: "settings",
  properties: {
    key: p.text().primary(),
    value: p.text(),
    updatedAt: createdTimestamp().onUpdate(() => new Date()),
  },
});

/**
 * Who may write to the spreadsheet right now: one API instance at a time holds the lease, so changes
 * reach the sheet in order and no record is applied twice. It expires if its holder dies.
 */
export const SyncLeaseEntity = defineEntity({
  name: "SyncLease",
  tableName: "sync_leases",
  properties: {
    name: p.text().primary(),
    holder: p.text(),
    expiresAt: p.datetime(),
  },
});
