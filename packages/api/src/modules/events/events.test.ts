import { eventMessages, eventRegistrationMessages, serverMessages } from "@choose/schema";
import ICAL from "ical.js";
import { describe, expect, test } from "vitest";
import { staffToken, useAdminSession } from "../../../test/admin.ts";
import { useMailingTestApp } from "../../../test/mail.ts";
import { EmailOutboxEntity } from "../email/email.entity.ts";
import { EventRegistrationEntity } from "./events.entity.ts";

const { t, smtp } = await useMailingTestApp();
const admin = useAdminSession(t);

const DAY = 86_400_000;
const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * DAY + hours * 3_600_000).toISOString();

const anEvent = (overrides: Record<string, unknown> = {}) => ({
  title: "Choosing a school: an evening workshop",
  description: '<p>Bring questions.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  startsAt: inDays(7),
  endsAt: inDays(7, 2),
  location: "Community Hall, 1 Main St, Montgomery",
  onlineUrl: "https://meet.example.org/choose-workshop",
  capacity: 2,
  language: "en",
  published: true,
  ...overrides,
});

async function createEvent(overrides: Record<string, unknown> = {}) {
  const response = await admin.send("POST", "/api/admin/events", anEvent(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; slug: string; description: string; startsAt: string }>();
}

const register = (slug: string, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/events/${slug}/registrations`, payload: body });

const family = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Parent ${n}`,
  email: `parent${n}@example.org`,
  seats: 1,
  language: "en",
  ...extra,
});

const outbox = (kind: string) =>
  t.db.orm.em.fork().find(EmailOutboxEntity, { kind: kind as never }, { orderBy: { id: "asc" } });

/** The mails the test SMTP server received for `to` once `count` have arrived (earlier tests' late mails aside). */
async function mailsTo(to: string, count = 1) {
  const received = () => smtp.mails.filter((mail) => mail.to.includes(to));
  await expect.poll(() => received().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return received();
}

/** The cancel link's token in the newest email to `to`. */
async function cancelToken(to: string) {
  const [email] = await t.db.orm.em
    .fork()
    .find(EmailOutboxEntity, { toAddress: to }, { orderBy: { id: "desc" }, limit: 1 });
  const token = /\/events\/cancel\?token=([0-9a-f]{64})/.exec(email?.text ?? "")?.[1];
  if (!token) throw new Error(`No cancel link in the email to ${to}`);
  return token;
}

describe("POST /api/admin/events", () => {
  test("answers the event with its slug, the description sanitized, times as UTC", async () => {
    const event = await createEvent({ startsAt: "2027-01-14T18:30", endsAt: "2027-01-14T20:00" });
    expect(event.slug).toBe("choosing-a-school-an-evening-workshop");
    expect(event.description).toBe("<p>Bring questions.</p>");
    // 6:30 PM in Alabama in January is CST (UTC-6).
    expect(event.startsAt).toBe("2027-01-15T00:30:00.000Z");
    const again = await createEvent();
    expect(again.slug).toBe("choosing-a-school-an-evening-workshop-2");
  });

  test("refuses an end before the start, no place, a bad link or capacity with 400 and the field", async () => {
    for (const [body, path, message] of [
      [{ endsAt: inDays(6) }, "endsAt", eventMessages.endsAfterStart],
      [{ location: "", onlineUrl: "" }, "location", eventMessages.place],
      [{ onlineUrl: "javascript:alert(1)" }, "onlineUrl", eventMessages.onlineUrl],
      [{ capacity: 0 }, "capacity", eventMessages.capacity],
      [{ startsAt: "next tuesday" }, "startsAt", eventMessages.time],
    ] as const) {
      const response = await admin.send("POST", "/api/admin/events", anEvent(body));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
  });

  test("an Editor manages events; a Reviewer gets 403", async () => {
    const editor = await staffToken(t, "editor");
    const reviewer = await staffToken(t, "reviewer");
    const send = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/events",
        headers: { "x-admin-token": token },
        payload: anEvent(),
      });
    expect((await send(editor)).statusCode).toBe(201);
    expect((await send(reviewer)).statusCode).toBe(403);
  });
});

