import { randomUUID } from "node:crypto";
import { type EmailKind, emailMessages } from "@choose/schema";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { MailConfig } from "../../config.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { EmailOutboxEntity } from "./email.entity.ts";
import type { MailSite, RenderedEmail } from "./templates.ts";

export const NOTIFY_EMAIL_SETTING = "email.notify_email";

export interface OutgoingEmail {
  kind: EmailKind;
  to: string;
  replyTo?: string | undefined;
  email: RenderedEmail;
}

/** What the services that cause mail need: the site for templates, and a way to queue a message. */
export interface MailQueue {
  site: MailSite;
  config: MailConfig;
  /** Writes the message into the outbox in `em`'s transaction; it goes out once that commits. */
  enqueue(em: EntityManager, message: OutgoingEmail): void;
  /** Who gets alerts: the back office's setting, else NOTIFY_EMAIL, else the site's address. */
  notifyAddress(em: EntityManager): Promise<string>;
  /** A transaction with mail committed: send soon (never throws, never waits). */
  kick(): void;
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
export function initialState(config: MailConfig) {
  return config.smtpUrl
    ? { state: "queued" as const, lastError: null }
    : { state: "not_sent" as const, lastError: emailMessages.noMailServer };
}

export function createMailQueue(site: MailSite, config: MailConfig, kick: () => void): MailQueue {
  const domain = messageIdDomain(config.from);
  return {
    site,
    config,
    enqueue(em, message) {
      em.create(EmailOutboxEntity, {
        kind: message.kind,
        ...initialState(config),
        toAddress: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.email.subject,
        html: message.email.html,
        text: message.email.text,
        messageId: `<${randomUUID()}@${domain}>`,
      });
    },
    async notifyAddress(em) {
      const setting = await em.findOne(SettingEntity, { key: NOTIFY_EMAIL_SETTING });
      return setting?.value ?? config.notifyEmail;
    },
    kick,
  };
}
