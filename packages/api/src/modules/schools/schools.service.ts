import {
  AppError,
  type DirectoryEntry,
  type DirectorySchool,
  GOVERNANCE_VALUES,
  type Governance,
  GRADE_OPTIONS,
  type Grade,
  type Language,
  SCHOOL_TYPE_VALUES,
  SCHOOLS_PAGE_SIZE,
  type SchoolDirectory,
  type SchoolDirectoryChoice,
  type SchoolFilter,
  type SchoolType,
  schoolMapUrl,
  serverMessages,
} from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { ContentChanges } from "../../platform/content-changes.ts";
import { type CacheList, createReadCache } from "../../platform/read-cache.ts";
import { ApplicationEntity, type ApplicationRow } from "../applications/applications.entity.ts";

/**
 * The finder of member schools (issue 34): a view over the applications, not a table of its own. A
 * school is listed while its application is approved, it consents, and staff have not hidden it; the
 * public sees only the fields below, never the rest of the application.
 */
export interface SchoolService {
  /** The listed schools matching `filter`, by name, one page of them. */
  find(filter?: SchoolFilter): Promise<SchoolDirectory>;
  /** Every listed school, by name (the sitemap has one page, the finder's). */
  listed(): Promise<DirectorySchool[]>;
  /** An application's place in the directory (the back office's and the portal's view of it). */
  entry(applicationId: string): Promise<DirectoryEntry>;
  /** Staff: the consent, the description and the hide switch. */
  update(
    applicationId: string,
    settings: { listInDirectory: boolean; hidden: boolean; description: string },
  ): Promise<DirectoryEntry>;
  /** The school, in its portal: its consent and its description (never the hide switch). */
  choose(applicationId: string, choice: SchoolDirectoryChoice): Promise<DirectoryEntry>;
}

/** The listed schools (a few hundred bytes each): 1,000 of them take well under this. */
export const SCHOOLS_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * The listed rows, as the partial index `applications_listed_index` (migration 20261201200000) holds
 * them: the same predicate and order, so the read is that index's alone. Change both together.
 */
const LISTED_SQL = `select "id", "school_name", "city", "state", "zip_code", "lowest_grade", "highest_grade",
    "school_type", "governance_structure", "website", "directory_description", "language"
  from "applications"
  where "status" = 'approved' and "list_in_directory" and not "hidden_from_directory"
  order by "school_name", "id"`;

interface ListedRow {
  id: string;
  school_name: string;
  city: string;
  state: string;
  zip_code: string;
  lowest_grade: string;
  highest_grade: string;
  school_type: string[];
  governance_structure: string[];
  website: string | null;
  directory_description: string;
  language: Language;
}

const isGrade = (value: string): value is Grade => GRADE_OPTIONS.some((grade) => grade === value);
/** What a row's grade reads as if it is not one of the form's (never, as the form checks it). */
const [LOWEST_GRADE] = GRADE_OPTIONS;
const HIGHEST_GRADE = GRADE_OPTIONS.at(-1) ?? LOWEST_GRADE;
const isSchoolType = (value: string): value is SchoolType =>
  SCHOOL_TYPE_VALUES.some((type) => type === value);
const isGovernance = (value: string): value is Governance =>
  GOVERNANCE_VALUES.some((governance) => governance === value);

function toSchool(row: ListedRow): DirectorySchool {
  const name = row.school_name;
  return {
    id: row.id,
    name,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    lowestGrade: isGrade(row.lowest_grade) ? row.lowest_grade : LOWEST_GRADE,
    highestGrade: isGrade(row.highest_grade) ? row.highest_grade : HIGHEST_GRADE,
    schoolTypes: row.school_type.filter(isSchoolType),
    governance: row.governance_structure.filter(isGovernance),
    website: row.website || null,
    description: row.directory_description,
    language: row.language,
    mapUrl: schoolMapUrl({ name, city: row.city, state: row.state, zipCode: row.zip_code }),
  };
}

/** Text as the finder compares it: lower case, accents and extra spaces gone. */
export const folded = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/** Whether `school` passes every filter given. */
function matches(school: DirectorySchool, words: string, filter: SchoolFilter): boolean {
  if (filter.place) {
    const place = folded(filter.place);
    if (!folded(school.city).startsWith(place) && !school.zipCode.startsWith(place)) return false;
  }
  if (filter.grade) {
    const at = GRADE_OPTIONS.indexOf(filter.grade);
    if (at < GRADE_OPTIONS.indexOf(school.lowestGrade) || at > GRADE_OPTIONS.indexOf(school.highestGrade))
      return false;
  }
  if (filter.type && !school.schoolTypes.includes(filter.type)) return false;
  if (filter.q)
    return folded(filter.q)
      .split(" ")
      .every((word) => words.includes(word));
  return true;
}

const notFound = () => new AppError("NOT_FOUND", serverMessages.applicationNotFound);

const entryOf = (row: ApplicationRow): DirectoryEntry => ({
  listInDirectory: row.listInDirectory,
  hidden: row.hiddenFromDirectory,
  description: row.directoryDescription,
  listed: row.status === "approved" && row.listInDirectory && !row.hiddenFromDirectory,
});

/**
 * The listed schools are read once per content change (every instance hears of one) and kept in the
 * read cache; a filter runs over them in memory, which at 1,000 schools is a fraction of a millisecond
 * (see schools.test.ts), so no filtered answer is cached and no query string can fill the cache.
 */
export function createSchoolService(
  orm: MikroORM,
  changes: ContentChanges,
  caches: CacheList,
): SchoolService {
  const cache = createReadCache<{ schools: DirectorySchool[]; words: string[] }>(changes, caches, {
    name: "schools",
    maxBytes: SCHOOLS_CACHE_BYTES,
    sizeOf: (value) => JSON.stringify(value).length,
  });
  const load = () =>
    cache.read("listed", async () => {
      const rows = await orm.em.getConnection().execute<ListedRow[]>(LISTED_SQL);
      const schools = rows.map(toSchool);
      return {
        schools,
        words: schools.map((school) => folded(`${school.name} ${school.city} ${school.description}`)),
      };
    });

  async function write(applicationId: string, change: (row: ApplicationRow) => void) {
    const em = orm.em.fork();
    const row = await em.findOne(ApplicationEntity, { id: applicationId });
    if (!row) throw notFound();
    change(row);
    await em.flush();
    return entryOf(row);
  }

  return {
    async find(filter = {}) {
      const { schools, words } = await load();
      const found = schools.filter((school, index) => matches(school, words[index] ?? "", filter));
      const pageCount = Math.max(1, Math.ceil(found.length / SCHOOLS_PAGE_SIZE));
      const page = Math.min(filter.page ?? 1, pageCount);
      return {
        schools: found.slice((page - 1) * SCHOOLS_PAGE_SIZE, page * SCHOOLS_PAGE_SIZE),
        total: found.length,
        page,
        pageCount,
      };
    },

    async listed() {
      return (await load()).schools;
    },

    async entry(applicationId) {
      const row = await orm.em.fork().findOne(ApplicationEntity, { id: applicationId });
      if (!row) throw notFound();
      return entryOf(row);
    },

    update: (applicationId, { listInDirectory, hidden, description }) =>
      write(applicationId, (row) => {
        row.listInDirectory = listInDirectory;
        row.hiddenFromDirectory = hidden;
        row.directoryDescription = description;
      }),

    choose: (applicationId, { listInDirectory, description }) =>
      write(applicationId, (row) => {
        row.listInDirectory = listInDirectory;
        row.directoryDescription = description;
      }),
  };
}
