import { createHash, randomUUID } from "node:crypto";
import {
  AppError,
  backOfficeMessages,
  DEFAULT_LANGUAGE,
  emailMessages,
  type Language,
  type MessageResult,
  type NewsletterData,
  type NewsletterResult,
  type PendingSignUp,
  pageWindow,
  pathInLanguage,
  type Subscriber,
  type SubscriberListQuery,
  serverMessages,
} from "@choose/schema";
import type { EntityManager, FilterQuery, MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { type BackOfficeList, EXPORT_BATCH, searchFilter } from "../../db/back-office-lists.ts";
import { deleteOrFail } from "../../db/delete-or-fail.ts";
import { isHoneypotFilled } from "../../platform/honeypot.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import { letterFor } from "../email/letters.ts";
import { NewsletterSubscription, type NewsletterSubscriptionRow, randomToken } from "./newsletter.entity.ts";

/**
 * Subscribers are listed newest first, filtered by a search, the active state and the language; `remove` forgets one
 * entirely (a person asking to be forgotten).
 */
export interface NewsletterService extends BackOfficeList<Subscriber, SubscriberListQuery> {
  /** Double opt-in: mails a confirmation link; the answer is the same whatever the address's state. */
  subscribe(input: NewsletterData): Promise<NewsletterResult>;
  setActive(id: string, isActive: boolean): Promise<Subscriber>;
  /** Active subscribers, and sign-ups after `since` (all without it). */
  counts(since: Date | undefined): Promise<{ active: number; newSince: number }>;
  confirm(token: string): Promise<MessageResult>;
  unsubscribe(token: string): Promise<MessageResult>;
  /** Sign-ups awaiting confirmation, newest first (the most recent `PENDING_SHOWN`). */
  pending(): Promise<PendingSignUp[]>;
  /** Mails a pending sign-up a new confirmation link (the old one stops working). */
  resend(email: string): Promise<MessageResult>;
}

/** A sign-up as its confirmation email needs it. */
interface SignUp {
  email: string;
  name: string | null;
  language: Language;
}

const toSubscriber = (row: NewsletterSubscriptionRow): Subscriber => ({
  id: row.id,
  email: row.email,
  name: row.name ?? null,
  subscribedAt: row.subscribedAt.toISOString(),
  isActive: row.isActive,
  language: row.language,
});

const subscriberNotFound = () => new AppError("NOT_FOUND", backOfficeMessages.subscriberNotFound);

function subscriberFilter(query: SubscriberListQuery): FilterQuery<NewsletterSubscriptionRow> {
  return {
    ...(query.active !== undefined && { isActive: query.active }),
    ...(query.language && { language: query.language }),
    ...searchFilter("newsletter_subscriptions", query.q),
  };
}

/** A confirmation link works this long. */
const CONFIRM_VALID_DAYS = 7;
/** How many pending sign-ups the back office lists. */
const PENDING_SHOWN = 200;
/** One confirmation mail per address in this long: a sign-up form cannot be used to flood an inbox. */
const RESEND_AFTER_MINUTES = 10;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function createNewsletterService(
  orm: MikroORM,
  log: FastifyBaseLogger,
  mail: MailQueue,
): NewsletterService {
  const answer: NewsletterResult = { subscribed: true, message: serverMessages.subscribed };
  const queueConfirmation = async (em: EntityManager, signUp: SignUp, token: string) => {
    const { templates } = await loadTemplates();
    const confirmUrl = `${mail.site.publicUrl}${pathInLanguage("/newsletter/confirm", signUp.language)}?token=${token}`;
    mail.enqueue(em, {
      kind: "newsletter_confirmation",
      to: signUp.email,
      email: await templates.newsletterConfirmation(
        mail.site,
        signUp.name,
        confirmUrl,
        signUp.language,
        await letterFor(em, "newsletter_confirmation", signUp.language),
      ),
    });
  };
  return {
    async subscribe(input) {
      if (isHoneypotFilled(input, "newsletter", log)) return answer;
      const token = randomToken();
      const language = input.language ?? DEFAULT_LANGUAGE;
      // Before the transaction, not inside it (see loadTemplates).
      await loadTemplates();
      const queued = await orm.em.fork().transactional(async (em) => {
        // One statement per address: a repeat replaces the pending token and name (the subscription,
        // if any, is untouched until the new link is followed), at most once per RESEND_AFTER_MINUTES.
        const rows = await em.execute<{ email: string }[]>(
          `insert into newsletter_confirmations (email, name, token_hash, sent_at, language) values (?, ?, ?, now(), ?)
           on conflict (email) do update set name = excluded.name, token_hash = excluded.token_hash, sent_at = now(), language = excluded.language
           where newsletter_confirmations.sent_at < now() - make_interval(mins => ?)
           returning email`,
          [input.email, input.name, hashToken(token), language, RESEND_AFTER_MINUTES],
        );
        if (rows.length === 0) return false;
        await queueConfirmation(em, { email: input.email, name: input.name, language }, token);
        return true;
      });
      if (queued) mail.kick();
      return answer;
    },

    async confirm(token) {
      await orm.em.fork().transactional(async (em) => {
        const [pending] = await em.execute<{ email: string; name: string | null; language: Language }[]>(
          `delete from newsletter_confirmations
           where token_hash = ? and sent_at > now() - make_interval(days => ?) returning email, name, language`,
          [hashToken(token), CONFIRM_VALID_DAYS],
        );
        if (!pending) throw new AppError("NOT_FOUND", emailMessages.confirmInvalid);
        await em.execute(
          `insert into newsletter_subscriptions (id, email, name, is_active, unsubscribe_token, language) values (?, ?, ?, true, ?, ?)
           on conflict (email) do update set is_active = true, name = coalesce(excluded.name, newsletter_subscriptions.name), language = excluded.language`,
          [randomUUID(), pending.email, pending.name, randomToken(), pending.language],
        );
      });
      return { message: emailMessages.confirmed };
    },

    async unsubscribe(token) {
      const rows = await orm.em
        .getConnection()
        .execute(
          `update newsletter_subscriptions set is_active = false where unsubscribe_token = ? returning id`,
          [token],
        );
      if (rows.length === 0) throw new AppError("NOT_FOUND", emailMessages.unsubscribeInvalid);
      return { message: emailMessages.unsubscribed };
    },

    async pending() {
      const rows = await orm.em.getConnection().execute<(SignUp & { sent_at: Date; expired: boolean })[]>(
        `select email, name, language, sent_at, sent_at < now() - make_interval(days => ?) as expired
         from newsletter_confirmations order by sent_at desc, email limit ?`,
        [CONFIRM_VALID_DAYS, PENDING_SHOWN],
      );
      return rows.map((row) => ({
        email: row.email,
        name: row.name,
        sentAt: new Date(row.sent_at).toISOString(),
        expired: row.expired,
        language: row.language,
      }));
    },

    async resend(email) {
      const token = randomToken();
      await orm.em.fork().transactional(async (em) => {
        const [signUp] = await em.execute<SignUp[]>(
          `update newsletter_confirmations set token_hash = ?, sent_at = now() where email = ? returning email, name, language`,
          [hashToken(token), email],
        );
        if (!signUp) throw new AppError("NOT_FOUND", backOfficeMessages.signUpNotPending);
        await queueConfirmation(em, signUp, token);
      });
      mail.kick();
      return { message: backOfficeMessages.confirmationResent };
    },

    async list(query) {
      const [rows, total] = await orm.em
        .fork()
        .findAndCount(NewsletterSubscription, subscriberFilter(query), {
          orderBy: { subscribedAt: "desc", id: "desc" },
          ...pageWindow(query),
        });
      return { items: rows.map(toSubscriber), total };
    },

    async *each(query) {
      // Keyset paging: each batch starts after the last row of the one before, so no row is read twice.
      let after: NewsletterSubscriptionRow | undefined;
      for (;;) {
        const em = orm.em.fork();
        const filter = subscriberFilter(query);
        const rows = await em.find(
          NewsletterSubscription,
          after
            ? {
                $and: [
                  filter,
                  {
                    $or: [
                      { subscribedAt: { $lt: after.subscribedAt } },
                      { subscribedAt: after.subscribedAt, id: { $lt: after.id } },
                    ],
                  },
                ],
              }
            : filter,
          { orderBy: { subscribedAt: "desc", id: "desc" }, limit: EXPORT_BATCH },
        );
        if (rows.length > 0) yield rows.map(toSubscriber);
        if (rows.length < EXPORT_BATCH) return;
        after = rows.at(-1);
      }
    },

    async setActive(id, isActive) {
      const em = orm.em.fork();
      const row = await em.findOneOrFail(NewsletterSubscription, { id }, { failHandler: subscriberNotFound });
      row.isActive = isActive;
      await em.flush();
      return toSubscriber(row);
    },

    async remove(id) {
      await deleteOrFail(orm.em.fork(), NewsletterSubscription, { id }, subscriberNotFound);
    },

    async counts(since) {
      const em = orm.em.fork();
      const [active, newSince] = await Promise.all([
        em.count(NewsletterSubscription, { isActive: true }),
        em.count(NewsletterSubscription, since ? { subscribedAt: { $gt: since } } : {}),
      ]);
      return { active, newSince };
    },
  };
}
