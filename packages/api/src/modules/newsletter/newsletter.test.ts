import {
  backOfficeMessages,
  emailMessages,
  newsletterMessages,
  serverMessages,
  TOKEN_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
} from "@choose/schema";
import { describe, expect, test } from "vitest";
import { trpc, useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { expectFieldError, fieldCases } from "../../../test/validation.ts";
import { EmailOutboxEntity, NewsletterConfirmationEntity } from "../email/email.entity.ts";
import { NewsletterSubscription } from "./newsletter.entity.ts";

const t = useTestApp();

const subscribe = (payload: object) => t.app.inject({ method: "POST", url: "/api/newsletter", payload });
const subscriptions = () => t.db.orm.em.fork().find(NewsletterSubscription, {});
const confirmations = () => t.db.orm.em.fork().find(EmailOutboxEntity, { kind: "newsletter_confirmation" });
const answer = { subscribed: true, message: serverMessages.subscribed };

/** The token of the newest confirmation link, read from its email as the subscriber would. */
async function linkToken(): Promise<string> {
  const [email] = await t.db.orm.em
    .fork()
    .find(EmailOutboxEntity, { kind: "newsletter_confirmation" }, { orderBy: { id: "desc" }, limit: 1 });
  const token = /\/newsletter\/confirm\?token=([0-9a-f]{64})/.exec(email?.text ?? "")?.[1];
  if (!token) throw new Error("No confirmation link in the email");
  return token;
}

const confirm = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } });

describe("POST /api/newsletter (double opt-in)", () => {
  test("a sign-up answers 201, mails a confirmation link and subscribes no one yet", async () => {
    const response = await subscribe({ email: "  Parent@Example.ORG ", name: "  Jo Smith " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(answer);
    expect(await subscriptions()).toEqual([]);
    expect(await confirmations()).toMatchObject([{ toAddress: "parent@example.org", state: "not_sent" }]);
  });

  test("following the link subscribes the address, trimmed and lower-cased, once", async () => {
    await subscribe({ email: "Parent@Example.org", name: "Jo Smith" });
    const token = await linkToken();
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: emailMessages.confirmed });
    expect(await subscriptions()).toMatchObject([
      { email: "parent@example.org", name: "Jo Smith", isActive: true },
    ]);
    // The link is used up.
    expect((await confirm(token)).statusCode).toBe(404);
  });

  test("new, pending and confirmed addresses get the same answer; a repeat overwrites nothing until confirmed", async () => {
    await subscribe({ email: "parent@example.org", name: "Jo" });
    await confirm(await linkToken());
    await t.db.orm.em.fork().nativeUpdate(NewsletterConfirmationEntity, {}, { sentAt: new Date(0) });
    const repeat = await subscribe({ email: "parent@example.org", name: "Someone Else" });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(answer);
    expect(await subscriptions()).toMatchObject([{ name: "Jo", isActive: true }]);
    // The repeat's own link carries its name.
    await confirm(await linkToken());
    expect(await subscriptions()).toMatchObject([{ name: "Someone Else", isActive: true }]);
  });

  test("repeats within minutes send one confirmation mail, not one each", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => subscribe({ email: "race@example.org", name: "Racer" })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await confirmations()).toHaveLength(1);
  });

  test("an expired link is refused and subscribes no one", async () => {
    await subscribe({ email: "parent@example.org", name: "Jo" });
    const token = await linkToken();
    await t.db.orm.em.fork().nativeUpdate(NewsletterConfirmationEntity, {}, { sentAt: new Date(0) });
    const response = await confirm(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: emailMessages.confirmInvalid });
    expect(await subscriptions()).toEqual([]);
  });

  test("an unsubscribed address that confirms again is active again", async () => {
    await subscribe({ email: "parent@example.org", name: "Jo" });
    await confirm(await linkToken());
    await t.db.orm.em.fork().nativeUpdate(NewsletterSubscription, {}, { isActive: false });
    await t.db.orm.em.fork().nativeUpdate(NewsletterConfirmationEntity, {}, { sentAt: new Date(0) });
    await subscribe({ email: "parent@example.org", name: "Jo" });
    await confirm(await linkToken());
    expect(await subscriptions()).toMatchObject([{ isActive: true }]);
  });

  test.each(fieldCases(newsletterMessages, { email: ["nope", "   "], name: [" J "] }))(
    "rejects a bad %s with 400 and the spec message",
    async (path, change, message) => {
      expectFieldError(
        await subscribe({ email: "a@example.org", name: "Jo Smith", ...change }),
        path,
        message,
      );
      expect(await confirmations()).toHaveLength(0);
    },
  );

  test("a filled honeypot looks like success and mails nothing", async () => {
    const response = await subscribe({ email: "bot@example.org", name: "Bot Bot", homepage: "x" });
    expect(response.statusCode).toBe(201);
    expect(await confirmations()).toHaveLength(0);
  });
});

