import { z } from "zod";
import { enPages } from "../texts/i18n/en-pages.ts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./applications.ts";
import { emailAddress, LinkTokenSchema, storableString } from "./text.ts";

/**
 * An outbox row's life: queued → sending → sent; a temporary failure goes back to queued (with a
 * backoff), a permanent one or too many tries end in failed. "not_sent": there was no mail server.
 * "unknown": the sender stopped after handing the message over and before recording the answer, so
 * it may have gone out; it is never sent again unless an administrator says so.
 */
export const EMAIL_STATES = ["queued", "sending", "sent", "failed", "not_sent", "unknown"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];
export const EMAIL_STATE_LABELS: Record<EmailState, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  not_sent: "Not sent",
  unknown: "Unknown",
};

export const EMAIL_KINDS = [
  "application_alert",
  "contact_alert",
  "application_receipt",
  "status_letter",
  "newsletter_confirmation",
  "newsletter",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  application_alert: "New application alert",
  contact_alert: "New contact message alert",
  application_receipt: "Application receipt",
  status_letter: "Status letter",
  newsletter_confirmation: "Newsletter confirmation",
  newsletter: "Newsletter",
};

/** The statuses that can have a letter: the first status is the receipt's business. */
export const LETTER_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, "pending"> => status !== "pending",
);
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LetterStatusSchema = z.enum(LETTER_STATUSES);

/** The placeholders a letter template may use, with what each stands for. */
export const LETTER_PLACEHOLDERS = {
  schoolName: "The school's name",
  administratorName: "The administrator's name",
  status: "The new status, as shown in the back office",
  siteName: "The organisation's name",
} as const;
export type LetterPlaceholder = keyof typeof LETTER_PLACEHOLDERS;

/** The placeholders that stand for what the applicant typed, written with or without inner spaces. */
const VISITOR_PLACEHOLDER = /\{\{\s*(schoolName|administratorName)\s*\}\}/;

/**
 * Whether a letter's subject would carry what the applicant typed. A subject never does: the letter goes
 * to an address the applicant typed too, so our mail server would carry a stranger's words in the line
 * an inbox shows.
 */
export const carriesVisitorText = (subject: string) => VISITOR_PLACEHOLDER.test(subject);

/** Replaces `{{name}}` placeholders; an unknown one stays as written, so a typo shows in the preview. */
export function fillPlaceholders(template: string, values: Record<LetterPlaceholder, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as LetterPlaceholder] : whole,
  );
}

export const emailMessages = {
  subjectRequired: "Subject is required",
  subjectVisitorText:
    "The subject may use {{siteName}} and {{status}} only: {{schoolName}} and {{administratorName}} are what the applicant typed, and belong in the letter's text",
  bodyRequired: "Letter text is required",
  notifyEmail: "Please enter a valid email address",
  notResendable: "Only a failed, unknown or unsent email can be sent again",
  emailNotFound: "Email not found",
  confirmed: enPages.newsletterLink.confirmed,
  confirmInvalid: enPages.newsletterLink.confirmInvalid,
  unsubscribed: enPages.newsletterLink.unsubscribed,
  unsubscribeInvalid: enPages.newsletterLink.unsubscribeInvalid,
  postNotPublished: "Only a published post can be sent to subscribers",
  noMailServer: "Not sent: no mail server configured",
} as const;

export const EmailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(EMAIL_KINDS),
  state: z.enum(EMAIL_STATES),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type EmailSummary = z.infer<typeof EmailSummarySchema>;

export const EmailListInputSchema = z.object({
  state: z.enum(EMAIL_STATES).optional(),
  /** Rows with an id below this one (the next page). */
  before: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type EmailListInput = z.input<typeof EmailListInputSchema>;

export const EmailPageSchema = z.object({
  emails: z.array(EmailSummarySchema),
  counts: z.record(z.enum(EMAIL_STATES), z.number().int()),
});
export type EmailPage = z.infer<typeof EmailPageSchema>;

export const EmailIdSchema = z.object({ id: z.coerce.number().int().positive() });

export const LetterTemplateSchema = z.object({
  status: LetterStatusSchema,
  enabled: z.boolean(),
  subject: storableString()
    .trim()
    .min(1, emailMessages.subjectRequired)
    .max(200)
    .refine((subject) => !carriesVisitorText(subject), emailMessages.subjectVisitorText),
  body: storableString().trim().min(1, emailMessages.bodyRequired).max(10_000),
});
export type LetterTemplate = z.infer<typeof LetterTemplateSchema>;

export interface EmailSettings {
  /** Who gets alerts: the back office's choice, else NOTIFY_EMAIL, else the site's address. */
  notifyEmail: string;
  /** What `notifyEmail` falls back to when the back office names no one. */
  notifyEmailDefault: string;
  smtpConfigured: boolean;
  from: string;
}

/** An empty address goes back to the default. */
export const NotifyEmailInputSchema = z.object({
  notifyEmail: z.union([z.literal("").transform(() => null), emailAddress(emailMessages.notifyEmail)]),
});

/** A template's rendering for the back office's preview, with sample data. */
export interface EmailPreview {
  kind: EmailKind;
  label: string;
  subject: string;
  html: string;
  text: string;
}

/** A post's newsletter: how many it will reach (or reached), and how far the sending got. */
export interface PostSendStatus {
  postId: string;
  /** Confirmed, active subscribers who have not had this post yet. */
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

export const TokenInputSchema = z.object({ token: LinkTokenSchema });
