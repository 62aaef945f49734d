import { rm } from "node:fs/promises";
import { applicationMessages, contactMessages, serverMessages } from "@choose/schema";
import { validApplication, validContact, validNewsletter } from "@choose/schema/fixtures";
import { DRAFT_INTENT, HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { es } from "@choose/schema/i18n/es";
import { formPostMessages } from "@choose/schema/validation-messages";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { fakeWebBuild } from "../../test/web-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

const t = useTestApp();
const PUBLIC_URL = "https://forms.example.org";

/**
 * A stand-in for the web build's renderer: it writes the path and the posted form it was given into
 * the page, so a test reads what the real one would show (its rendering is the web app's tests').
 */
const fakeRenderer = `
export const PUBLIC_PATHS = ["/", "/es", "/contact", "/es/contact", "/application", "/newsletter/confirm"];
export const PUBLIC_PATTERNS = [];
export async function renderDocument(template, path, { posted }) {
  const page = JSON.stringify({ path, posted: posted ?? null });
  return { status: 200, html: template.replace("<div id=root></div>", "<div id=root>" + page + "</div>") };
}
`;

let distDir: string;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  ({ distDir } = await fakeWebBuild(fakeRenderer));
  await (await t.built).app.ready();
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      LOG_REQUESTS: "on",
      RATE_LIMIT: "on",
      CONTACT_LIMIT_PER_MINUTE: "3",
      WEB_DIST_DIR: distDir,
      PUBLIC_URL,
    }),
    db: t.db,
    logStream: { write: (line) => void logLines.push(line) },
  });
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** Each test posts from its own address, so the rate limit of one does not reach another. */
let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

type Answers = Record<string, string | readonly string[] | undefined>;

/** A browser's url-encoded body: one pair per value, a list as repeated pairs. */
function encode(answers: Answers): string {
  const body = new URLSearchParams();
  for (const [field, value] of Object.entries(answers)) {
    for (const item of typeof value === "string" ? [value] : (value ?? [])) body.append(field, item);
  }
  return body.toString();
}

/** A browser's post from `from`: by default one that says it comes from this site (`Sec-Fetch-Site`). */
function post(
  path: string,
  answers: Answers,
  options: Pick<InjectOptions, "headers"> & { from?: string; fetchMetadata?: boolean } = {},
) {
  const { from = nextAddress(), headers, fetchMetadata = true } = options;
  return app.inject({
    method: "POST",
    url: path,
    remoteAddress: from,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(fetchMetadata && { "sec-fetch-site": "same-origin" }),
      ...headers,
    },
    payload: encode(answers),
  });
}

/** The page the fake renderer wrote: its path and the posted form it was rendered with. */
function rendered(body: string): { path: string; posted: Record<string, unknown> | null } {
  const json = /<div id=root>(.*)<\/div>/.exec(body)?.[1];
  if (json === undefined) throw new Error(`not a rendered page: ${body.slice(0, 200)}`);
  return JSON.parse(json);
}

async function count(table: "contact_submissions" | "applications" | "newsletter_confirmations") {
  const [row] = await t.db.orm.em
    .getConnection()
    .execute<{ count: string }[]>(`select count(*)::text as count from ${table}`);
  return Number(row?.count);
}

const doneCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((cookie) => cookie.startsWith("choose_form_done="))
    ?.split(";")[0];

