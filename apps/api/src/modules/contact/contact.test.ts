import { contactMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { validContact } from "../../../test/fixtures.ts";
import { ContactSubmission } from "./contact.entity.ts";

const t = useTestApp();

const post = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/contact", payload: payload as object });
const storedCount = () => t.db.orm.em.fork().count(ContactSubmission, {});

describe("POST /api/contact", () => {
  test("stores the message and answers 201 with its id and time", async () => {
    const response = await post(validContact);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), submittedAt: expect.any(String) });
    const stored = await t.db.orm.em.fork().findOneOrFail(ContactSubmission, { id: body.id });
    expect(stored).toMatchObject({
      name: validContact.name,
      email: validContact.email,
      message: validContact.message,
    });
  });

  test("phone and organization are optional and stored as null when empty", async () => {
    const response = await post({ ...validContact, phone: "", organization: undefined });
    expect(response.statusCode).toBe(201);
    const stored = await t.db.orm.em.fork().findOneOrFail(ContactSubmission, { id: response.json().id });
    expect(stored.phone).toBeNull();
    expect(stored.organization).toBeNull();
  });

  test.each([
    ["name", { name: "A" }, contactMessages.name],
    ["email", { email: "not-an-email" }, contactMessages.email],
    ["message", { message: "Too short" }, contactMessages.message],
    ["message", { message: "x".repeat(5001) }, "Must be at most 5000 characters"],
  ])("rejects a bad %s with 400 and the spec message, storing nothing", async (path, change, message) => {
    const response = await post({ ...validContact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
    expect(await storedCount()).toBe(0);
  });

  test("text round-trips verbatim: unicode, HTML and SQL-looking input", async () => {
    const message = 'Ünïcødé 👋 <b>bold</b> \'; DROP TABLE contact_submissions; -- "quoted"';
    const response = await post({ ...validContact, name: "Zoë O'Brien", message });
    const stored = await t.db.orm.em.fork().findOneOrFail(ContactSubmission, { id: response.json().id });
    expect(stored.name).toBe("Zoë O'Brien");
    expect(stored.message).toBe(message);
  });

  test("a filled honeypot answers 201 like a success but stores nothing", async () => {
    const response = await post({ ...validContact, homepage: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toEqual(expect.any(String));
    expect(await storedCount()).toBe(0);
  });
});
