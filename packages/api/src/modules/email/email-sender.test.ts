import { defaultLetter } from "@choose/schema";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import type { MailConfig } from "../../config.ts";
import { createSecretBox } from "../../platform/secret-box.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server.ts";
import { EmailOutboxEntity } from "./email.entity.ts";
import { createMailQueue } from "./email.queue.ts";
import { createEmailService } from "./email.service.ts";
import { createEmailSender, type SenderTiming } from "./email-sender.ts";
import { createMailDelivery } from "./mail-delivery.ts";
import { templates } from "./templates.ts";

const t = useTestApp();
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());
afterEach(() => {
  smtp.mails.length = 0;
  smtp.setMode("accept");
});

const site = { name: 'The "Test" <Org>', publicUrl: "https://example.org" };
const fast: Partial<SenderTiming> = {
  debounceMs: 5,
  pollMs: 1_000,
  baseBackoffMs: 150,
  maxBackoffMs: 300,
  smtpTimeoutMs: 300,
  maxAttempts: 3,
};

function mailConfig(smtpUrl: string | undefined): MailConfig {
  return {
    smtpUrl,
    from: '"Test" <info@example.org>',
    notifyEmail: "alerts@example.org",
    newsletterPerMinute: 60,
  };
}

/** The mail server of SMTP_URL, as an instance reads it. */
const deliveryFor = (url: string | undefined) =>
  createMailDelivery(t.db.orm, createSecretBox(undefined), mailConfig(url), "Test");

/** A sender as an API instance runs it; the test server's certificate is self-signed. */
function senderFor(url: string | undefined) {
  return createEmailSender({
    orm: t.db.orm,
    delivery: deliveryFor(url),
    log: t.app.log,
    timing: fast,
    transport: { tls: { rejectUnauthorized: false } },
  });
}
const sender = () => senderFor(smtp.url);

/** Queues `count` messages as a change's transaction would. */
const mailQueue = (smtpUrl: string | undefined) => createMailQueue(site, deliveryFor(smtpUrl), () => {});
async function queue(count = 1, mail = mailQueue(smtp.url)) {
  await t.db.orm.em.fork().transactional(async (em) => {
    for (let i = 0; i < count; i++) {
      mail.enqueue(em, {
        kind: "newsletter_confirmation",
        to: `parent${i}@example.org`,
        replyTo: "sender@example.org",
        email: await templates.newsletterConfirmation(
          site,
          `Jo <b>${i}</b>`,
          "https://example.org/confirm?t=1",
          "en",
          defaultLetter("newsletter_confirmation", "en"),
        ),
      });
    }
  });
}