describe("registrations", () => {
  test("2 seats: two confirmed, the third waitlisted; a cancellation promotes it, with emails", async () => {
    const { slug } = await createEvent();
    const answers = [];
    for (const n of [1, 2, 3]) {
      const response = await register(slug, family(n));
      expect(response.statusCode, response.body).toBe(201);
      answers.push(response.json());
    }
    expect(answers.map((a) => a.status)).toEqual(["confirmed", "confirmed", "waitlisted"]);
    expect(answers[2].waitlistPosition).toBe(1);
    const page = (await t.app.inject(`/api/events/${slug}`)).json();
    expect(page).toMatchObject({ seatsLeft: 0, waitlisted: 1, online: true });
    expect(page).not.toHaveProperty("onlineUrl");
    expect(JSON.stringify(page)).not.toContain("meet.example.org");

    const [first] = await mailsTo("parent1@example.org");
    await mailsTo("parent2@example.org");
    expect(first?.decoded).toContain("meet.example.org/choose-workshop");
    expect(first?.decoded).toMatch(/Content-Type: text\/calendar/i);
    const [third] = await mailsTo("parent3@example.org");
    expect(third?.decoded).not.toContain("meet.example.org");

    const cancelled = await t.app.inject({
      method: "POST",
      url: "/api/event-registrations/cancel",
      payload: { token: await cancelToken("parent1@example.org") },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await t.db.orm.em.fork().find(EventRegistrationEntity, {}, { orderBy: { position: "asc" } });
    expect(rows.map((row) => row.status)).toEqual(["cancelled", "confirmed", "confirmed"]);
    const promoted = (await mailsTo("parent3@example.org", 2))[1];
    expect(promoted?.decoded).toContain("A seat is yours");
    expect(promoted?.decoded).toContain("meet.example.org/choose-workshop");
    // The link works once: the registration is cancelled already.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/event-registrations/cancel",
      payload: { token: await cancelToken("parent1@example.org") },
    });
    expect(again.statusCode).toBe(200);
    expect(await outbox("event_promotion")).toHaveLength(1);
  });

  test("the same answers sent twice are one registration", async () => {
    const { slug } = await createEvent();
    const [a, b] = await Promise.all([register(slug, family(1)), register(slug, family(1))]);
    expect(a.json().id).toBe(b.json().id);
    expect(await t.db.orm.em.fork().count(EventRegistrationEntity, {})).toBe(1);
    expect(await outbox("event_confirmation")).toHaveLength(1);
  });

  test("the last seat goes to one of many racing registrations; the rest wait in order", async () => {
    const { slug } = await createEvent({ capacity: 1 });
    const responses = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => register(slug, family(n))));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const statuses = responses.map((r) => r.json().status);
    expect(statuses.filter((s) => s === "confirmed")).toHaveLength(1);
    const rows = await t.db.orm.em.fork().find(EventRegistrationEntity, {});
    expect(rows.filter((row) => row.status === "confirmed").reduce((sum, row) => sum + row.seats, 0)).toBe(1);
    expect(new Set(rows.map((row) => row.position)).size).toBe(6);
  });

  test("refuses too many seats, a bad email, an unknown or past event, answering in Spanish for es", async () => {
    const { slug } = await createEvent();
    const seats = await register(slug, family(1, { seats: 11 }));
    expect(seats.statusCode).toBe(400);
    expect(seats.json().errors).toContainEqual({ path: "seats", message: eventRegistrationMessages.seats });
    const spanish = await register(slug, family(1, { email: "nope", language: "es" }));
    expect(spanish.json().message).toBe("Por favor, escriba un correo electrónico válido");
    expect((await register("no-such-event", family(1))).statusCode).toBe(404);
    const past = await createEvent({ title: "Last year", startsAt: inDays(-2), endsAt: inDays(-2, 1) });
    const closed = await register(past.slug, family(1));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(serverMessages.registrationClosed);
    const unpublished = await createEvent({ title: "Draft", published: false });
    expect((await register(unpublished.slug, family(1))).statusCode).toBe(404);
  });

  test("a Spanish registrant's email is in Spanish", async () => {
    const { slug } = await createEvent();
    await register(slug, family(1, { language: "es", email: "familia@example.org" }));
    const [mail] = await mailsTo("familia@example.org");
    expect(mail?.decoded).toContain("Su inscripción está confirmada");
    expect(mail?.decoded).toContain("/es/events/cancel?token=");
  });
});

