import { z } from "zod";
import {
  ADMIN_PAGE_SIZE,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SEARCH_MAX,
  APPLICATION_SORTS,
  ASSIGNED_FILTERS,
  CONTACT_STATUSES,
  type ContactStatus,
} from "../rules/list-views.ts";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../texts/i18n/languages.ts";
import { APPLICATION_STATUS_LABELS, type Application, ApplicationStatusSchema } from "./applications.ts";
import { IdParamSchema } from "./auth.ts";
import { requiredText, storableString } from "./text.ts";

/**
 * The back office's lists (contact inbox, subscribers, applications), their notes and history, and the
 * overview strip. List inputs arrive from tRPC as typed values and from REST query strings as text, so
 * numbers and booleans are coerced from either.
 */

export const backOfficeMessages = {
  messageNotFound: "Message not found",
  subscriberNotFound: "Subscriber not found",
  signUpNotPending: "That address is not awaiting confirmation",
  confirmationResent: "Confirmation email sent again",
  noteNotFound: "Note not found",
  noteNotYours: "Only the note's author can delete it",
  noteBody: "Write a note first",
  messageDeleted: "Message deleted",
  subscriberDeleted: "Subscriber deleted",
  noteDeleted: "Note deleted",
} as const;

const pageNumber = z.coerce.number({ error: "Must be a whole number" }).int().min(1).max(100_000);
/** Without `page` and `pageSize` a list answers every match (the spec's plain list); with either it pages. */
const paging = {
  page: pageNumber.optional(),
  pageSize: z.coerce
    .number({ error: "Must be a whole number" })
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX)
    .optional(),
};
const search = storableString().trim().max(ADMIN_SEARCH_MAX).optional();

/**
 * The language a row's visitor used (`en`/`es`): every list filters by it. A code from the URL or a
 * query string, so anything else is refused with a message naming the choices.
 */
const languageFilter = z.enum(LANGUAGES, { error: `Language must be ${LANGUAGES.join(" or ")}` }).optional();

/** A list's input: an optional search `q`, the visitor's language, the list's own filters, then the paging. */
function listInputSchema<const F extends z.ZodRawShape>(filters: F) {
  return z.object({ q: search, language: languageFilter, ...filters, ...paging });
}

/** `{ items, total }`: one page and the number of matches (REST sends `items` and `X-Total-Count`). */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
export interface Paged<T> {
  items: T[];
  total: number;
}

/** The slice a list input asks for: everything when it names no page. */
export function pageWindow(input: { page?: number | undefined; pageSize?: number | undefined }) {
  if (input.page === undefined && input.pageSize === undefined) return undefined;
  const size = input.pageSize ?? ADMIN_PAGE_SIZE;
  return { limit: size, offset: ((input.page ?? 1) - 1) * size };
}

/** A search as a case-insensitive `LIKE` pattern with the user's `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// ----- Contact inbox -----

export const ContactStatusSchema = z.enum(CONTACT_STATUSES, { error: "Status must be new or handled" });

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  message: string;
  submittedAt: string;
  status: ContactStatus;
  /** The language the sender wrote from (the site's English or Spanish pages). */
  language: Language;
}

export const ContactListInputSchema = listInputSchema({ status: ContactStatusSchema.optional() });
export type ContactListInput = z.input<typeof ContactListInputSchema>;
export type ContactListQuery = z.output<typeof ContactListInputSchema>;

export const ContactStatusUpdateSchema = IdParamSchema.extend({ status: ContactStatusSchema });

// ----- Subscribers -----

/** `true`/`false` from tRPC, or the same words from a query string. */
const flag = z.union([z.boolean(), storableString().pipe(z.stringbool({ error: "Must be true or false" }))]);

export interface Subscriber {
  id: string;
  email: string;
  name: string | null;
  subscribedAt: string;
  isActive: boolean;
  /** The language the subscriber signed up in: their emails go in it. */
  language: Language;
}

export const SubscriberListInputSchema = listInputSchema({ active: flag.optional() });
export type SubscriberListInput = z.input<typeof SubscriberListInputSchema>;
export type SubscriberListQuery = z.output<typeof SubscriberListInputSchema>;

export const SubscriberActiveUpdateSchema = IdParamSchema.extend({ isActive: z.boolean() });

export const SUBSCRIBER_CSV_COLUMNS = [
  ["email", "Email"],
  ["name", "Name"],
  ["subscribedAt", "Subscribed"],
  ["isActive", "Active"],
  ["language", "Language"],
] as const satisfies readonly (readonly [keyof Subscriber, string])[];

// ----- Applications -----

export const ApplicationListInputSchema = listInputSchema({
  status: ApplicationStatusSchema.optional(),
  assigned: z.enum(ASSIGNED_FILTERS, { error: "Must be me or none" }).optional(),
  sort: z.enum(APPLICATION_SORTS, { error: "Unknown sort" }).default("newest"),
});
export type ApplicationListInput = z.input<typeof ApplicationListInputSchema>;
export type ApplicationListQuery = z.output<typeof ApplicationListInputSchema>;

export const NOTE_MAX = 5000;
export const ApplicationNoteSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;

export const ApplicationHistoryEntrySchema = z.object({
  id: z.uuid(),
  from: ApplicationStatusSchema,
  to: ApplicationStatusSchema,
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
});
export type ApplicationHistoryEntry = z.infer<typeof ApplicationHistoryEntrySchema>;

