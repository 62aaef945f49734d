import { type Application, ApplicationSchema, GRADE_OPTIONS } from "@choose/schema";

/** A deterministic, valid v4-shaped id per index, so tests can name rows. */
export function fakeApplicationId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
}

/** A realistic application (validated, so a schema change breaks here first). */
export function fakeApplication(index: number, overrides: Partial<Application> = {}): Application {
  return ApplicationSchema.parse({
    id: fakeApplicationId(index),
    schoolName: `Grace Academy ${index}`,
    address: `${100 + index} Oak Street`,
    city: "Birmingham",
    state: "AL",
    zipCode: "35203",
    phone: "205-555-0100",
    website: index % 3 === 0 ? null : `https://grace${index}.example.org`,
    administratorName: "Jordan Smith",
    administratorEmail: `admin${index}@example.org`,
    administratorPhone: "205-555-0101",
    schoolHistory: `Founded in ${1950 + (index % 70)} by families of the parish, the school has grown every decade.`,
    missionStatement: "To form students in knowledge, character and service to their community.",
    currentAccreditations: index % 2 === 0 ? "Cognia" : null,
    governanceStructure: index % 2 === 0 ? ["church-related", "independent-board"] : ["family-run"],
    schoolType: ["conventional"],
    lowestGrade: GRADE_OPTIONS[3],
    highestGrade: GRADE_OPTIONS[15],
    preschoolEnrollment: null,
    elementaryEnrollment: String(100 + (index % 50)),
    middleSchoolEnrollment: "40",
    highSchoolEnrollment: index % 4 === 0 ? null : "35",
    curriculumUsed: "Classical curriculum with Saxon Math",
    listInDirectory: index % 3 === 0,
    submittedAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    language: index % 5 === 0 ? "es" : "en",
    status: "pending",
    ...overrides,
  });
}

export function fakeApplications(count: number): Application[] {
  return Array.from({ length: count }, (_, index) => fakeApplication(index + 1));
}
