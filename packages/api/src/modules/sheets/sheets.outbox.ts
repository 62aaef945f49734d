import { defineEntity, type EntityManager, type InferEntity, type MikroORM, p } from "@mikro-orm/postgresql";
import { createOutbox, outboxColumns } from "../../jobs/outbox.ts";

/**
 * The outbox of the spreadsheet sync: one record per create, status change or delete of an
 * application, written in the same transaction as the change, removed once the sheet has it.
 */
export const ApplicationChangeEntity = defineEntity({
  name: "ApplicationChange",
  properties: {
    ...outboxColumns(),
    applicationId: p.uuid().index(),
    kind: p.enum(["upsert", "delete"] as const),
  },
});
export type ApplicationChangeRow = InferEntity<typeof ApplicationChangeEntity>;

/** Records a change for the sheet; `em` must be the change's own transaction. */
export function recordApplicationChange(em: EntityManager, applicationId: string, kind: "upsert" | "delete") {
  em.create(ApplicationChangeEntity, { applicationId, kind });
}

export const createSheetsOutbox = (orm: MikroORM) => createOutbox(orm, ApplicationChangeEntity);
