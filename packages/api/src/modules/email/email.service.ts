import {
  AppError,
  type ApplicationStatus,
  EMAIL_STATES,
  EMAIL_TEST_DELIVERED_SETTING,
  type EmailListInput,
  type EmailPage,
  EmailPageSchema,
  type EmailPreview,
  type EmailSettings,
  type EmailState,
  type EmailSummary,
  emailMessages,
  isLetterStatus,
  LANGUAGES,
  type Language,
  LETTER_KEYS,
  type LetterTemplate,
  type MailDelivery,
  type MessageResult,
  type PostSendStatus,
  pathInLanguage,
  type SmtpSettings,
  serverMessages,
} from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { z } from "zod";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { BlogPostEntity } from "../blog/blog.entity.ts";
import { EmailOutboxEntity, type EmailOutboxRow, LetterTemplateEntity } from "./email.entity.ts";
import {
  initialState,
  loadTemplates,
  type MailQueue,
  messageIdDomain,
  NOTIFY_EMAIL_SETTING,
} from "./email.queue.ts";
import { classifySmtpError } from "./email-sender.ts";
import { letterFor, letterOf } from "./letters.ts";
import { SMTP_SETTING } from "./mail-delivery.ts";
import type { MailSite, RenderedEmail } from "./templates.ts";

export interface EmailService {
  list(input: EmailListInput): Promise<EmailPage>;
  /** Queues a failed, unknown or unsent message again (the same row, the same Message-ID). */
  resend(id: number): Promise<EmailSummary>;
  settings(): Promise<EmailSettings>;
  setNotifyEmail(address: string | null): Promise<EmailSettings>;
  letters(): Promise<LetterTemplate[]>;
  updateLetter(letter: LetterTemplate): Promise<LetterTemplate>;
  previews(): Promise<EmailPreview[]>;
  postSendStatus(postId: string): Promise<PostSendStatus>;
  /** Queues the post for every confirmed, active subscriber who has not had it. */
  sendPost(postId: string): Promise<PostSendStatus>;
  /** The mail server in use, its source, and the stored one's non-secret parts. */
  delivery(): Promise<MailDelivery>;
  /** Stores the mail server, sealed; an empty password keeps the stored one. Refused without a key. */
  saveSmtp(input: SmtpSettings): Promise<MailDelivery>;
  clearSmtp(): Promise<MailDelivery>;
  /** Sends a test email through the server in use now; on success records `email.test_delivered_at`. */
  sendTest(to: string): Promise<MessageResult & { deliveredAt: string }>;
}

const RESENDABLE: readonly EmailState[] = ["failed", "unknown", "not_sent"];
/** Replaced in each newsletter's copy by the subscriber's own unsubscribe token (hex: safe in HTML and URLs). */
const TOKEN_SLOT = "__UNSUBSCRIBE_TOKEN__";

function toSummary(row: EmailOutboxRow): EmailSummary {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    to: row.toAddress,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    lastError: row.lastError ?? null,
  };
}

/** The applicant a status letter is for: the school, its administrator, the language it applied in. */
export interface LetterRecipient {
  schoolName: string;
  administratorName: string;
  administratorEmail: string;
  language?: Language;
  /** The application's id, so its portal lists the letter. */
  id?: string;
}

/** A status's letter as it would go out now, or why none would. */
export type StatusLetter =
  | { reason: "sent"; email: RenderedEmail }
  | { reason: "no_letter" | "switched_off"; email: null };

/**
 * The one rendering of a status letter, read in `em`'s transaction: the back office's preview shows
 * what this returns and the status change queues the same, so what the reviewer saw is what goes out.
 */
export async function renderStatusLetter(
  em: EntityManager,
  site: MailSite,
  application: LetterRecipient,
  status: ApplicationStatus,
): Promise<StatusLetter> {
  if (!isLetterStatus(status)) return { reason: "no_letter", email: null };
  // The applicant's language: a Spanish applicant gets the Spanish letter the administrator wrote.
  const letter = await letterFor(em, status, application.language ?? "en");
  if (!letter.enabled) return { reason: "switched_off", email: null };
  const { templates } = await loadTemplates();
  return { reason: "sent", email: await templates.statusLetter(site, letter, { ...application, status }) };
}

/**
 * Queues the status letter in `em`'s transaction when the status's letter is switched on.
 * Returns the address it was queued to, or null when there is no letter to send.
 */
export async function queueStatusLetter(
  em: EntityManager,
  mail: MailQueue,
  application: LetterRecipient,
  status: ApplicationStatus,
): Promise<string | null> {
  const { email } = await renderStatusLetter(em, mail.site, application, status);
  if (!email) return null;
  mail.enqueue(em, {
    kind: "status_letter",
    to: application.administratorEmail,
    email,
    applicationId: application.id,
  });
  return application.administratorEmail;
}

