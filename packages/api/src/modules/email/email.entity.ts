import { EMAIL_KINDS, EMAIL_STATES, LANGUAGES, LETTER_KEYS } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { outboxColumns } from "../../jobs/outbox.ts";
import { createdTimestamp, languageColumn, updatedTimestamp } from "../../platform/columns.ts";

/** A file an email carries: an event's calendar entry (.ics). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The email outbox: one row per message, written in the transaction of the change that causes it and
 * kept after sending as the back office's record (state, time, last error). The message is rendered
 * when queued, so what goes out is what the change said, and `messageId` is fixed per row.
 */
export const EmailOutboxEntity = defineEntity({
  name: "EmailOutbox",
  tableName: "email_outbox",
  properties: {
    ...outboxColumns(),
    kind: p.enum(EMAIL_KINDS),
    state: p.enum(EMAIL_STATES).index(),
    /** Newsletters wait for the per-minute rate; everything else goes first. */
    bulk: p.boolean().default(false),
    toAddress: p.text(),
    replyTo: p.text().nullable(),
    subject: p.text(),
    html: p.text(),
    text: p.text(),
    /** Extra headers (List-Unsubscribe). */
    headers: p.json<Record<string, string>>().nullable(),
    /** Files sent with the message (an event's .ics), their content as text. */
    attachments: p.json<EmailAttachment[]>().nullable(),
    messageId: p.text(),
    /** The post a newsletter carries. */
    postId: p.uuid().nullable().index(),
    /** The application a letter to a school is about: its portal's timeline lists the letters. */
    applicationId: p.uuid().nullable().index(),
    /** One message per key ever (a post to a subscriber): the unique index makes it so across instances. */
    dedupeKey: p.text().nullable().unique(),
    lastAttemptAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
  },
});
export type EmailOutboxRow = InferEntity<typeof EmailOutboxEntity>;

/**
 * The administrator's edit of a letter (a status letter, the receipt, the confirmation) in one language:
 * subject and body with `{{placeholders}}`. A letter without a row is the catalogue's text. A status
 * letter's switch is the status's: saving one language's letter sets it on every language's row.
 */
export const LetterTemplateEntity = defineEntity({
  name: "LetterTemplate",
  properties: {
    letter: p.enum(LETTER_KEYS).primary(),
    language: p.enum(LANGUAGES).primary(),
    enabled: p.boolean().default(true),
    subject: p.text(),
    body: p.text(),
    updatedAt: updatedTimestamp(),
  },
});
export type LetterTemplateRow = InferEntity<typeof LetterTemplateEntity>;

/**
 * A newsletter sign-up waiting for its confirmation link: one per address (a repeat replaces the
 * token and name, nothing else). The subscription itself is written only on confirmation.
 */
export const NewsletterConfirmationEntity = defineEntity({
  name: "NewsletterConfirmation",
  properties: {
    email: p.text().primary(),
    name: p.text().nullable(),
    /** SHA-256 of the link's token: a database leak confirms no one. */
    tokenHash: p.text().unique(),
    sentAt: createdTimestamp(),
    language: languageColumn(),
  },
});
export type NewsletterConfirmationRow = InferEntity<typeof NewsletterConfirmationEntity>;
