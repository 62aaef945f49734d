import type { Application } from "@choose/schema";
import type { ApplicationRow } from "./applications.entity.ts";

/** A stored application as the API (and the sheet) shows it. */
export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    schoolName: row.schoolName,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website ?? null,
    administratorName: row.administratorName,
    administratorEmail: row.administratorEmail,
    administratorPhone: row.administratorPhone,
    schoolHistory: row.schoolHistory,
    missionStatement: row.missionStatement,
    currentAccreditations: row.currentAccreditations ?? null,
    governanceStructure: row.governanceStructure,
    schoolType: row.schoolType,
    lowestGrade: row.lowestGrade,
    highestGrade: row.highestGrade,
    preschoolEnrollment: row.preschoolEnrollment ?? null,
    elementaryEnrollment: row.elementaryEnrollment ?? null,
    middleSchoolEnrollment: row.middleSchoolEnrollment ?? null,
    highSchoolEnrollment: row.highSchoolEnrollment ?? null,
    curriculumUsed: row.curriculumUsed,
    listInDirectory: row.listInDirectory,
    submittedAt: row.submittedAt.toISOString(),
    status: row.status,
    language: row.language,
  };
}
