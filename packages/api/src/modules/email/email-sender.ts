import type { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { z } from "zod";
import type { MailConfig } from "../../config.ts";
import { createLease, DEFAULT_LEASE_TTL_MS, LEASE_BUSY_RETRY_MS } from "../../jobs/lease.ts";
import { createOutbox } from "../../jobs/outbox.ts";
import { type BackoffTiming, retryDelayMs } from "../../jobs/retry.ts";
import { createScheduler, type SchedulerTiming } from "../../jobs/scheduler.ts";
import { EmailOutboxEntity } from "./email.entity.ts";
import type { MailDelivery, MailTransport } from "./mail-delivery.ts";

export interface SenderTiming extends SchedulerTiming, BackoffTiming {
  /** How long a lease holder may go silent (its heartbeat stopped) before another instance takes over. */
  leaseMs: number;
  /** Attempts before a message that keeps failing temporarily is marked failed. */
  maxAttempts: number;
  /** How long the SMTP server may stay silent (connecting, greeting, any reply) before the try fails. */
  smtpTimeoutMs: number;
  /** SMTP connections kept open, each sending one message at a time. */
  connections: number;
}

export const defaultSenderTiming: SenderTiming = {
  debounceMs: 100,
  pollMs: 30_000,
  baseBackoffMs: 5_000,
  maxBackoffMs: 30 * 60_000,
  leaseMs: DEFAULT_LEASE_TTL_MS,
  maxAttempts: 12,
  smtpTimeoutMs: 30_000,
  connections: 4,
};

const LEASE = "email";
const BATCH_SIZE = 100;
const RATE_WINDOW_MS = 60_000;

export type SendOutcome = "idle" | "unconfigured" | "busy" | "failed" | "throttled";

interface SendRun {
  outcome: SendOutcome;
  nextDueInMs?: number | undefined;
}

export interface EmailSender {
  kick(): void;
  /** Sends what is due until none is, another instance holds the lease, or the server fails. */
  drain(): Promise<SendOutcome>;
  start(): void;
  stop(): Promise<void>;
}

/** What nodemailer's errors carry: a reply code when the server answered, else a code like ECONNECTION. */
const SmtpErrorSchema = z.object({
  code: z.string().optional(),
  responseCode: z.number().optional(),
  message: z.string(),
});

export interface SmtpFailure {
  message: string;
  /** A 5xx reply: this message will never be accepted as it is. */
  permanent: boolean;
  /** The server or the connection failed, not this message: the ones after it would fail too. */
  serverDown: boolean;
}

export function classifySmtpError(error: unknown): SmtpFailure {
  const parsed = SmtpErrorSchema.safeParse(error);
  if (!parsed.success) return { message: String(error), permanent: false, serverDown: true };
  const { code, responseCode, message } = parsed.data;
  if (responseCode !== undefined) {
    return { message, permanent: responseCode >= 500, serverDown: responseCode === 421 };
  }
  // No reply at all: refused, reset, timed out, TLS failure. The next message would meet the same.
  return { message: code ? `${code}: ${message}` : message, permanent: false, serverDown: true };
}

/** A text short enough for the back office's table. */
const brief = (text: string) => (text.length > 500 ? `${text.slice(0, 497)}...` : text);

/**
 * Sends the `email_outbox` through SMTP, under the generic outbox, lease and scheduler of `jobs/`.
 * Delivery guarantee: a row is committed as "sending" before the SMTP conversation and as "sent"
 * after the server's 250, so every failure before the server accepted the message is retried (with
 * backoff, up to `maxAttempts`; a 5xx reply fails at once), and a row the sender left in "sending"
 * (it stopped between the 250 and the update) becomes "unknown", which nothing sends again but an
 * administrator's resend. One instance holds the lease at a time, so no row is ever sent twice by two
 * senders; each row keeps one Message-ID, so a receiver can drop a copy if a reply was lost in transit.
 */
export interface EmailSenderOptions {
  timing?: Partial<SenderTiming> | undefined;
  /** Extra nodemailer options (tests trust the test server's self-signed certificate). */
  transport?: SMTPTransport.Options | undefined;
}

export function createEmailSender(
  options: EmailSenderOptions & { orm: MikroORM; delivery: MailDelivery; log: FastifyBaseLogger },
): EmailSender {
  const { orm, delivery, log } = options;
  const config: MailConfig = delivery.config;
  const timing = { ...defaultSenderTiming, ...options.timing };
  const outbox = createOutbox(orm, EmailOutboxEntity, {
    pending: "state = 'queued'",
    onPostpone: "state = 'queued'",
    order: "bulk, id",
  });
  const lease = createLease(orm, LEASE, timing.leaseMs);
  const scheduler = createScheduler({ name: "Email sender", run: drain, timing, log });
  const execute = (sql: string, params: unknown[]) => orm.em.getConnection().execute(sql, params);
  let transport: { pool: Transporter<SMTPPool.SentMessageInfo>; fingerprint: string } | undefined;

  /**
   * nodemailer loads with the first email sent: a site without a mail server never needs it. A changed
   * server (saved in the back office) closes the old pool and opens one to the new server.
   */
  async function transporter(server: MailTransport) {
    if (transport?.fingerprint === server.fingerprint) return transport.pool;
    transport?.pool.close();
    const { default: nodemailer } = await import("nodemailer");
    const pooled: SMTPPool.Options = {
      pool: true,
      maxConnections: timing.connections,
      connectionTimeout: timing.smtpTimeoutMs,
      greetingTimeout: timing.smtpTimeoutMs,
      socketTimeout: timing.smtpTimeoutMs,
      ...options.transport,
    };
    const pool =
      typeof server.options === "string"
        ? nodemailer.createTransport({ url: server.options, ...pooled })
        : nodemailer.createTransport({ ...server.options, ...pooled });
    transport = { pool, fingerprint: server.fingerprint };
    return pool;
  }

  /** Newsletters that may still go out in this minute, counted over every instance's sending. */
  async function bulkAllowance(): Promise<{ left: number; freeInMs: number }> {
    const rows = await execute(
      `select count(*)::int as sent,
         coalesce((extract(epoch from min(last_attempt_at) + make_interval(secs => ?) - now()) * 1000)::float8, 0) as free_in_ms
       from email_outbox where bulk and last_attempt_at > now() - make_interval(secs => ?)`,
      [RATE_WINDOW_MS / 1000, RATE_WINDOW_MS / 1000],
    );
    const [row] = z.array(z.object({ sent: z.number(), free_in_ms: z.number() })).parse(rows);
    return {
      left: config.newsletterPerMinute - (row?.sent ?? 0),
      freeInMs: Math.max(0, row?.free_in_ms ?? 0),
    };
  }

  type Row = Awaited<ReturnType<typeof outbox.due>>[number];

  /** One message: claimed, handed to the server, recorded. A failure says when the message is retried. */
  async function sendOne(
    server: MailTransport,
    row: Row,
  ): Promise<(SmtpFailure & { retryInMs: number }) | undefined> {
    const claimed = await execute(
      `update email_outbox set state = 'sending', last_attempt_at = now() where id = ? and state = 'queued' returning id`,
      [row.id],
    );
    if (claimed.length === 0) return undefined;
    try {
      await (await transporter(server)).sendMail({
        from: server.from,
        to: row.toAddress,
        ...(row.replyTo && { replyTo: row.replyTo }),
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.messageId,
        headers: row.headers ?? {},
        ...(row.attachments && { attachments: row.attachments }),
      });
    } catch (error) {
      const failure = classifySmtpError(error);
      const finalTry = failure.permanent || row.attempts + 1 >= timing.maxAttempts;
      const retryInMs = retryDelayMs(row.attempts, true, timing);
      if (finalTry) {
        await execute(
          `update email_outbox set state = 'failed', attempts = attempts + 1, last_error = ? where id = ?`,
          [brief(failure.message), row.id],
        );
      } else {
        await outbox.postpone([row.id], retryInMs, brief(failure.message));
      }
      log.warn({ emailId: row.id, final: finalTry }, `Email not sent: ${failure.message}`);
      return { ...failure, retryInMs };
    }
    await execute(
      `update email_outbox set state = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = ?`,
      [row.id],
    );
    return undefined;
  }

  async function drainUnderLease(
    server: MailTransport,
    signal: AbortSignal,
    lost: AbortSignal,
  ): Promise<SendRun> {
    // Holding the lease, no other sender is at work: a row still "sending" is one whose sender stopped
    // after handing it over, perhaps after the server's 250. It may have gone out, so it is not resent.
    await execute(`update email_outbox set state = 'unknown', last_error = ? where state = 'sending'`, [
      "The sender stopped while handing this message over: it may have been delivered. Resend it if not.",
    ]);
    for (;;) {
      if (signal.aborted) return { outcome: "idle" };
      const rows = await outbox.due(BATCH_SIZE);
      if (rows.length === 0)
        return { outcome: "idle", nextDueInMs: (await outbox.nextDueInMs()) ?? undefined };
      let allowance = rows.some((row) => row.bulk) ? await bulkAllowance() : undefined;
      for (let start = 0; start < rows.length; start += timing.connections) {
        if (signal.aborted) return { outcome: "idle" };
        let chunk = rows.slice(start, start + timing.connections);
        if (allowance) {
          // Transactional mail is ordered first; newsletters beyond this minute's allowance wait.
          const transactional = chunk.filter((row) => !row.bulk);
          const bulk = chunk.filter((row) => row.bulk).slice(0, Math.max(0, allowance.left));
          allowance = { ...allowance, left: allowance.left - bulk.length };
          if (transactional.length + bulk.length === 0)
            return { outcome: "throttled", nextDueInMs: allowance.freeInMs };
          chunk = [...transactional, ...bulk];
        }
        // One message per pooled connection at a time: a round trip to the server no longer sets the pace.
        const failures = await Promise.all(chunk.map((row) => sendOne(server, row)));
        const down = failures.find((failure) => failure?.serverDown);
        // The server is down: the rest waits for this message's retry rather than fail one by one.
        if (down) return { outcome: "failed", nextDueInMs: down.retryInMs };
        // Another instance has taken the lease: it sends the rest.
        if (lost.aborted) return { outcome: "busy", nextDueInMs: LEASE_BUSY_RETRY_MS };
      }
    }
  }

  async function drain(signal: AbortSignal): Promise<SendRun> {
    if (signal.aborted) return { outcome: "idle" };
    // Read again each round: a server saved at another instance is used here without a restart.
    const server = await delivery.refresh();
    if (!server) return { outcome: "unconfigured" };
    const run = await lease.run((lost) => drainUnderLease(server, signal, lost));
    return run.held ? run.value : { outcome: "busy", nextDueInMs: LEASE_BUSY_RETRY_MS };
  }

  return {
    kick: scheduler.kick,
    async drain() {
      return (await scheduler.runNow()).outcome;
    },
    start() {
      // Polls even without a server: one may be saved in the back office at any instance.
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      await lease.settled();
      transport?.pool.close();
    },
  };
}
