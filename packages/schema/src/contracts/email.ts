import { z } from "zod";
import { APPLICATION_STATUS_LABELS } from "../rules/application-choices.ts";
import { type EmailCatalogue, emailEn } from "../texts/i18n/email-en.ts";
import { emailEs } from "../texts/i18n/email-es.ts";
import { enPages } from "../texts/i18n/en-pages.ts";
import type { Language } from "../texts/i18n/languages.ts";
import { fill } from "../texts/i18n/translate.ts";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./applications.ts";
import { LanguageSchema } from "./language.ts";
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
  "staff_invitation",
  "review_assignment",
  "portal_link",
  "portal_request",
  "application_draft",
  "event_confirmation",
  "event_waitlist",
  "event_promotion",
  "event_reminder",
  "event_cancelled",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  application_alert: "New application alert",
  contact_alert: "New contact message alert",
  application_receipt: "Application receipt",
  status_letter: "Status letter",
  newsletter_confirmation: "Newsletter confirmation",
  newsletter: "Newsletter",
  staff_invitation: "Team invitation",
  review_assignment: "Application to review",
  portal_link: "Portal link",
  portal_request: "Request for information",
  application_draft: "Saved application draft",
  event_confirmation: "Event registration",
  event_waitlist: "Event waitlist",
  event_promotion: "Event seat freed",
  event_reminder: "Event reminder",
  event_cancelled: "Event cancelled",
};

/** The statuses that can have a letter: the first status is the receipt's business. */
export const LETTER_STATUSES = APPLICATION_STATUSES.filter(
  (status): status is Exclude<ApplicationStatus, "pending"> => status !== "pending",
);
export type LetterStatus = (typeof LETTER_STATUSES)[number];
export const LetterStatusSchema = z.enum(LETTER_STATUSES);
/** Whether a status (or a letter) is a status letter's. */
export const isLetterStatus = (value: string): value is LetterStatus =>
  (LETTER_STATUSES as readonly string[]).includes(value);

/**
 * The emails the back office edits, each in both languages, in the order an applicant meets them: the
 * application's receipt, the status letters, and the newsletter's confirmation. Until edited, each is the
 * catalogue's text.
 */
export const LETTER_KEYS = ["application_receipt", ...LETTER_STATUSES, "newsletter_confirmation"] as const;
export type LetterKey = (typeof LETTER_KEYS)[number];
export const LetterKeySchema = z.enum(LETTER_KEYS);
/** The letters as the back office names them. */
export const LETTER_LABELS: Record<LetterKey, string> = {
  application_receipt: "Application receipt",
  under_review: APPLICATION_STATUS_LABELS.under_review,
  approved: APPLICATION_STATUS_LABELS.approved,
  rejected: APPLICATION_STATUS_LABELS.rejected,
  newsletter_confirmation: "Newsletter confirmation",
};

/** The placeholders a letter template may use, with what each stands for. */
export const LETTER_PLACEHOLDERS = {
  schoolName: "The school's name",
  administratorName: "The administrator's name",
  status: "The new status, as shown in the back office",
  siteName: "The organisation's name",
  reference: "The application's short reference",
  confirmLink: "The link that confirms the subscription",
} as const;
export type LetterPlaceholder = keyof typeof LETTER_PLACEHOLDERS;

const STATUS_LETTER_PLACEHOLDERS = ["schoolName", "administratorName", "status", "siteName"] as const;

/**
 * Which placeholders each letter may use (the same in both languages), and which its text must use: a
 * confirmation without its link confirms nothing.
 */
export const LETTER_RULES: Record<
  LetterKey,
  { placeholders: readonly LetterPlaceholder[]; required: readonly LetterPlaceholder[] }
> = {
  under_review: { placeholders: STATUS_LETTER_PLACEHOLDERS, required: [] },
  approved: { placeholders: STATUS_LETTER_PLACEHOLDERS, required: [] },
  rejected: { placeholders: STATUS_LETTER_PLACEHOLDERS, required: [] },
  application_receipt: { placeholders: ["schoolName", "reference", "siteName"], required: [] },
  newsletter_confirmation: { placeholders: ["siteName", "confirmLink"], required: ["confirmLink"] },
};

