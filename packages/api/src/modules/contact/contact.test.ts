import { contactMessages } from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";
import { es } from "@choose/schema/i18n/es";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { expectFieldError, type FieldCase, fieldCases } from "../../../test/validation.ts";
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
    ...fieldCases(contactMessages, { name: ["A"], email: ["not-an-email"], message: ["Too short"] }),
    ["message", { message: "x".repeat(5001) }, "Must be at most 5000 characters"],
  ] satisfies FieldCase[])(
    "rejects a bad %s with 400 and the spec message, storing nothing",
    async (path, change, message) => {
      expectFieldError(await post({ ...validContact, ...change }), path, message);
      expect(await storedCount()).toBe(0);
    },
  );

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

describe("the contact inbox (admin)", () => {
  const { send: admin } = useAdminSession(t);

  test("lists newest first with X-Total-Count, searches, filters by state, marks handled, deletes", async () => {
    const first = (await post({ ...validContact, organization: "Magnolia Hall" })).json();
    const second = (await post({ ...validContact, name: "Zoë Brown" })).json();
    const list = await admin("GET", "/api/contact/admin?page=1&pageSize=10");
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().map(({ id }: { id: string }) => id)).toEqual([second.id, first.id]);
    expect((await admin("GET", "/api/contact/admin?q=magnolia")).json()).toEqual([
      expect.objectContaining({ id: first.id, organization: "Magnolia Hall", status: "new" }),
    ]);
    const handled = await admin("PUT", `/api/contact/${first.id}`, { status: "handled" });
    expect(handled.json()).toMatchObject({ id: first.id, status: "handled" });
    expect((await admin("PUT", `/api/contact/${first.id}`, { status: "done" })).statusCode).toBe(400);
    expect((await admin("GET", "/api/contact/admin?status=handled")).json()).toEqual([
      expect.objectContaining({ id: first.id }),
    ]);
    expect((await admin("GET", `/api/contact/admin/${first.id}`)).json()).toMatchObject({
      status: "handled",
    });
    expect((await admin("DELETE", `/api/contact/${first.id}`)).json()).toEqual({
      message: "Message deleted",
    });
    expect((await admin("GET", `/api/contact/admin/${first.id}`)).statusCode).toBe(404);
    expect((await admin("PUT", `/api/contact/${first.id}`, { status: "new" })).statusCode).toBe(404);
    expect((await admin("DELETE", `/api/contact/${first.id}`)).statusCode).toBe(404);
    expect((await admin("GET", "/api/contact/admin?status=unread")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/contact/admin" })).statusCode).toBe(401);
  });

  test("filters by the sender's language, with the state and the search, counting only the matches", async () => {
    const spanish = (await post({ ...validContact, name: "Rosa Díaz", language: "es" })).json();
    const english = [
      (await post({ ...validContact, name: "Ann Lee", language: "en" })).json(),
      (await post({ ...validContact, name: "Bob Hall" })).json(),
    ];
    const ids = async (query: string) => {
      const response = await admin("GET", `/api/contact/admin?${query}`);
      expect(response.statusCode).toBe(200);
      return {
        ids: response.json().map(({ id }: { id: string }) => id),
        total: response.headers["x-total-count"],
      };
    };
    expect(await ids("language=es")).toEqual({ ids: [spanish.id], total: "1" });
    expect(await ids("language=en&page=1&pageSize=1")).toEqual({ ids: [english[1].id], total: "2" });
    expect(await ids("language=en&page=2&pageSize=1")).toEqual({ ids: [english[0].id], total: "2" });
    expect(await ids("language=es&q=ann")).toEqual({ ids: [], total: "0" });
    await admin("PUT", `/api/contact/${spanish.id}`, { status: "handled" });
    expect(await ids("language=es&status=handled")).toEqual({ ids: [spanish.id], total: "1" });
    expect(await ids("language=en&status=handled")).toEqual({ ids: [], total: "0" });
    expect((await admin("GET", `/api/contact/admin/${spanish.id}`)).json()).toMatchObject({ language: "es" });

    const refused = await admin("GET", "/api/contact/admin?language=fr");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: "language", message: "Language must be en or es" }]);
    const { items, total } = await t.app.services.contact.list({ language: "es", q: "rosa" });
    expect([items.map(({ id }) => id), total]).toEqual([[spanish.id], 1]);
  });
});

describe("a message from a Spanish page", () => {
  test("is stored with its language, and a bad one is answered in Spanish (REST and tRPC)", async () => {
    const sent = await post({ ...validContact, language: "es" });
    expect(sent.statusCode).toBe(201);
    const stored = await t.db.orm.em.fork().findOneOrFail(ContactSubmission, { id: sent.json().id });
    expect(stored.language).toBe("es");

    const rest = await post({ ...validContact, name: "A", language: "es" });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      message: es.validation.contact.name,
      errors: [{ path: "name", message: es.validation.contact.name }],
    });
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/contact.send",
      payload: { ...validContact, message: "short", language: "es" },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(es.validation.contact.message);
  });

  test("English answers are unchanged", async () => {
    const response = await post({ ...validContact, name: "A", language: "en" });
    expect(response.json()).toEqual({
      message: contactMessages.name,
      errors: [{ path: "name", message: contactMessages.name }],
    });
  });

  test("an unknown language is refused", async () => {
    const response = await post({ ...validContact, language: "fr" });
    expect(response.statusCode).toBe(400);
  });
});