describe("lists, archive and calendars", () => {
  test("GET /api/events lists upcoming published events; past ones are in the archive", async () => {
    await createEvent({ title: "Soon" });
    await createEvent({ title: "Hidden", published: false });
    await createEvent({ title: "Over", startsAt: inDays(-3), endsAt: inDays(-3, 1) });
    const upcoming = (await t.app.inject("/api/events")).json();
    expect(upcoming.map((e: { title: string }) => e.title)).toEqual(["Soon"]);
    const past = (await t.app.inject("/api/events/past")).json();
    expect(past.map((e: { title: string }) => e.title)).toEqual(["Over"]);
    expect(past[0].past).toBe(true);
  });

  test("the .ics files parse with ical.js; the public ones carry no online link", async () => {
    const { slug, startsAt } = await createEvent();
    await createEvent({ title: "Second evening", startsAt: inDays(8), endsAt: inDays(8, 2) });
    const single = await t.app.inject(`/events/${slug}.ics`);
    expect(single.statusCode).toBe(200);
    expect(single.headers["content-type"]).toContain("text/calendar");
    const component = new ICAL.Component(ICAL.parse(single.body));
    const events = component.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(["Choosing a school: an evening workshop"]);
    expect(events[0]?.location).toBe("Community Hall, 1 Main St, Montgomery");
    expect(single.body).not.toContain("meet.example.org");
    const feed = await t.app.inject("/events.ics");
    const feedEvents = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents("vevent");
    expect(feedEvents).toHaveLength(2);
    expect(feed.body).not.toContain("meet.example.org");
    expect((await t.app.inject("/events/nothing-here.ics")).statusCode).toBe(404);

    // The registrant's attachment has the online link, and parses too.
    await register(slug, family(1));
    const [mail] = await t.db.orm.em.fork().find(EmailOutboxEntity, { kind: "event_confirmation" });
    const attachment = mail?.attachments?.[0]?.content ?? "";
    const attached = new ICAL.Event(
      new ICAL.Component(ICAL.parse(attachment)).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(attached.description).toContain("https://meet.example.org/choose-workshop");
    expect(attached.startDate.toJSDate().getTime()).toBe(
      Math.floor(new Date(startsAt).getTime() / 1000) * 1000,
    );
  });
});

describe("back office", () => {
  test("attendees in order with check-in, CSV export; cancelling the event emails every registrant", async () => {
    const { id, slug } = await createEvent();
    for (const n of [1, 2, 3]) await register(slug, family(n));
    const attendees = (await admin.send("GET", `/api/admin/events/${id}/attendees`)).json();
    expect(attendees.map((a: { status: string }) => a.status)).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
    ]);
    const checkIn = await admin.send("PUT", `/api/admin/event-registrations/${attendees[0].id}/check-in`, {
      checkedIn: true,
    });
    expect(checkIn.json().checkedInAt).not.toBeNull();
    const waitlistedCheckIn = await admin.send(
      "PUT",
      `/api/admin/event-registrations/${attendees[2].id}/check-in`,
      {
        checkedIn: true,
      },
    );
    expect(waitlistedCheckIn.statusCode).toBe(409);
    const csv = await admin.send("GET", `/api/admin/events/${id}/attendees.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[1]).toContain('"Parent 1","parent1@example.org","1","Confirmed"');
    const editor = await staffToken(t, "editor");
    const editorCsv = await t.app.inject({
      url: `/api/admin/events/${id}/attendees.csv`,
      headers: { "x-admin-token": editor },
    });
    expect(editorCsv.statusCode).toBe(403);

    const staffCancel = await admin.send("POST", `/api/admin/event-registrations/${attendees[1].id}/cancel`);
    expect(staffCancel.json().status).toBe("cancelled");
    expect(await outbox("event_promotion")).toHaveLength(1);

    const cancelled = await admin.send("POST", `/api/admin/events/${id}/cancel`);
    expect(cancelled.json().cancelled).toBe(true);
    expect((await outbox("event_cancelled")).map((m) => m.toAddress).sort()).toEqual([
      "parent1@example.org",
      "parent3@example.org",
    ]);
    expect((await register(slug, family(9))).statusCode).toBe(409);
  });

  test("raising the capacity promotes the waitlist; lowering it under the confirmed seats is refused", async () => {
    const { id, slug } = await createEvent({ capacity: 1 });
    await register(slug, family(1));
    await register(slug, family(2, { seats: 2 }));
    const lower = await admin.send("PUT", `/api/admin/events/${id}`, anEvent({ capacity: 0 }));
    expect(lower.statusCode).toBe(400);
    const raised = await admin.send("PUT", `/api/admin/events/${id}`, anEvent({ capacity: 3 }));
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ seatsLeft: 0, waitlisted: 0, confirmedSeats: 3 });
  });
});

describe("reminders", () => {
  test("written once per confirmed registration the day before, however often it runs", async () => {
    const { slug } = await createEvent({ startsAt: inDays(3), endsAt: inDays(3, 1) });
    await register(slug, family(1));
    await register(slug, family(2));
    await register(slug, family(3));
    const threeDaysOn = new Date(Date.now() + 2.5 * DAY);
    expect(await t.app.services.events.queueReminders(new Date())).toBe(0);
    const runs = await Promise.all([1, 2, 3].map(() => t.app.services.events.queueReminders(threeDaysOn)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await t.app.services.events.queueReminders(threeDaysOn)).toBe(0);
    expect((await outbox("event_reminder")).map((m) => m.toAddress).sort()).toEqual([
      "parent1@example.org",
      "parent2@example.org",
    ]);
  });
});
