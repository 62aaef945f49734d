import { APPLICATION_STATUSES, DEFAULT_APPLICATION_STATUS, DEFAULT_STATE } from "@choose/schema";
import { defineEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../db/columns.ts";

export const ApplicationEntity = defineEntity({
  name: "Application",
  tableName: "applications",
  properties: {
    id: uuidPrimaryKey(),
    schoolName: p.text(),
    address: p.text(),
    city: p.text(),
    state: p.text().default(DEFAULT_STATE),
    zipCode: p.text(),
    phone: p.text(),
    website: p.text().nullable(),
    administratorName: p.text(),
    administratorEmail: p.text(),
    administratorPhone: p.text(),
    schoolHistory: p.text(),
    missionStatement: p.text(),
    currentAccreditations: p.text().nullable(),
    governanceStructure: p.array().columnType("text[]"),
    schoolType: p.array().columnType("text[]"),
    lowestGrade: p.text(),
    highestGrade: p.text(),
    preschoolEnrollment: p.text().nullable(),
    elementaryEnrollment: p.text().nullable(),
    middleSchoolEnrollment: p.text().nullable(),
    highSchoolEnrollment: p.text().nullable(),
    curriculumUsed: p.text(),
    submittedAt: createdTimestamp().index(),
    status: p.enum(APPLICATION_STATUSES).default(DEFAULT_APPLICATION_STATUS),
  },
});

/**
 * The outbox of the spreadsheet sync: one row per create, status change or delete of an application,
 * written in the same transaction as the change, removed once the sheet has it.
 */
export const ApplicationChangeEntity = defineEntity({
  name: "ApplicationChange",
  tableName: "application_changes",
  properties: {
    id: p.bigint("number").primary().autoincrement(),
    applicationId: p.uuid().index(),
    kind: p.enum(["upsert", "delete"] as const),
    createdAt: createdTimestamp(),
    attempts: p.integer().default(0),
    nextAttemptAt: createdTimestamp().index(),
    lastError: p.text().nullable(),
  },
});
