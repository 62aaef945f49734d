import { REVIEW_ITEMS, REVIEW_STATES } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { updatedTimestamp } from "../../platform/columns.ts";
import { ApplicationEntity } from "../applications/applications.entity.ts";
import { UserEntity } from "../auth/auth.entity.ts";

/** Who reviews an application: one row per assigned application (none while nobody is). */
export const ReviewAssignmentEntity = defineEntity({
  name: "ReviewAssignment",
  properties: {
    application: () => p.manyToOne(ApplicationEntity).primary().deleteRule("cascade"),
    /** The reviewer; the row goes when their account does. */
    assignee: () => p.manyToOne(UserEntity).deleteRule("cascade").index(),
    assignedBy: p.text(),
    assignedAt: updatedTimestamp(),
  },
});
export type ReviewAssignmentRow = InferEntity<typeof ReviewAssignmentEntity>;

/** One item of an application's review checklist, once someone has said something of it. */
export const ReviewCheckEntity = defineEntity({
  name: "ReviewCheck",
  properties: {
    application: () => p.manyToOne(ApplicationEntity).primary().deleteRule("cascade"),
    item: p.enum(REVIEW_ITEMS).primary(),
    state: p.enum(REVIEW_STATES),
    /** Internal: the team's alone. */
    note: p.text().default(""),
    /** The note meant for the school: its portal shows it beside the item. */
    schoolNote: p.text().default(""),
    updatedBy: p.text(),
    updatedAt: updatedTimestamp(),
  },
});
export type ReviewCheckRow = InferEntity<typeof ReviewCheckEntity>;
