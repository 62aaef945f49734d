import {
  APPLICATION_STATUS_LABELS,
  type Application,
  GOVERNANCE_OPTIONS,
  SCHOOL_TYPE_OPTIONS,
} from "@choose/schema";

/** The tab the applications live in; created by `prepareSheet` when missing. */
export const APPLICATIONS_TAB = "Applications";

interface Column {
  header: string;
  value: (app: Application) => string;
}

type Option = { readonly value: string; readonly label: string };

/** The fields held as text (or null when not given). */
type TextField = {
  [K in keyof Application]: Application[K] extends string | null ? K : never;
}[keyof Application];

/** A column showing a field's text as is, empty when not given. */
const answer = (header: string, field: TextField): Column => ({ header, value: (app) => app[field] ?? "" });

/** Admins read the sheet, so checkbox values are shown with their labels; unknown values pass as is. */
function labels(options: readonly Option[], values: readonly string[]): string {
  return values.map((value) => options.find((option) => option.value === value)?.label ?? value).join(", ");
}

/**
 * Spec section 3 order, with the id first: it is the key rows are found by, and column A is the only
 * column read back.
 */
const COLUMNS: readonly Column[] = [
  answer("ID", "id"),
  answer("School Name", "schoolName"),
  answer("Address", "address"),
  answer("City", "city"),
  answer("State", "state"),
  answer("ZIP Code", "zipCode"),
  answer("Phone", "phone"),
  answer("Website", "website"),
  answer("Administrator Name", "administratorName"),
  answer("Administrator Email", "administratorEmail"),
  answer("Administrator Phone", "administratorPhone"),
  answer("School History", "schoolHistory"),
  answer("Mission Statement", "missionStatement"),
  answer("Current Accreditations", "currentAccreditations"),
  { header: "Governance Structure", value: (app) => labels(GOVERNANCE_OPTIONS, app.governanceStructure) },
  { header: "School Type", value: (app) => labels(SCHOOL_TYPE_OPTIONS, app.schoolType) },
  answer("Lowest Grade", "lowestGrade"),
  answer("Highest Grade", "highestGrade"),
  answer("Preschool Enrollment", "preschoolEnrollment"),
  answer("Elementary Enrollment", "elementaryEnrollment"),
  answer("Middle School Enrollment", "middleSchoolEnrollment"),
  answer("High School Enrollment", "highSchoolEnrollment"),
  answer("Curriculum Used", "curriculumUsed"),
  { header: "Status", value: (app) => APPLICATION_STATUS_LABELS[app.status] },
  // ISO 8601 in UTC: unambiguous, and sorts correctly as text.
  answer("Submitted At", "submittedAt"),
];

export const HEADER_ROW: readonly string[] = COLUMNS.map((column) => column.header);

export function applicationToRow(app: Application): string[] {
  return COLUMNS.map((column) => column.value(app));
}

/** 1 → A, 26 → Z, 27 → AA. */
export function columnLetter(column: number): string {
  let letters = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

export const LAST_COLUMN = columnLetter(COLUMNS.length);

/** Quoted always, so a tab name with spaces or an apostrophe still parses. */
export function tabRange(cells?: string): string {
  const tab = `'${APPLICATIONS_TAB.replaceAll("'", "''")}'`;
  return cells === undefined ? tab : `${tab}!${cells}`;
}

/** The cells of one sheet row (1-based, as in A1 notation). */
export function rowRange(rowNumber: number): string {
  return tabRange(`A${rowNumber}:${LAST_COLUMN}${rowNumber}`);
}
