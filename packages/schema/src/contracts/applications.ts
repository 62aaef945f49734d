import { z } from "zod";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  DEFAULT_STATE,
  GOVERNANCE_VALUES,
  GRADE_OPTIONS,
  SCHOOL_TYPE_VALUES,
} from "../rules/application-choices.ts";
import { DEFAULT_LANGUAGE, type Language } from "../texts/i18n/languages.ts";
import { applicationMessages } from "../texts/validation-messages.ts";
import { LanguageSchema, languageField } from "./language.ts";
import { tickedBox } from "./schools.ts";
import {
  emailAddress,
  honeypot,
  optionalText,
  optionalWebUrl,
  requiredText,
  storableString,
} from "./text.ts";

export * from "../rules/application-choices.ts";

export { applicationMessages };

export const SCHOOL_HISTORY_MIN = 50;
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * PO Boxes in the ways people write them: "PO Box 12", "P.O. Box", "P.O. Box12", "p o box", "PO-Box",
 * "POB 12", "P.O.B. 12", "POBox 12", "Post Office Box". A bare "Pobox" without a number ("Pobox Road")
 * is a street name and passes, and so do words that merely start with "box" ("Po Boxer St").
 */
export const PO_BOX_PATTERN =
  /\b(?:p\s*[.-]?\s*o(?:\s*[.-]\s*|\s+)|post\s+office\s*)box(?![a-z])|\bpo\s*box\s*#?\s*\d|\bp\s*\.?\s*o\s*\.?\s*b\s*\.?\s*#?\s*\d/i;

export function isPoBox(address: string): boolean {
  return PO_BOX_PATTERN.test(address);
}

const gradeField = (message: string) => z.enum(GRADE_OPTIONS, { error: message });

/**
 * A checkbox group: at least one of the listed values, each once. Duplicates are collapsed before the
 * counts are checked, and the counts run only on a real list (Zod would otherwise also measure a string
 * sent in its place and report "String must contain at most 5 character(s)").
 */
function selection<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .array(z.enum(values))
    .transform((picked) => [...new Set(picked)])
    .pipe(z.array(z.enum(values)).min(1, message).max(values.length));
}

export const ApplicationInputSchema = z
  .object({
    schoolName: requiredText(2, applicationMessages.schoolName),
    address: requiredText(5, applicationMessages.address, 300).refine((value) => !isPoBox(value), {
      message: applicationMessages.address,
    }),
    city: requiredText(2, applicationMessages.city, 100),
    state: requiredText(2, applicationMessages.state, 50).default(DEFAULT_STATE),
    zipCode: storableString().trim().regex(ZIP_CODE_PATTERN, applicationMessages.zipCode),
    phone: requiredText(10, applicationMessages.phone, 50),
    website: optionalWebUrl(applicationMessages.website),
    administratorName: requiredText(2, applicationMessages.administratorName),
    administratorEmail: emailAddress(applicationMessages.administratorEmail),
    administratorPhone: requiredText(10, applicationMessages.administratorPhone, 50),
    schoolHistory: requiredText(SCHOOL_HISTORY_MIN, applicationMessages.schoolHistory, 10_000),
    missionStatement: requiredText(20, applicationMessages.missionStatement, 5000),
    currentAccreditations: optionalText(2000),
    governanceStructure: selection(GOVERNANCE_VALUES, applicationMessages.governanceStructure),
    schoolType: selection(SCHOOL_TYPE_VALUES, applicationMessages.schoolType),
    lowestGrade: gradeField(applicationMessages.lowestGrade),
    highestGrade: gradeField(applicationMessages.highestGrade),
    preschoolEnrollment: optionalText(50),
    elementaryEnrollment: optionalText(50),
    middleSchoolEnrollment: optionalText(50),
    highSchoolEnrollment: optionalText(50),
    curriculumUsed: requiredText(10, applicationMessages.curriculumUsed, 5000),
    /** Issue 34: the school agrees to be listed in the public finder once approved (unticked by default). */
    listInDirectory: tickedBox(),
    homepage: honeypot,
    language: languageField,
  })
  .refine((value) => GRADE_OPTIONS.indexOf(value.highestGrade) >= GRADE_OPTIONS.indexOf(value.lowestGrade), {
    message: applicationMessages.gradeOrder,
    path: ["highestGrade"],
  });
