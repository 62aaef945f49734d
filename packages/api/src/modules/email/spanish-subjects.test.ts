import { EMAIL_KINDS, emailEn, type Language, LETTER_STATUSES } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { staffToken, useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { seedPost } from "../../../test/blog.ts";
import { submitApplication } from "../../../test/public.ts";
import { UserEntity } from "../auth/auth.entity.ts";
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
      if ((key === "subject" || key.endsWith("Subject")) && typeof value === "string") subjects.push(value);
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
const ATTENDEE = "asistente@example.org";
const EVENT_KINDS = [
  "event_confirmation",
  "event_waitlist",
  "event_promotion",
  "event_reminder",
  "event_cancelled",
];

/**
 * An event's every email to one registrant: confirmed, then waitlisted (a second registration of more
 * seats), promoted when two seats free up, reminded the day before, and told of the event's cancellation.
 */
async function everyEventEmailTo(language: Language) {
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const created = await admin("POST", "/api/admin/events", {
    title: language === "es" ? "Taller para familias" : "Workshop for families",
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    location: "Montgomery",
    capacity: 2,
    published: true,
  });
  expect(created.statusCode).toBe(201);
  const { id, slug } = created.json();
  const register = async (email: string, seats: number) => {
    const url = `/api/events/${slug}/registrations`;
    const response = await t.app.inject({
      method: "POST",
      url,
      payload: { name: "Ana", email, seats, language },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  };
  const first = await register(ATTENDEE, 1);
  const other = await register("otra@example.org", 1);
  await register(ATTENDEE, 2);
  for (const registration of [first, other])
    expect((await admin("POST", `/api/admin/event-registrations/${registration}/cancel`)).statusCode).toBe(
      200,
    );
  expect(await t.app.services.events.queueReminders(new Date(startsAt.getTime() - 12 * 3_600_000))).toBe(1);
  expect((await admin("POST", `/api/admin/events/${id}/cancel`)).statusCode).toBe(200);
}

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
  // The team's own emails, in the back office's English: an invitation and a review assignment.
  expect(
    (await admin("POST", "/api/admin/staff", { email: "colega@example.org", role: "editor" })).statusCode,
  ).toBe(201);
  await staffToken(t, "reviewer");
  const team = t.db.orm.em.fork();
  const reviewer = await team.findOneOrFail(UserEntity, { role: "reviewer" });
  reviewer.email = "revisora@example.org";
  await team.flush();
  const assigned = await admin("PUT", `/api/applications/admin/${id}/review/assignee`, {
    assigneeId: reviewer.id,
  });
  expect(assigned.statusCode).toBe(200);
  // The school portal's: a request for information, and a new link.
  expect(
    (await admin("POST", `/api/applications/${id}/portal/requests`, { body: "Send your permit, please." }))
      .statusCode,
  ).toBe(201);
  expect((await admin("POST", `/api/applications/${id}/portal/link`)).statusCode).toBe(200);
  // A saved draft of the application: its link to continue.
  expect(
    (
      await t.app.inject({
        method: "POST",
        url: "/api/applications/drafts",
        payload: { email: VISITOR, language, values: { schoolName: "Borrador" } },
      })
    ).statusCode,
  ).toBe(201);
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
  await everyEventEmailTo(language);
  return em.find(EmailOutboxEntity, {}, { orderBy: { id: "asc" } });
}

describe("email subjects in the visitor's language", () => {
  test("every email a Spanish visitor can receive has a Spanish subject: none of the English catalogue's", async () => {
    expect(ENGLISH_WORDS).toEqual(expect.arrayContaining(["We received your application", "is approved"]));
    const emails = await everyEmailTo("es");
    // Every kind of email was written, so a new kind fails here until it is looked at.
    expect(new Set(emails.map(({ kind }) => kind))).toEqual(new Set(EMAIL_KINDS));
    const toVisitor = emails.filter(({ toAddress }) => [VISITOR, SUBSCRIBER, ATTENDEE].includes(toAddress));
    expect(toVisitor.map(({ kind }) => kind).sort()).toEqual(
      [
        "application_receipt",
        ...LETTER_STATUSES.map(() => "status_letter"),
        "portal_request",
        "portal_link",
        "application_draft",
        "newsletter_confirmation",
        "newsletter",
        ...EVENT_KINDS,
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
        toAddress === VISITOR ||
        toAddress === ATTENDEE ||
        (kind === "newsletter_confirmation" && toAddress === SUBSCRIBER),
    );
    expect(fromCatalogue).toHaveLength(1 + LETTER_STATUSES.length + 3 + 1 + EVENT_KINDS.length);
    for (const { kind, subject } of fromCatalogue) {
      expect(
        ENGLISH_WORDS.some((words) => subject.includes(words)),
        `${kind}: "${subject}"`,
      ).toBe(true);
    }
  });
});