/** The placeholders that stand for what the applicant typed, written with or without inner spaces. */
const VISITOR_PLACEHOLDER = /\{\{\s*(schoolName|administratorName)\s*\}\}/;

/**
 * Whether a letter's subject would carry what the applicant typed. A subject never does: the letter goes
 * to an address the applicant typed too, so our mail server would carry a stranger's words in the line
 * an inbox shows.
 */
export const carriesVisitorText = (subject: string) => VISITOR_PLACEHOLDER.test(subject);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/** The names of the `{{placeholders}}` a template uses, each once. */
export const placeholdersIn = (template: string): string[] => [
  ...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "")),
];

/** Replaces `{{name}}` placeholders; an unknown one stays as written, so a typo shows in the preview. */
export function fillPlaceholders(
  template: string,
  values: Partial<Record<LetterPlaceholder, string>>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name as LetterPlaceholder] : undefined;
    return value ?? whole;
  });
}

const emailCatalogues: Record<Language, EmailCatalogue> = { en: emailEn, es: emailEs };

/** A letter's built-in subject and text in a language: what goes out until the back office edits it. */
export function defaultLetter(letter: LetterKey, language: Language): { subject: string; body: string } {
  const texts = emailCatalogues[language];
  if (letter === "application_receipt") return { subject: texts.receipt.subject, body: texts.receipt.intro };
  if (letter === "newsletter_confirmation")
    return { subject: texts.confirmation.subject, body: texts.confirmation.body };
  return texts.letters[letter];
}

export const emailMessages = {
  subjectRequired: "Subject is required",
  subjectVisitorText:
    "The subject may use {{siteName}} and {{status}} only: {{schoolName}} and {{administratorName}} are what the applicant typed, and belong in the letter's text",
  bodyRequired: "Letter text is required",
  unknownPlaceholder: "{placeholder} is not a placeholder of this email. It may use: {allowed}",
  subjectPlaceholder: "The subject may not use {placeholder}: it belongs in the text",
  requiredPlaceholder: "The text must include {placeholder} ({meaning})",
  alwaysSent: "This email always goes out: it cannot be switched off",
  notifyEmail: "Please enter a valid email address",
  notResendable: "Only a failed, unknown or unsent email can be sent again",
  emailNotFound: "Email not found",
  confirmed: enPages.newsletterLink.confirmed,
  confirmInvalid: enPages.newsletterLink.confirmInvalid,
  unsubscribed: enPages.newsletterLink.unsubscribed,
  unsubscribeInvalid: enPages.newsletterLink.unsubscribeInvalid,
  postNotPublished: "Only a published post can be sent to subscribers",
  noMailServer: "Not sent: no mail server configured",
  smtpHost: "Please enter the mail server's host name, such as smtp.example.org",
  smtpPort: "Please enter a port from 1 to 65535 (usually 587, or 465 for TLS)",
  smtpFrom: "Please enter the sender's email address",
  smtpPasswordNeeded: "Please enter the password (none is stored yet)",
  noEncryptionKey:
    "The server cannot store secrets yet: whoever runs it must set SETTINGS_ENCRYPTION_KEY (see .env.example), then this screen can save them",
  storedUnreadable:
    "The stored settings cannot be read with the server's SETTINGS_ENCRYPTION_KEY (was it changed?): enter them again",
  testFailed: "The test email was not accepted",
  noTransport: "No mail server is set: save one above first",
} as const;

