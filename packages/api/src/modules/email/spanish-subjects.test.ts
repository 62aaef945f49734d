import { EMAIL_KINDS, emailEn, type Language, LETTER_STATUSES } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { seedPost } from "../../../test/blog.ts";
import { submitApplication } from "../../../test/public.ts";
import { BlogPostEntity } from "../blog/blog.entity.ts";
import { EmailOutboxEntity } from "./email.entity.ts";

// No SMTP server: every email stays in the outbox, where its subject is read.
const t = useTestApp();
const { send: admin } = useAdminSession(t);

/**
 * The words of every subject in the English catalogue of visitor emails, without their placeholders
 * ("Your application to", "is under review"): a subject sent to a Spanish visitor shows none of them.
 */
function englishSubjectWords(): string[] {
  const subjects: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node !== "object" || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === "subject" && typeof value === "string") subjects.push(value);
      else collect(value);
    }
  };
  collect(emailEn);
  return subjects
    .flatMap((subject) => subject.split(/\{\{?\w+\}\}?/))
    .map((words) => words.trim())
    .filter((words) => words.length >= 4);
}
const ENGLISH_WORDS = englishSubjectWords();

const VISITOR = validApplication.administratorEmail;
const SUBSCRIBER = "lectora@example.org";

/**
 * Every email a visitor of `language` can receive, through the site's own flows: the application's
 * receipt, a letter for each status that has one, the newsletter's confirmation and a newsletter (a
 * contact message brings the organisation an alert, and the sender nothing). Returns what the outbox
 * holds, alerts to the organisation included.
 */
async function everyEmailTo(language: Language) {
  const contact = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { ...validContact, language },
  });
  expect(contact.statusCode).toBe(201);
  const { id } = (await submitApplication(t.app, { ...validApplication, language })).json();
  for (const status of LETTER_STATUSES) {
    const changed = await admin("PUT", `/api/applications/${id}`, { status, sendLetter: true });
    expect(changed.statusCode).toBe(200);
  }
  await t.app.inject({
    method: "POST",
    url: "/api/newsletter",
    payload: { email: SUBSCRIBER, name: "Lucía", language },
  });
  const em = t.db.orm.em.fork();
  const confirmation = await em.findOneOrFail(EmailOutboxEntity, { kind: "newsletter_confirmation" });
  const token = /\/newsletter\/confirm\?token=([0-9a-f]{64})/.exec(confirmation.text)?.[1];
  expect(
    (await t.app.inject({ method: "POST", url: "/api/newsletter/confirm", payload: { token } })).statusCode,
  ).toBe(200);
  // A post written in the subscriber's language: a newsletter's subject is its title, as written.
  const post = await seedPost(t, "noticias", {
    title: language === "es" ? "Noticias de la red de escuelas" : "News from the school network",
  });
  await em.nativeUpdate(BlogPostEntity, { id: post.id }, { language });
  expect((await admin("POST", `/api/admin/posts/${post.id}/newsletter`)).statusCode).toBe(200);
  return em.find(EmailOutboxEntity, {}, { orderBy: { id: "asc" } });
}

describe("email subjects in the visitor's language", () => {
  test("every email a Spanish visitor can receive has a Spanish subject: none of the English catalogue's", async () => {
    expect(ENGLISH_WORDS).toEqual(expect.arrayContaining(["We received your application", "is approved"]));
    const emails = await everyEmailTo("es");
    // Every kind of email was written, so a new kind fails here until it is looked at.
    expect(new Set(emails.map(({ kind }) => kind))).toEqual(new Set(EMAIL_KINDS));
    const toVisitor = emails.filter(({ toAddress }) => toAddress === VISITOR || toAddress === SUBSCRIBER);
    expect(toVisitor.map(({ kind }) => kind).sort()).toEqual(
      [
        "application_receipt",
        ...LETTER_STATUSES.map(() => "status_letter"),
        "newsletter_confirmation",
        "newsletter",
      ].sort(),
    );
    for (const { kind, subject } of toVisitor) {
      expect(subject.trim(), kind).not.toBe("");
      for (const words of ENGLISH_WORDS) expect(subject, `${kind}: "${subject}"`).not.toContain(words);
    }
  });

  test("the same check finds the English subjects an English visitor gets (it can fail)", async () => {
    const emails = await everyEmailTo("en");
    const fromCatalogue = emails.filter(
      ({ kind, toAddress }) =>
        toAddress === VISITOR || (kind === "newsletter_confirmation" && toAddress === SUBSCRIBER),
    );
    expect(fromCatalogue).toHaveLength(1 + LETTER_STATUSES.length + 1);
    for (const { kind, subject } of fromCatalogue) {
      expect(
        ENGLISH_WORDS.some((words) => subject.includes(words)),
        `${kind}: "${subject}"`,
      ).toBe(true);
    }
  });
});