describe("a public form posted without script", () => {
  test("a valid message is stored, and the browser is sent back (303) to the page, which shows Message Sent! once", async () => {
    const sent = await post("/contact", { ...validContact, [HONEYPOT_FIELD]: "" });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/contact#form");
    expect(sent.headers["cache-control"]).toBe("no-store");
    expect(await count("contact_submissions")).toBe(1);
    const cookie = doneCookie(sent.headers["set-cookie"]);
    expect(cookie).toBeDefined();

    const page = await app.inject({ url: "/contact", headers: { cookie: cookie ?? "" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(rendered(page.body).posted).toEqual({ form: "contact", values: {}, errors: {}, done: {} });
    expect(String(page.headers["set-cookie"])).toMatch(/^choose_form_done=;/);
    // A reload (the cookie spent) is the page as it is: nothing sent again, no success shown again.
    expect(rendered((await app.inject("/contact")).body).posted).toBeNull();
    expect(await count("contact_submissions")).toBe(1);
  });

  test("the same answers sent twice (a double click, a retry, a racing script) are one message", async () => {
    const answers = { ...validContact, message: "Sent twice at once by an impatient click." };
    const from = nextAddress();
    const [first, second] = await Promise.all([
      post("/contact", answers, { from }),
      post("/contact", answers, { from }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(await count("contact_submissions")).toBe(1);
    // Through the JSON API the same answers are the same message too.
    const json = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: answers,
      remoteAddress: from,
    });
    expect(json.statusCode).toBe(201);
    expect(await count("contact_submissions")).toBe(1);
  });

  test("invalid answers: 422, the page again with every answer kept and each field's message; nothing stored", async () => {
    const answers = { name: "Ann Lee", email: "not-an-email", message: "short", [HONEYPOT_FIELD]: "" };
    const response = await post("/contact", answers);
    expect(response.statusCode).toBe(422);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(rendered(response.body)).toEqual({
      path: "/contact",
      posted: {
        form: "contact",
        values: { name: "Ann Lee", email: "not-an-email", message: "short" },
        errors: { email: contactMessages.email, message: contactMessages.message },
      },
    });
    expect(await count("contact_submissions")).toBe(0);
  });

  test("a Spanish page's post is stored in Spanish and sent back to the Spanish page", async () => {
    const sent = await post("/es/contact", validContact);
    expect(sent.headers.location).toBe("/es/contact#form");
    const [message] = (await t.app.services.contact.list({ page: 1, pageSize: 10 })).items;
    expect(message?.language).toBe("es");
    // The Spanish page's success is not the English page's.
    const cookie = doneCookie(sent.headers["set-cookie"]) ?? "";
    expect(rendered((await app.inject({ url: "/contact", headers: { cookie } })).body).posted).toBeNull();
  });

  test("an application's ticked boxes are lists (one box or several), and its success names its reference and receipt", async () => {
    const one = await post("/application", validApplication);
    expect(one.statusCode).toBe(303);
    const page = await app.inject({
      url: "/application",
      headers: { cookie: doneCookie(one.headers["set-cookie"]) ?? "" },
    });
    const [stored] = (await t.app.services.applications.list({ page: 1, pageSize: 10, sort: "newest" }))
      .items;
    expect(rendered(page.body).posted).toMatchObject({
      form: "application",
      done: { reference: stored?.id.slice(0, 8).toUpperCase(), email: validApplication.administratorEmail },
    });
    const several = await post("/application", {
      ...validApplication,
      schoolName: "Two Boxes Academy",
      governanceStructure: ["church-related", "independent-board"],
    });
    expect(several.statusCode).toBe(303);
    const none = await post("/application", { ...validApplication, schoolType: [] });
    expect(none.statusCode).toBe(422);
    expect(rendered(none.body).posted).toMatchObject({
      errors: { schoolType: applicationMessages.schoolType },
      values: { schoolType: [] },
    });
    expect(await count("applications")).toBe(2);
  });

  test("Save for later without script keeps the answers on the page and emails the link, which brings them back", async () => {
    const answers = {
      ...validApplication,
      schoolName: "Half-written Academy",
      phone: "",
      schoolType: ["accredited-private"],
    };
    const saved = await post("/application", { ...answers, [DRAFT_INTENT.name]: DRAFT_INTENT.value });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    expect(rendered(saved.body).posted).toMatchObject({
      form: "application",
      values: { schoolName: "Half-written Academy", schoolType: ["accredited-private"] },
      done: { draft: "saved", email: validApplication.administratorEmail },
    });
    // A draft is not an application: nothing is submitted, however complete the answers.
    expect(await count("applications")).toBe(0);
    const [mail] = await t.db.orm.em
      .getConnection()
      .execute<{ text: string }[]>("select text from email_outbox where kind = 'application_draft'");
    const token = /\/application\?draft=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeDefined();

    const back = await app.inject(`/application?draft=${token}`);
    expect(back.statusCode).toBe(200);
    expect(back.headers["cache-control"]).toBe("no-store");
    expect(rendered(back.body).posted).toMatchObject({
      values: { schoolName: "Half-written Academy", schoolType: ["accredited-private"] },
      done: { draft: "loaded" },
    });
    for (const unknown of ["B".repeat(43), "short", "%00"]) {
      const gone = await app.inject(`/application?draft=${unknown}`);
      expect(gone.statusCode).toBe(200);
      expect(rendered(gone.body).posted).toEqual({
        form: "application",
        values: {},
        errors: {},
        done: { draft: "gone" },
      });
    }
    // Only the application's page reads the link.
    expect(rendered((await app.inject(`/contact?draft=${token}`)).body).posted).toBeNull();
  });

  test("Save for later without script and without an address: 422 at the administrator's email, the answers kept", async () => {
    const refused = await post("/application", {
      schoolName: "No Address Academy",
      administratorEmail: "",
      [DRAFT_INTENT.name]: DRAFT_INTENT.value,
    });
    expect(refused.statusCode).toBe(422);
    expect(rendered(refused.body).posted).toMatchObject({
      values: { schoolName: "No Address Academy" },
      errors: { administratorEmail: expect.any(String) },
    });
    // A bot's draft (the honeypot filled) is answered as saved, and neither kept nor mailed.
    const before = await t.db.orm.em
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from application_drafts");
    const caught = await post("/application", {
      schoolName: "Spam",
      administratorEmail: "victim@example.org",
      [HONEYPOT_FIELD]: "https://spam.example",
      [DRAFT_INTENT.name]: DRAFT_INTENT.value,
    });
    expect(rendered(caught.body).posted).toMatchObject({ done: { draft: "saved" } });
    expect(
      await t.db.orm.em.getConnection().execute("select count(*)::int as n from application_drafts"),
    ).toEqual(before);
  });

  test("the directory's consent box (issue 34): ticked it posts “true”, which is a yes; left out, a no", async () => {
    const ticked = await post("/application", {
      ...validApplication,
      schoolName: "Ticked Box Academy",
      listInDirectory: "true",
    });
    expect(ticked.statusCode).toBe(303);
    const unticked = await post("/application", { ...validApplication, schoolName: "Unticked Academy" });
    expect(unticked.statusCode).toBe(303);
    const { items } = await t.app.services.applications.list({ page: 1, pageSize: 10, sort: "newest" });
    const consent = Object.fromEntries(items.map((item) => [item.schoolName, item.listInDirectory]));
    expect(consent).toEqual({ "Ticked Box Academy": true, "Unticked Academy": false });
  });

  test("a filled honeypot is answered as a success and stores nothing", async () => {
    const sent = await post("/contact", { ...validContact, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(sent.statusCode).toBe(303);
    expect(await count("contact_submissions")).toBe(0);
  });

  test("the rate limit is the JSON API's: past it, 429 with Retry-After and the page with every answer", async () => {
    const from = nextAddress();
    for (let i = 0; i < 3; i++) {
      expect(
        (await post("/contact", { ...validContact, message: `Message number ${i} for us` }, { from }))
          .statusCode,
      ).toBe(303);
    }
    const limited = await post("/contact", { ...validContact, message: "One message too many" }, { from });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(rendered(limited.body).posted).toMatchObject({
      values: { message: "One message too many" },
      failure: expect.stringContaining("Too many requests"),
    });
  });

  test("a Spanish page's form past its rate limit is answered in Spanish (429), its answers kept", async () => {
    const from = nextAddress();
    for (let i = 0; i < 3; i++) {
      const sent = await post(
        "/es/contact",
        { ...validContact, message: `Mensaje número ${i} para ustedes` },
        { from },
      );
      expect(sent.statusCode).toBe(303);
      expect(sent.headers.location).toBe("/es/contact#form");
    }
    const limited = await post("/es/contact", { ...validContact, message: "Un mensaje de más" }, { from });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(rendered(limited.body)).toMatchObject({
      path: "/es/contact",
      posted: {
        values: { message: "Un mensaje de más" },
        failure: "Demasiados intentos. Inténtelo de nuevo en más o menos un minuto.",
      },
    });
  });

  test("a failure on our side (500) is told in Spanish on a Spanish page, in English on an English one", async () => {
    const connection = t.db.orm.em.getConnection();
    await connection.execute(
      "alter table contact_submissions add constraint test_refuse check (false) not valid",
    );
    try {
      const spanish = await post("/es/contact", validContact);
      expect(spanish.statusCode).toBe(500);
      expect(rendered(spanish.body).posted).toMatchObject({ failure: es.answers.internal });
      const english = await post("/contact", validContact);
      expect(english.statusCode).toBe(500);
      expect(rendered(english.body).posted).toMatchObject({ failure: serverMessages.internal });
    } finally {
      await connection.execute("alter table contact_submissions drop constraint test_refuse");
    }
  });

  test("another site's post is refused with 403 and its answers are not shown back", async () => {
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ]) {
      const response = await post("/contact", validContact, { headers, fetchMetadata: false });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(rendered(response.body).posted).toEqual({
        form: "contact",
        values: {},
        errors: {},
        failure: formPostMessages.crossSite,
      });
    }
    // The site's own origin (a browser without Sec-Fetch-Site) is accepted.
    const own = await post("/contact", validContact, {
      headers: { origin: PUBLIC_URL },
      fetchMetadata: false,
    });
    expect(own.statusCode).toBe(303);
    expect(await count("contact_submissions")).toBe(1);
  });

  test("newsletter: a sign-up from the home page is pending confirmation; a link page's post acts on its address's token", async () => {
    const signUp = await post("/", validNewsletter);
    expect(signUp.statusCode).toBe(303);
    expect(signUp.headers.location).toBe("/#form");
    expect(await count("newsletter_confirmations")).toBe(1);
    const bad = await post(`/newsletter/confirm?token=${"ab".repeat(32)}`, {});
    expect(bad.statusCode).toBe(404);
    expect(rendered(bad.body).posted).toMatchObject({ form: "confirm", failure: expect.any(String) });
  });

  test("only JSON, forms and uploads are read: another body type is 415, a huge one 413", async () => {
    const xml = await post("/contact", validContact, { headers: { "content-type": "text/xml" } });
    expect(xml.statusCode).toBe(415);
    const huge = await post("/contact", { ...validContact, message: "x".repeat(200_000) });
    expect(huge.statusCode).toBe(413);
  });

  test("no log line holds a submitted value or a query string", async () => {
    const SECRET_TOKEN = "5ec7e7".repeat(8);
    logLines.length = 0;
    const secret = {
      ...validContact,
      name: "Zelda Quux",
      email: "zelda.quux@example.org",
      message: "My private words",
    };
    await post("/contact", secret);
    await post("/contact", { ...secret, email: "not-an-email" });
    await app.inject(`/newsletter/confirm?token=${SECRET_TOKEN}`);
    await post(`/newsletter/confirm?token=${SECRET_TOKEN}`, {});
    const log = logLines.join("");
    expect(log).toContain("request completed");
    for (const value of ["Zelda", "zelda.quux", "private words", SECRET_TOKEN, "token="]) {
      expect(log).not.toContain(value);
    }
  });
});