describe("unsubscribing", () => {
  async function subscriber() {
    await subscribe({ email: "parent@example.org", name: "Jo" });
    await confirm(await linkToken());
    const [row] = await subscriptions();
    if (!row) throw new Error("not subscribed");
    return row;
  }

  test("the page's POST with the token sets isActive false, and again is harmless", async () => {
    const { unsubscribeToken } = await subscriber();
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/newsletter/unsubscribe",
        payload: { token: unsubscribeToken },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: emailMessages.unsubscribed });
    }
    expect(await subscriptions()).toMatchObject([{ isActive: false }]);
  });

  test("RFC 8058 one-click: a form POST of List-Unsubscribe=One-Click to the header's URL", async () => {
    const { unsubscribeToken } = await subscriber();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe/${unsubscribeToken}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(await subscriptions()).toMatchObject([{ isActive: false }]);
  });

  test("an unknown token is 404 and changes nothing; form bodies stay refused elsewhere", async () => {
    await subscriber();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe/${"a".repeat(64)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(404);
    expect(await subscriptions()).toMatchObject([{ isActive: true }]);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.org&name=Jo",
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  test.each([
    ["a NUL", "\u0000", UNSTORABLE_TEXT_MESSAGE],
    ["a NUL inside", `${"a".repeat(32)}\u0000${"b".repeat(31)}`, UNSTORABLE_TEXT_MESSAGE],
    ["a quote and a space", `${"a".repeat(32)}' or 1=1`, TOKEN_MESSAGE],
    ["a path", `../${"a".repeat(64)}`, TOKEN_MESSAGE],
  ])("a token with %s is a 400 that says why, on every transport", async (_, token, message) => {
    const { unsubscribeToken } = await subscriber();
    const oneClick = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    const rest = await Promise.all(
      ["/api/newsletter/unsubscribe", "/api/newsletter/confirm"].map((url) =>
        t.app.inject({ method: "POST", url, payload: { token } }),
      ),
    );
    for (const response of [oneClick, ...rest])
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    for (const procedure of ["newsletter.unsubscribe", "newsletter.confirm"]) {
      const viaTrpc = await trpc(t.app, "mutation", procedure, { token });
      expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([400, message]);
    }
    expect(await subscriptions()).toMatchObject([{ isActive: true, unsubscribeToken }]);
  });
});

describe("subscribers (admin)", () => {
  const { send: admin } = useAdminSession(t);

  test("lists with X-Total-Count, filters active, deactivates, exports the filter as CSV, deletes", async () => {
    for (const person of [
      { email: "ann@example.org", name: "Ann" },
      { email: "bob@example.org", name: "@Bob" },
    ]) {
      await subscribe(person);
      await confirm(await linkToken());
    }
    const list = await admin("GET", "/api/newsletter/admin?page=1&pageSize=1");
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.headers["cache-control"]).toBe("no-store");
    const [bob] = list.json();
    expect(bob).toMatchObject({ email: "bob@example.org", isActive: true });
    const off = await admin("PUT", `/api/newsletter/${bob.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ id: bob.id, isActive: false });
    expect((await admin("GET", "/api/newsletter/admin?active=false")).json()).toEqual([
      expect.objectContaining({ email: "bob@example.org" }),
    ]);
    expect((await admin("GET", "/api/newsletter/admin?active=maybe")).statusCode).toBe(400);
    // The search matches the address or the name, in any case.
    expect((await admin("GET", "/api/newsletter/admin?q=ANN@")).json()).toEqual([
      expect.objectContaining({ email: "ann@example.org" }),
    ]);
    const csv = await admin("GET", "/api/newsletter/admin/export.csv?active=false");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      '"Email","Name","Subscribed","Active","Language"',
      expect.stringMatching(/^"bob@example.org","'@Bob","[^"]+","false","English"$/),
      "",
    ]);
    expect((await admin("DELETE", `/api/newsletter/${bob.id}`)).json()).toEqual({
      message: "Subscriber deleted",
    });
    expect(await subscriptions()).toMatchObject([{ email: "ann@example.org" }]);
    expect((await admin("DELETE", `/api/newsletter/${bob.id}`)).statusCode).toBe(404);
    expect((await admin("PUT", `/api/newsletter/${bob.id}`, { isActive: true })).statusCode).toBe(404);
  });
});

describe("subscribers by language (admin)", () => {
  const { send: admin } = useAdminSession(t);

  test("the list, its count and pages, the state filter and the CSV export follow the language filter", async () => {
    for (const person of [
      { email: "rosa@example.org", name: "Rosa", language: "es" },
      { email: "ann@example.org", name: "Ann", language: "en" },
      { email: "luis@example.org", name: "Luis", language: "es" },
    ]) {
      await subscribe(person);
      await confirm(await linkToken());
    }
    const emails = async (query: string) => {
      const response = await admin("GET", `/api/newsletter/admin?${query}`);
      expect(response.statusCode).toBe(200);
      return {
        emails: response.json().map(({ email }: { email: string }) => email),
        total: response.headers["x-total-count"],
      };
    };
    const all = (await admin("GET", "/api/newsletter/admin")).json();
    const spanish = all.filter(({ language }: { language: string }) => language === "es");
    expect(spanish.map(({ email }: { email: string }) => email).sort()).toEqual([
      "luis@example.org",
      "rosa@example.org",
    ]);
    const [first, second] = (await emails("language=es")).emails;
    expect(await emails("language=es&page=1&pageSize=1")).toEqual({ emails: [first], total: "2" });
    expect(await emails("language=es&page=2&pageSize=1")).toEqual({ emails: [second], total: "2" });
    expect(await emails("language=en")).toEqual({ emails: ["ann@example.org"], total: "1" });
    const rosa = spanish.find(({ email }: { email: string }) => email === "rosa@example.org");
    await admin("PUT", `/api/newsletter/${rosa.id}`, { isActive: false });
    expect(await emails("language=es&active=true")).toEqual({ emails: ["luis@example.org"], total: "1" });
    expect(await emails("language=en&active=false")).toEqual({ emails: [], total: "0" });

    const csv = await admin("GET", "/api/newsletter/admin/export.csv?language=es&active=false");
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      '"Email","Name","Subscribed","Active","Language"',
      expect.stringMatching(/^"rosa@example.org","Rosa","[^"]+","false","Spanish"$/),
      "",
    ]);
    for (const url of ["/api/newsletter/admin?language=ES", "/api/newsletter/admin/export.csv?language="]) {
      const refused = await admin("GET", url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: "language", message: "Language must be en or es" }]);
    }
  });
});

describe("sign-ups awaiting confirmation (admin)", () => {
  const { send: admin } = useAdminSession(t);

  test("are listed until confirmed, expired ones marked; a resend mails a new link and the old one stops working", async () => {
    await subscribe({ email: "late@example.org", name: "Late Parent" });
    await subscribe({ email: "old@example.org", name: "Old Parent" });
    await t.db.orm.em
      .fork()
      .nativeUpdate(NewsletterConfirmationEntity, { email: "old@example.org" }, { sentAt: new Date(0) });
    const pending = await admin("GET", "/api/newsletter/admin/pending");
    expect(pending.headers["cache-control"]).toBe("no-store");
    expect(pending.json()).toMatchObject([
      { email: "late@example.org", name: "Late Parent", expired: false, language: "en" },
      { email: "old@example.org", name: "Old Parent", expired: true },
    ]);

    const firstToken = await linkToken();
    const resent = await admin("POST", "/api/newsletter/admin/pending/resend", { email: "Old@Example.org" });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: backOfficeMessages.confirmationResent });
    expect(await confirmations()).toHaveLength(3);
    const newToken = await linkToken();
    expect(newToken).not.toBe(firstToken);
    expect((await confirm(firstToken)).statusCode).toBe(404);
    expect((await confirm(newToken)).statusCode).toBe(200);
    expect((await admin("GET", "/api/newsletter/admin/pending")).json()).toMatchObject([
      { email: "late@example.org" },
    ]);

    const unknown = await admin("POST", "/api/newsletter/admin/pending/resend", {
      email: "nobody@example.org",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: backOfficeMessages.signUpNotPending });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/newsletter/admin/pending" });
    expect(anonymous.statusCode).toBe(401);
  });
});
