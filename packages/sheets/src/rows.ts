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

/** Admins read the sheet, so checkbox values are shown with their labels; unknown values pass as is. */
function labels(options: readonly Option[], values: readonly string[]): string {
  return values.map((value) => options.find((option) => option.value === value)?.label ?? value).join(", ");
}

/**
 * Spec section 3 order, with the id first: it is the key rows are found by, and column A is the only
 * column read back.
 */
const COLUMNS: readonly Column[] = [
  { header: "ID", value: (app) => app.id },
  { header: "School Name", value: (app) => app.schoolName },
  { header: "Address", value: (app) => app.address },
  { header: "City", value: (app) => app.city },
  { header: "State", value: (app) => app.state },
  { header: "ZIP Code", value: (app) => app.zipCode },
  { header: "Phone", value: (app) => app.phone },
  { header: "Website", value: (app) => app.website ?? "" },
  { header: "Administrator Name", value: (app) => app.administratorName },
  { header: "Administrator Email", value: (app) => app.administratorEmail },
  { header: "Administrator Phone", value: (app) => app.administratorPhone },
  { header: "School History", value: (app) => app.schoolHistory },
  { header: "Mission Statement", value: (app) => app.missionStatement },
  { header: "Current Accreditations", value: (app) => app.currentAccreditations ?? "" },
  { header: "Governance Structure", value: (app) => labels(GOVERNANCE_OPTIONS, app.governanceStructure) },
  { header: "School Type", value: (app) => labels(SCHOOL_TYPE_OPTIONS, app.schoolType) },
  { header: "Lowest Grade", value: (app) => app.lowestGrade },
  { header: "Highest Grade", value: (app) => app.highestGrade },
  { header: "Preschool Enrollment", value: (app) => app.preschoolEnrollment ?? "" },
  { header: "Elementary Enrollment", value: (app) => app.elementaryEnrollment ?? "" },
  { header: "Middle School Enrollment", value: (app) => app.middleSchoolEnrollment ?? "" },
  { header: "High School Enrollment", value: (app) => app.highSchoolEnrollment ?? "" },
  { header: "Curriculum Used", value: (app) => app.curriculumUsed },
  { header: "Status", value: (app) => APPLICATION_STATUS_LABELS[app.status] },
  // ISO 8601 in UTC: unambiguous, and sorts correctly as text.
  { header: "Submitted At", value: (app) => app.submittedAt },
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
