import { randomUUID } from "node:crypto";
import { type EmailKind, emailMessages } from "@choose/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { MailConfig } from "../../config.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { type EmailAttachment, EmailOutboxEntity } from "./email.entity.ts";
import type { MailDelivery } from "./mail-delivery.ts";
import type { MailSite, RenderedEmail } from "./templates.ts";

export const NOTIFY_EMAIL_SETTING = "email.notify_email";

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  replyTo?: string | undefined;
  email: RenderedEmail;
  /** The application a letter to a school is about (its portal lists the letter). */
  applicationId?: string | undefined;
  attachments?: EmailAttachment[] | undefined;
  /** One message per key ever (an event's reminder to a registration): the outbox's unique index. */
  dedupeKey?: string | undefined;
}

/** What the services that cause mail need: the site for templates, and a way to queue a message. */
export interface MailQueue {
  site: MailSite;
  config: MailConfig;
  /** The mail server in use (environment or back office) and its From. */
  delivery: MailDelivery;
  /** Writes the message into the outbox in `em`'s transaction; it goes out once that commits. */
  enqueue(em: EntityManager, message: OutgoingEmail): void;
  /**
   * Writes a message with a `dedupeKey` unless one with that key was ever written (by any instance,
   * before any restart): the unique index decides, so two writers race harmlessly. True when written.
   */
  enqueueOnce(em: EntityManager, message: OutgoingEmail & { dedupeKey: string }): Promise<boolean>;
  /** Who gets alerts: the back office's setting, else NOTIFY_EMAIL, else the site's address. */
  notifyAddress(em: EntityManager): Promise<string>;
  /** A transaction with mail committed: send soon (never throws, never waits). */
  kick(): void;
  /** Extra nodemailer options for the test email (tests trust the test server's certificate). */
  testTransport?: SMTPTransport.Options | undefined;
}

/**
 * The email templates, loaded with the first email a process writes rather than at start-up: React Email
 * is ~16 MiB resident and ~0.9 s to load, which serving pages never needs. A form loads them before its
 * transaction, so the first one does not hold a connection while they load.
 */
export const loadTemplates = () => import("./templates.ts");

/** The domain of the From address, for Message-IDs (`<uuid@domain>`, fixed per row). */
export function messageIdDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
}

/** The state a new message starts in: without a mail server it is kept, visibly, as not sent. */
export function initialState(delivery: MailDelivery) {
  return delivery.current()
    ? { state: "queued" as const, lastError: null }
    : { state: "not_sent" as const, lastError: emailMessages.noMailServer };
}

export function createMailQueue(
  site: MailSite,
  delivery: MailDelivery,
  kick: () => void,
  testTransport?: SMTPTransport.Options,
): MailQueue {
  const { config } = delivery;
  const row = (message: OutgoingEmail) => ({
    kind: message.kind,
    ...initialState(delivery),
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.email.subject,
    html: message.email.html,
    text: message.email.text,
    messageId: `<${randomUUID()}@${messageIdDomain(delivery.from())}>`,
    attachments: message.attachments ?? null,
    dedupeKey: message.dedupeKey ?? null,
    applicationId: message.applicationId ?? null,
  });
  return {
    site,
    testTransport,
    config,
    delivery,
    enqueue(em, message) {
      em.create(EmailOutboxEntity, row(message));
    },
    async enqueueOnce(em, message) {
      const inserted = await em
        .createQueryBuilder(EmailOutboxEntity)
        .insert(row(message))
        .onConflict("dedupeKey")
        .ignore()
        .execute("run");
      return inserted.affectedRows > 0;
    },
    async notifyAddress(em) {
      const setting = await em.findOne(SettingEntity, { key: NOTIFY_EMAIL_SETTING });
      return setting?.value ?? config.notifyEmail;
    },
    kick,
  };
}
