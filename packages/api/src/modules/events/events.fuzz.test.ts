import fc from "fast-check";
import { beforeEach, describe, expect, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { bodies, hostileSegments } from "../../../test/fuzz.ts";
import { EventRegistrationEntity } from "./events.entity.ts";

const t = useTestApp();

const validEvent = {
  title: "Fuzz workshop",
  description: "<p>Hello</p>",
  startsAt: "2031-03-09T18:00",
  endsAt: "2031-03-09T20:00",
  location: "Hall",
  onlineUrl: "https://meet.example.org/x",
  capacity: 3,
  language: "en",
  published: true,
};
const validRegistration = { name: "Fuzz Parent", email: "fuzz@example.org", seats: 2, language: "es" };

let token = "";
let slug = "";
beforeEach(async () => {
  token = await adminToken(t);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/admin/events",
    headers: { "x-admin-token": token },
    payload: validEvent,
  });
  slug = created.json().slug;
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });

describe("generated input at the events' endpoints", () => {
  test("registrations: never a 5xx, never more seats confirmed than the capacity", async () => {
    await fc.assert(
      fc.asyncProperty(bodies(validRegistration), async (body) => {
        const response = await post(`/api/events/${slug}/registrations`, body);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toHaveProperty("message");
      }),
      { numRuns: 400 },
    );
    const rows = await t.db.orm.em.fork().find(EventRegistrationEntity, { status: "confirmed" });
    expect(rows.reduce((sum, row) => sum + row.seats, 0)).toBeLessThanOrEqual(validEvent.capacity);
  });

  test("the admin's create and update: never a 5xx", async () => {
    const { id } = (
      await t.app.inject({ url: "/api/admin/events", headers: { "x-admin-token": token } })
    ).json()[0];
    await fc.assert(
      fc.asyncProperty(bodies(validEvent), fc.boolean(), async (body, update) => {
        const response = update
          ? await t.app.inject({
              method: "PUT",
              url: `/api/admin/events/${id}`,
              payload: JSON.stringify(body),
              headers: { "content-type": "application/json", "x-admin-token": token },
            })
          : await post("/api/admin/events", body, { "x-admin-token": token });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  });

  test("cancel tokens, slugs and ids in paths: never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(bodies({ token: "ab".repeat(32) }), async (body) => {
        expect((await post("/api/event-registrations/cancel", body)).statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    const segments = fc.oneof(
      fc.constantFrom(...hostileSegments),
      fc.string({ maxLength: 200 }).map(encodeURIComponent),
    );
    await fc.assert(
      fc.asyncProperty(segments, async (segment) => {
        for (const url of [
          `/api/events/${segment}`,
          `/events/${segment}.ics`,
          `/api/admin/events/${segment}/attendees.csv`,
        ]) {
          const response = await t.app.inject({ url, headers: { "x-admin-token": token } });
          expect(response.statusCode, url).toBeLessThan(500);
        }
        const registration = await post(`/api/events/${segment}/registrations`, validRegistration);
        expect(registration.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