/** An application in the back office's list: with its reviewer and how far its checklist has come. */
export interface ApplicationListItem extends Application {
  review: { assignee: string | null; met: number; answered: number; total: number };
}

/** The admin detail: the application with its internal notes and status history (never public). */
export interface ApplicationDetail extends Application {
  notes: ApplicationNote[];
  history: ApplicationHistoryEntry[];
}

export const NoteInputSchema = IdParamSchema.extend({
  body: requiredText(1, backOfficeMessages.noteBody, NOTE_MAX),
});
export const NoteDeleteSchema = IdParamSchema.extend({ noteId: IdParamSchema.shape.id });

/** Every field of spec section 3, labelled, in the form's order (the CSV export's columns). */
export const APPLICATION_CSV_COLUMNS = [
  ["schoolName", "School Name"],
  ["address", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["zipCode", "ZIP Code"],
  ["phone", "Phone"],
  ["website", "Website"],
  ["administratorName", "Administrator Name"],
  ["administratorEmail", "Administrator Email"],
  ["administratorPhone", "Administrator Phone"],
  ["schoolHistory", "School History"],
  ["missionStatement", "Mission Statement"],
  ["currentAccreditations", "Current Accreditations"],
  ["governanceStructure", "Governance Structure"],
  ["schoolType", "School Type"],
  ["lowestGrade", "Lowest Grade"],
  ["highestGrade", "Highest Grade"],
  ["preschoolEnrollment", "Preschool Enrollment"],
  ["elementaryEnrollment", "Elementary Enrollment"],
  ["middleSchoolEnrollment", "Middle School Enrollment"],
  ["highSchoolEnrollment", "High School Enrollment"],
  ["curriculumUsed", "Curriculum Used"],
  ["submittedAt", "Submitted"],
  ["status", "Status"],
  ["language", "Language"],
] as const satisfies readonly (readonly [keyof Application, string])[];

// ----- CSV -----

/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would read as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) prefixed with `'`, as OWASP advises.
 */
export type CsvValue = string | number | boolean | null | readonly string[];

export function csvCell(value: CsvValue): string {
  const text = value === null ? "" : Array.isArray(value) ? value.join("; ") : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line (CRLF-terminated, as RFC 4180 says) of `row`'s `columns`. */
export function csvLine<T extends Record<keyof T, CsvValue>>(
  row: T,
  columns: readonly (readonly [keyof T, string])[],
): string {
  return `${columns.map(([key]) => csvCell(row[key])).join(",")}\r\n`;
}

/** The header line of `columns`. */
export const csvHeader = (columns: readonly (readonly [unknown, string])[]) =>
  `${columns.map(([, label]) => csvCell(label)).join(",")}\r\n`;

/** A UTF-8 byte order mark first, so Excel reads the accents of a double-clicked file right. */
const BOM = "\uFEFF";

/** A CSV file as chunks, one per batch of rows: memory holds one batch, whatever the list's size. */
async function* csvChunks<T extends Record<keyof T, CsvValue>>(
  columns: readonly (readonly [keyof T, string])[],
  batches: AsyncIterable<T[]>,
): AsyncGenerator<string> {
  yield BOM + csvHeader(columns);
  for await (const batch of batches) yield batch.map((row) => csvLine(row, columns)).join("");
}

/** The applications export: every field of spec section 3, the status and the language by their labels. */
export async function* applicationsCsv(batches: AsyncIterable<Application[]>): AsyncGenerator<string> {
  async function* labelled() {
    for await (const batch of batches) {
      yield batch.map((row) => ({
        ...row,
        status: APPLICATION_STATUS_LABELS[row.status],
        language: LANGUAGE_NAMES[row.language],
      }));
    }
  }
  yield* csvChunks(APPLICATION_CSV_COLUMNS, labelled());
}

/** The subscribers export, the language by its name ("Spanish"), as the back office shows it. */
export async function* subscribersCsv(batches: AsyncIterable<Subscriber[]>): AsyncGenerator<string> {
  async function* labelled() {
    for await (const batch of batches) {
      yield batch.map((row) => ({ ...row, language: LANGUAGE_NAMES[row.language] }));
    }
  }
  yield* csvChunks(SUBSCRIBER_CSV_COLUMNS, labelled());
}

/** The file name of an export made today (`applications-2026-11-23.csv`). */
export const csvFileName = (what: "applications" | "subscribers") =>
  `${what}-${new Date().toISOString().slice(0, 10)}.csv`;

// ----- Overview -----

/** `since`: the dashboard's last visit; `subscribersSince`: the subscribers screen's (both kept by the browser). */
export const OverviewInputSchema = z.object({
  since: z.iso.datetime({ error: "Invalid date" }).optional(),
  subscribersSince: z.iso.datetime({ error: "Invalid date" }).optional(),
});
/**
 * The counts the caller's role may read, and only those (the server leaves out the rest): applications
 * for the roles with applications, messages with messages, subscribers with the subscribers' list.
 */
export const OverviewSchema = z.object({
  newApplications: z.number().int().optional(),
  applicationsByStatus: z.record(ApplicationStatusSchema, z.number().int()).optional(),
  unreadMessages: z.number().int().optional(),
  activeSubscribers: z.number().int().optional(),
  newSubscribers: z.number().int().optional(),
});
export type Overview = z.infer<typeof OverviewSchema>;