/** How the mail server is reached: TLS from the start (465), STARTTLS (587, required), or neither (tests, a local relay). */
export const SMTP_SECURITY = ["tls", "starttls", "none"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
export const SMTP_SECURITY_LABELS: Record<SmtpSecurity, string> = {
  tls: "TLS (usually port 465)",
  starttls: "STARTTLS (usually port 587)",
  none: "None (a local relay only)",
};

const HOST_NAME =
  /^(?=.{1,253}$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$|^\[?[0-9a-fA-F:.]+\]?$/;

/**
 * The mail server as the back office enters it. An empty password keeps the one stored (it is never
 * shown again); `user` empty means the server needs no sign-in.
 */
export const SmtpSettingsInputSchema = z.object({
  host: storableString()
    .trim()
    .min(1, emailMessages.smtpHost)
    .max(253, emailMessages.smtpHost)
    .regex(HOST_NAME, emailMessages.smtpHost),
  port: z.coerce
    .number({ error: emailMessages.smtpPort })
    .int(emailMessages.smtpPort)
    .min(1, emailMessages.smtpPort)
    .max(65535, emailMessages.smtpPort),
  security: z.enum(SMTP_SECURITY, { error: "Please choose how the connection is secured" }),
  user: storableString().trim().max(320).default(""),
  password: storableString().max(1000).default(""),
  from: emailAddress(emailMessages.smtpFrom),
});
export type SmtpSettingsInput = z.input<typeof SmtpSettingsInputSchema>;
export type SmtpSettings = z.output<typeof SmtpSettingsInputSchema>;

/** Where the mail server comes from: `SMTP_URL` wins when set, else the back office's, else none. */
export const MAIL_SOURCES = ["environment", "settings", "none"] as const;
export type MailSource = (typeof MAIL_SOURCES)[number];

/** The Email screen's delivery card: the source in use and the stored server's non-secret parts. */
export interface MailDelivery {
  source: MailSource;
  /** The server has SETTINGS_ENCRYPTION_KEY: the back office may store a server. */
  encryptionAvailable: boolean;
  /** The stored server, password left out (`passwordSet` says whether there is one). */
  stored: (Omit<SmtpSettings, "password"> & { passwordSet: boolean }) | null;
  /** A stored server that the key cannot read (the key changed): the screen asks for it again. */
  storedUnreadable: boolean;
  /** The From that mail goes out with now. */
  from: string;
  /** When a test email last reached the server (ISO time), or null. */
  testDeliveredAt: string | null;
}

export const TestEmailInputSchema = z.object({ to: emailAddress(emailMessages.notifyEmail) });
export type TestEmailInput = z.input<typeof TestEmailInputSchema>;

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

const token = (name: string) => `{{${name}}}`;

export const LetterTemplateSchema = z
  .object({
    letter: LetterKeySchema,
    /** Absent: English (the letters were English only before issue 30). */
    language: LanguageSchema.default("en"),
    /** A status letter's switch, shared by its languages; the receipt and confirmation always go out. */
    enabled: z.boolean().default(true),
    subject: storableString()
      .trim()
      .min(1, emailMessages.subjectRequired)
      .max(200)
      .refine((subject) => !carriesVisitorText(subject), emailMessages.subjectVisitorText),
    body: storableString().trim().min(1, emailMessages.bodyRequired).max(10_000),
  })
  .superRefine(({ letter, enabled, subject, body }, context) => {
    const { placeholders, required } = LETTER_RULES[letter];
    const allowed = placeholders.map(token).join(", ");
    const known = (name: string): name is LetterPlaceholder =>
      (placeholders as readonly string[]).includes(name);
    for (const [field, text] of [
      ["subject", subject],
      ["body", body],
    ] as const) {
      for (const name of placeholdersIn(text)) {
        if (!known(name))
          context.addIssue({
            code: "custom",
            path: [field],
            message: fill(emailMessages.unknownPlaceholder, { placeholder: token(name), allowed }),
          });
        // What the applicant typed has its own message (the subject's own refinement).
        else if (field === "subject" && name === "confirmLink")
          context.addIssue({
            code: "custom",
            path: [field],
            message: fill(emailMessages.subjectPlaceholder, { placeholder: token(name) }),
          });
      }
    }
    const used = placeholdersIn(body);
    for (const name of required)
      if (!used.includes(name))
        context.addIssue({
          code: "custom",
          path: ["body"],
          message: fill(emailMessages.requiredPlaceholder, {
            placeholder: token(name),
            meaning: LETTER_PLACEHOLDERS[name].toLowerCase(),
          }),
        });
    if (!enabled && !isLetterStatus(letter))
      context.addIssue({ code: "custom", path: ["enabled"], message: emailMessages.alwaysSent });
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
  /** The letter it renders, when the back office edits it, and the language it is in. */
  letter?: LetterKey;
  language: Language;
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
