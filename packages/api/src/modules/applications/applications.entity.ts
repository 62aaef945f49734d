import { APPLICATION_STATUSES, DEFAULT_APPLICATION_STATUS, DEFAULT_STATE } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import {
  createdTimestamp,
  languageColumn,
  submissionKeyColumn,
  uuidPrimaryKey,
} from "../../platform/columns.ts";

export const ApplicationEntity = defineEntity({
  name: "Application",
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
    /**
     * Issue 34, the finder of member schools: the school's consent, its directory description and the
     * staff's hide switch. The table also has `directory_vector`, kept by a trigger for the site search
     * (migration 20261201200000), which the ORM never reads or writes.
     */
    listInDirectory: p.boolean().default(false),
    directoryDescription: p.text().default(""),
    hiddenFromDirectory: p.boolean().default(false),
    submittedAt: createdTimestamp().index(),
    status: p.enum(APPLICATION_STATUSES).default(DEFAULT_APPLICATION_STATUS),
    language: languageColumn(),
    /** One row per submission, however often it was sent (see `submissionKey`). */
    submissionKey: submissionKeyColumn(),
  },
});
export type ApplicationRow = InferEntity<typeof ApplicationEntity>;

/** An administrator's internal note on an application: never public, never in the sheet. */
export const ApplicationNoteEntity = defineEntity({
  name: "ApplicationNote",
  properties: {
    id: uuidPrimaryKey(),
    applicationId: p.uuid(),
    author: p.text(),
    body: p.text(),
    createdAt: createdTimestamp(),
  },
});
export type ApplicationNoteRow = InferEntity<typeof ApplicationNoteEntity>;

/** One status change of an application (from → to, by whom, when), written with the change itself. */
export const ApplicationStatusChangeEntity = defineEntity({
  name: "ApplicationStatusChange",
  properties: {
    id: uuidPrimaryKey(),
    applicationId: p.uuid(),
    fromStatus: p.enum(APPLICATION_STATUSES),
    toStatus: p.enum(APPLICATION_STATUSES),
    changedBy: p.text(),
    changedAt: createdTimestamp(),
  },
});
export type ApplicationStatusChangeRow = InferEntity<typeof ApplicationStatusChangeEntity>;
