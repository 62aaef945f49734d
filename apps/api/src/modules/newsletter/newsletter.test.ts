import { newsletterMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { NewsletterSubscription } from "./newsletter.entity.ts";

const t = useTestApp();

const subscribe = (payload: object) => t.app.inject({ method: "POST", url: "/api/newsletter", payload });
const subscriptions = () => t.db.orm.em.fork().find(NewsletterSubscription, {});

describe("POST /api/newsletter", () => {
  test("a new address answers 201 and is stored trimmed, lower-cased and active", async () => {
    const response = await subscribe({ email: "  Parent@Example.ORG ", name: "  Jo Smith " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ subscribed: true, alreadySubscribed: false });
    expect(await subscriptions()).toMatchObject([
      { email: "parent@example.org", name: "Jo Smith", isActive: true },
    ]);
  });

  test("the same address again (any case, spaces) is not an error: 200, one row", async () => {
    await subscribe({ email: "parent@example.org", name: "Jo" });
    const again = await subscribe({ email: " PARENT@example.org", name: "Jo Smith" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ subscribed: true, alreadySubscribed: true });
    expect(await subscriptions()).toHaveLength(1);
  });

  test("an inactive subscription becomes active again", async () => {
    await subscribe({ email: "parent@example.org", name: "Jo" });
    await t.db.orm.em.fork().nativeUpdate(NewsletterSubscription, {}, { isActive: false });
    await subscribe({ email: "parent@example.org", name: "Jo" });
    expect(await subscriptions()).toMatchObject([{ isActive: true }]);
  });

  test("two sign-ups racing for one address both succeed and leave one row", async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => subscribe({ email: "race@example.org", name: "Racer" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await subscriptions()).toHaveLength(1);
  });

  test.each([
    ["email", { email: "nope", name: "Jo Smith" }, newsletterMessages.email],
    ["email", { email: "   ", name: "Jo Smith" }, newsletterMessages.email],
    ["name", { email: "a@example.org", name: " J " }, newsletterMessages.name],
  ])("rejects a bad %s with 400 and the spec message", async (path, payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
    expect(await subscriptions()).toHaveLength(0);
  });

  test("a filled honeypot looks like success and stores nothing", async () => {
    const response = await subscribe({ email: "bot@example.org", name: "Bot Bot", homepage: "x" });
    expect(response.statusCode).toBe(201);
    expect(await subscriptions()).toHaveLength(0);
  });
});