/** A stored server as the screen may see it: never the password, only whether there is one. */
function withoutPassword({ password, ...visible }: SmtpSettings) {
  return { ...visible, passwordSet: password !== "" };
}

const CountsSchema = z.array(z.object({ state: z.enum(EMAIL_STATES), n: z.coerce.number() }));

export function createEmailService(orm: MikroORM, mail: MailQueue): EmailService {
  const execute = (sql: string, params: unknown[]) => orm.em.getConnection().execute(sql, params);

  async function settings(): Promise<EmailSettings> {
    return {
      notifyEmail: await mail.notifyAddress(orm.em.fork()),
      notifyEmailDefault: mail.config.notifyEmail,
      smtpConfigured: mail.delivery.current() !== undefined,
      from: mail.delivery.from(),
    };
  }

  async function letters(): Promise<LetterTemplate[]> {
    const rows = await orm.em.fork().find(LetterTemplateEntity, {});
    return LETTER_KEYS.flatMap((letter) => LANGUAGES.map((language) => letterOf(rows, letter, language)));
  }

  async function publishedPost(postId: string) {
    const post = await orm.em.fork().findOne(BlogPostEntity, { id: postId });
    if (!post) throw new AppError("NOT_FOUND", serverMessages.postNotFound);
    if (!post.published) throw new AppError("BAD_REQUEST", emailMessages.postNotPublished);
    return post;
  }

  async function postSendStatus(postId: string): Promise<PostSendStatus> {
    const counts = CountsSchema.parse(
      await execute(`select state, count(*) as n from email_outbox where post_id = ? group by state`, [
        postId,
      ]),
    );
    const count = (...states: EmailState[]) =>
      counts.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
    const [waiting] = z.array(z.object({ n: z.coerce.number() })).parse(
      await execute(
        `select count(*) as n from newsletter_subscriptions s where s.is_active
           and not exists (select 1 from email_outbox o where o.dedupe_key = 'post:' || ? || ':' || s.id)`,
        [postId],
      ),
    );
    return {
      postId,
      recipients: waiting?.n ?? 0,
      queued: count("queued", "sending"),
      sent: count("sent"),
      failed: count("failed", "unknown", "not_sent"),
    };
  }

  async function delivery(): Promise<MailDelivery> {
    const em = orm.em.fork();
    const server = await mail.delivery.refresh();
    const stored = await mail.delivery.stored(em);
    const tested = await em.findOne(SettingEntity, { key: EMAIL_TEST_DELIVERED_SETTING });
    return {
      source: server?.source ?? "none",
      encryptionAvailable: mail.delivery.box.available,
      stored: stored.settings && withoutPassword(stored.settings),
      storedUnreadable: stored.unreadable,
      from: mail.delivery.from(),
      testDeliveredAt: tested?.value ?? null,
    };
  }

  return {
    delivery,

    async saveSmtp(input) {
      const { box } = mail.delivery;
      if (!box.available) throw new AppError("BAD_REQUEST", emailMessages.noEncryptionKey);
      const em = orm.em.fork();
      // An empty password keeps the stored one: the screen never shows it again.
      const kept =
        input.password === "" ? ((await mail.delivery.stored(em)).settings?.password ?? "") : input.password;
      if (input.user !== "" && kept === "")
        throw new AppError("BAD_REQUEST", emailMessages.smtpPasswordNeeded, {
          errors: [{ path: "password", message: emailMessages.smtpPasswordNeeded }],
        });
      const settings: SmtpSettings = { ...input, password: input.user === "" ? "" : kept };
      await em.upsert(SettingEntity, {
        key: SMTP_SETTING,
        value: box.seal(SMTP_SETTING, JSON.stringify(settings)),
        updatedAt: new Date(),
      });
      await mail.delivery.refresh();
      mail.kick();
      return delivery();
    },

    async clearSmtp() {
      await orm.em.fork().nativeDelete(SettingEntity, { key: SMTP_SETTING });
      await mail.delivery.refresh();
      return delivery();
    },

    async sendTest(to) {
      const server = await mail.delivery.refresh();
      if (!server) throw new AppError("BAD_REQUEST", emailMessages.noTransport);
      const { default: nodemailer } = await import("nodemailer");
      const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 15_000 };
      const transport =
        typeof server.options === "string"
          ? nodemailer.createTransport({ url: server.options, ...timeouts, ...mail.testTransport })
          : nodemailer.createTransport({ ...server.options, ...timeouts, ...mail.testTransport });
      try {
        await transport.sendMail({
          from: server.from,
          to,
          subject: `Test email from ${mail.site.name}`,
          text: `This test email from ${mail.site.name} (${mail.site.publicUrl}) shows that the mail server works.`,
        });
      } catch (error) {
        throw new AppError("BAD_REQUEST", `${emailMessages.testFailed}: ${classifySmtpError(error).message}`);
      } finally {
        transport.close();
      }
      const deliveredAt = new Date().toISOString();
      await orm.em.fork().upsert(SettingEntity, {
        key: EMAIL_TEST_DELIVERED_SETTING,
        value: deliveredAt,
        updatedAt: new Date(),
      });
      return { message: `The test email was accepted by the mail server for ${to}.`, deliveredAt };
    },

    async list({ state, before, limit = 50 }) {
      const em = orm.em.fork();
      const rows = await em.find(
        EmailOutboxEntity,
        { ...(state && { state }), ...(before && { id: { $lt: before } }) },
        { orderBy: { id: "desc" }, limit },
      );
      const counts = CountsSchema.parse(
        await execute(`select state, count(*) as n from email_outbox group by state`, []),
      );
      return {
        emails: rows.map(toSummary),
        counts: EmailPageSchema.shape.counts.parse(
          Object.fromEntries(EMAIL_STATES.map((s) => [s, counts.find((row) => row.state === s)?.n ?? 0])),
        ),
      };
    },

    async resend(id) {
      const em = orm.em.fork();
      const row = await em.findOne(EmailOutboxEntity, { id });
      if (!row) throw new AppError("NOT_FOUND", emailMessages.emailNotFound);
      if (!RESENDABLE.includes(row.state)) throw new AppError("CONFLICT", emailMessages.notResendable);
      const { state, lastError } = initialState(mail.delivery);
      // Only if nothing changed it meanwhile (two clicks, two admins): one resend per failure.
      const updated = await em.nativeUpdate(
        EmailOutboxEntity,
        { id, state: row.state },
        { state, lastError, attempts: 0, nextAttemptAt: new Date() },
      );
      if (updated === 0) throw new AppError("CONFLICT", emailMessages.notResendable);
      mail.kick();
      const fresh = await orm.em.fork().findOneOrFail(EmailOutboxEntity, { id });
      return toSummary(fresh);
    },

    settings,

    async setNotifyEmail(address) {
      const em = orm.em.fork();
      if (address === null) await em.nativeDelete(SettingEntity, { key: NOTIFY_EMAIL_SETTING });
      else await em.upsert(SettingEntity, { key: NOTIFY_EMAIL_SETTING, value: address });
      return settings();
    },

    letters,

    async updateLetter(letter) {
      await orm.em.fork().transactional(async (em) => {
        await em.upsert(LetterTemplateEntity, letter);
        // The switch is the status's, whichever language's letter it was saved with.
        await em.nativeUpdate(LetterTemplateEntity, { letter: letter.letter }, { enabled: letter.enabled });
      });
      return letter;
    },

    async previews() {
      const { previewTemplates } = await loadTemplates();
      return previewTemplates(mail.site, await letters());
    },

    async postSendStatus(postId) {
      await publishedPost(postId);
      return postSendStatus(postId);
    },

    async sendPost(postId) {
      const post = await publishedPost(postId);
      const oneClickUrl = `${mail.site.publicUrl}/api/newsletter/unsubscribe/${TOKEN_SLOT}`;
      const { state, lastError } = initialState(mail.delivery);
      // Each subscriber gets the copy in the language they signed up in.
      for (const language of LANGUAGES) {
        const unsubscribePath = pathInLanguage("/newsletter/unsubscribe", language);
        const unsubscribeUrl = `${mail.site.publicUrl}${unsubscribePath}?token=${TOKEN_SLOT}`;
        const email = await (await loadTemplates()).templates.newsletter(
          mail.site,
          post,
          unsubscribeUrl,
          language,
        );
        // One statement: every active subscriber's copy, each with its own token; the unique dedupe key
        // skips whoever has had this post already, however often and wherever this runs.
        await execute(
          `insert into email_outbox (kind, state, bulk, to_address, subject, html, text, headers, message_id, dedupe_key, post_id, last_error)
         select 'newsletter', ?, true, s.email, ?, replace(?, ?, s.unsubscribe_token), replace(?, ?, s.unsubscribe_token),
           jsonb_build_object('List-Unsubscribe', '<' || replace(?, ?, s.unsubscribe_token) || '>',
                              'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
           '<' || gen_random_uuid() || '@' || ? || '>', 'post:' || ? || ':' || s.id, ?, ?
         from newsletter_subscriptions s where s.is_active and s.language = ? order by s.subscribed_at
         on conflict (dedupe_key) do nothing`,
          [
            state,
            email.subject,
            email.html,
            TOKEN_SLOT,
            email.text,
            TOKEN_SLOT,
            oneClickUrl,
            TOKEN_SLOT,
            messageIdDomain(mail.delivery.from()),
            postId,
            postId,
            lastError,
            language,
          ],
        );
      }
      mail.kick();
      return postSendStatus(postId);
    },
  };
}