const rows = () => t.db.orm.em.fork().find(EmailOutboxEntity, {}, { orderBy: { id: "asc" } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the email sender over SMTP", () => {
  test("sends over STARTTLS with AUTH, once, with the row's Message-ID, and records it as sent", async () => {
    await queue(2);
    const worker = sender();
    expect(await worker.drain()).toBe("idle");
    // Two rows may go out on two connections at once: they arrive in either order.
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => [mail.to, mail.secure, mail.user]).sort()).toEqual([
      [["parent0@example.org"], true, "mailer"],
      [["parent1@example.org"], true, "mailer"],
    ]);
    const first = (await rows()).find((row) => row.toAddress === "parent0@example.org");
    const mail = mails.find((each) => each.to.includes("parent0@example.org"));
    expect(first).toMatchObject({ state: "sent", attempts: 1, lastError: null });
    expect(first?.sentAt).toBeInstanceOf(Date);
    expect(mail?.raw).toContain(`Message-ID: ${first?.messageId}`);
    expect(mail?.raw).toMatch(/^Reply-To: sender@example\.org/m);
    // Only a name's first plain word is greeted, and markup (the site's name here) arrives as text.
    expect(mail?.raw).not.toContain("<b>");
    expect(mail?.raw).toContain("Hello Jo,");
    expect(mail?.raw).toContain("&lt;Org&gt;");
    expect(await worker.drain()).toBe("idle");
    expect(smtp.mails).toHaveLength(2);
    await worker.stop();
  });

  test.each([421, 451])("a %d reply is retried with backoff until the server accepts", async (code) => {
    await queue(1);
    const worker = sender();
    smtp.setMode({ reply: code });
    expect(await worker.drain()).toBe(code === 421 ? "failed" : "idle");
    expect(await rows()).toMatchObject([
      { state: "queued", attempts: 1, lastError: expect.stringContaining(`${code}`) },
    ]);
    smtp.setMode("accept");
    await sleep(400);
    await worker.drain();
    expect(await rows()).toMatchObject([{ state: "sent", attempts: 2 }]);
    expect(smtp.mails).toHaveLength(1);
    await worker.stop();
  });

  test("a 550 reply fails the message at once; the next one still goes", async () => {
    await queue(2);
    const worker = sender();
    smtp.setMode({ reply: 550 });
    await worker.drain();
    expect((await rows()).map((row) => row.state)).toEqual(["failed", "failed"]);
    expect((await rows())[0]?.lastError).toContain("550");
    await sleep(400);
    await worker.drain();
    expect(smtp.mails).toHaveLength(0);
    await worker.stop();
  });

  test("a refused connection is retried, then marked failed after the bounded number of tries", async () => {
    const closed = await startTestSmtpServer();
    const url = closed.url;
    await closed.close();
    await queue(2, mailQueue(url));
    const worker = senderFor(url);
    for (let i = 0; i < 3; i++) {
      await worker.drain();
      await sleep(400);
    }
    // Each message gets its bounded tries (both go out at once, one per pooled connection), none more.
    const failed = { state: "failed", attempts: 3, lastError: expect.stringContaining("ECONNREFUSED") };
    expect(await rows()).toMatchObject([failed, failed]);
    await worker.stop();
  });

  test("a server that stalls times the try out and the message is retried, not lost", async () => {
    await queue(1);
    const worker = sender();
    smtp.setMode("stall");
    expect(await worker.drain()).toBe("failed");
    expect(await rows()).toMatchObject([{ state: "queued", attempts: 1 }]);
    smtp.setMode("accept");
    await sleep(400);
    await worker.drain();
    expect(await rows()).toMatchObject([{ state: "sent" }]);
    expect(smtp.mails).toHaveLength(1);
    await worker.stop();
  });

  test("a row left 'sending' by a sender that died after the 250 becomes unknown and is not sent again", async () => {
    await queue(1);
    // What a crash between the server's 250 and the update leaves behind.
    await t.db.orm.em.fork().nativeUpdate(EmailOutboxEntity, {}, { state: "sending" });
    const worker = sender();
    await worker.drain();
    expect(await rows()).toMatchObject([
      { state: "unknown", lastError: expect.stringContaining("may have been") },
    ]);
    expect(smtp.mails).toHaveLength(0);
    // An administrator's resend is the only way out, and it sends it once.
    const [row] = await rows();
    const service = createEmailService(t.db.orm, mailQueue(smtp.url));
    expect(await service.resend(row?.id ?? 0)).toMatchObject({ state: "queued", attempts: 0 });
    await expect(service.resend(row?.id ?? 0)).rejects.toMatchObject({ code: "CONFLICT" });
    await worker.drain();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.raw).toContain(`Message-ID: ${row?.messageId}`);
    await worker.stop();
  });

  test("two senders (two instances) draining at once deliver every message exactly once", async () => {
    await queue(20);
    const workers = [sender(), sender(), sender()];
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.drain()));
    const delivered = smtp.mails.map((mail) => mail.to[0]).sort();
    expect(delivered).toEqual(Array.from({ length: 20 }, (_, i) => `parent${i}@example.org`).sort());
    expect((await rows()).every((row) => row.state === "sent")).toBe(true);
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  test("without SMTP_URL messages are kept as not sent and the sender does nothing", async () => {
    await queue(1, mailQueue(undefined));
    const worker = senderFor(undefined);
    expect(await worker.drain()).toBe("unconfigured");
    expect(await rows()).toMatchObject([
      { state: "not_sent", lastError: "Not sent: no mail server configured" },
    ]);
    await worker.stop();
  });
});