export type ApplicationInput = z.input<typeof ApplicationInputSchema>;
export type ApplicationData = z.output<typeof ApplicationInputSchema>;

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: applicationMessages.status });
export const ApplicationStatusUpdateSchema = z.object({
  status: ApplicationStatusSchema,
  /** Mail the status's letter to the applicant (when its template is on); off, the change is silent. */
  sendLetter: z.boolean().default(false),
});
export type ApplicationStatusUpdate = z.input<typeof ApplicationStatusUpdateSchema>;

/** The letter a status change would send: `GET /api/applications/admin/:id/letters/:status`. */
export const StatusLetterInputSchema = z.object({
  id: z.uuid({ error: "Invalid id" }),
  status: ApplicationStatusSchema,
});
export type StatusLetterInput = z.input<typeof StatusLetterInputSchema>;

/**
 * What a status change would send, rendered by the same function that queues it: `letter` is null when
 * the status has no letter (pending) or its letter is switched off on the Email screen (`reason` says).
 */
export interface StatusLetterPreview {
  status: ApplicationStatus;
  /** The applicant's address and language: the letter goes there, in that language. */
  to: string;
  language: Language;
  letter: { subject: string; html: string; text: string } | null;
  reason: "sent" | "no_letter" | "switched_off";
}

/** A status change's answer: the application, and the address a letter went to (null: none was sent). */
export type ApplicationStatusChange = Application & { letterSentTo: string | null };

export const ApplicationReceiptSchema = z.object({
  id: z.uuid(),
  status: ApplicationStatusSchema,
  submittedAt: z.iso.datetime(),
  /** The short reference the school quotes (`applicationReference`), also in its receipt. */
  reference: z.string(),
});
export type ApplicationReceipt = z.infer<typeof ApplicationReceiptSchema>;

/** An application as the admin screens and the sheet see it. */
export const ApplicationSchema = z.object({
  id: z.uuid(),
  schoolName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  administratorName: z.string(),
  administratorEmail: z.string(),
  administratorPhone: z.string(),
  schoolHistory: z.string(),
  missionStatement: z.string(),
  currentAccreditations: z.string().nullable(),
  governanceStructure: z.array(z.string()),
  schoolType: z.array(z.string()),
  lowestGrade: z.string(),
  highestGrade: z.string(),
  preschoolEnrollment: z.string().nullable(),
  elementaryEnrollment: z.string().nullable(),
  middleSchoolEnrollment: z.string().nullable(),
  highSchoolEnrollment: z.string().nullable(),
  curriculumUsed: z.string(),
  /** The school's consent to the public finder (issue 34; not a sheet column). */
  listInDirectory: z.boolean(),
  submittedAt: z.iso.datetime(),
  status: ApplicationStatusSchema,
  /** The language the school applied in: its receipt and letters go in it (not a sheet column). */
  language: LanguageSchema,
});
export type Application = z.infer<typeof ApplicationSchema>;

/** What an application stores of the school's answers: no honeypot, every optional answer left out as null. */
export type ApplicationFields = Omit<Application, "id" | "submittedAt" | "status">;

export function applicationFields(data: ApplicationData): ApplicationFields {
  const {
    homepage: _honeypot,
    website,
    currentAccreditations,
    preschoolEnrollment,
    elementaryEnrollment,
    middleSchoolEnrollment,
    highSchoolEnrollment,
    language,
    ...required
  } = data;
  return {
    ...required,
    language: language ?? DEFAULT_LANGUAGE,
    website: website || null,
    currentAccreditations: currentAccreditations || null,
    preschoolEnrollment: preschoolEnrollment || null,
    elementaryEnrollment: elementaryEnrollment || null,
    middleSchoolEnrollment: middleSchoolEnrollment || null,
    highSchoolEnrollment: highSchoolEnrollment || null,
  };
}
