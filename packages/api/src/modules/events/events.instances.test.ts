import { EventInputSchema } from "@choose/schema";
import { afterAll, describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { onPostgres, useInstances } from "../../../test/instances.ts";
import { startTestSmtpServer } from "../../testing/smtp-server.ts";
import { EmailOutboxEntity } from "../email/email.entity.ts";

const t = useTestApp();
const startInstance = useInstances();
const smtp = await startTestSmtpServer({ plain: true });
afterAll(() => smtp.close());

describe.skipIf(!onPostgres)("event reminders at two instances on one PostgreSQL", () => {
  test("each registration's reminder is written and sent once, however many instances run, after a restart too", async () => {
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: "https://esa.example.org" };
    const [a, b] = [await startInstance(env), await startInstance(env)];
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const event = await a.services.events.create(
      EventInputSchema.parse({
        title: "Reminder evening",
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        location: "Montgomery",
        capacity: 5,
        published: true,
      }),
    );
    for (const [app, n] of [
      [a, 1],
      [b, 2],
      [a, 3],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url: `/api/events/${event.slug}/registrations`,
        payload: { name: `Parent ${n}`, email: `reminded${n}@example.org`, seats: 1 },
      });
      expect(response.statusCode).toBe(201);
    }
    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(3);

    const dayBefore = new Date(startsAt.getTime() - 12 * 3_600_000);
    const runs = await Promise.all([a, b, a, b].map((app) => app.services.events.queueReminders(dayBefore)));
    expect(runs.reduce((sum, written) => sum + written, 0)).toBe(3);
    // A restarted instance finds them written.
    await b.close();
    const restarted = await startInstance(env);
    expect(await restarted.services.events.queueReminders(dayBefore)).toBe(0);

    await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(6);
    const reminders = smtp.mails.filter((mail) => mail.decoded.includes("Tomorrow: Reminder evening"));
    expect(reminders.flatMap((mail) => mail.to).sort()).toEqual([
      "reminded1@example.org",
      "reminded2@example.org",
      "reminded3@example.org",
    ]);
    const rows = await t.db.orm.em.fork().find(EmailOutboxEntity, { kind: "event_reminder" });
    expect(rows.map((row) => row.state)).toEqual(["sent", "sent", "sent"]);
  });
});
