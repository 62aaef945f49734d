import { serverMessages } from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { testConfig, useTestApp } from "../test/app.ts";
import { BODY_LIMIT_BYTES, buildApp } from "./app.ts";

const t = useTestApp();

describe("the HTTP app", () => {
  test("GET /api/health reports the database in use", async () => {
    const response = await t.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.db.kind });
  });

  test.each([
    [
      "malformed JSON",
      { "content-type": "application/json" },
      "{not json",
      400,
      serverMessages.malformedJson,
    ],
    ["an empty JSON body", { "content-type": "application/json" }, "", 400, serverMessages.malformedJson],
    ["a text body", { "content-type": "text/plain" }, "hello", 415, serverMessages.unsupportedMediaType],
    [
      "a form body",
      { "content-type": "application/x-www-form-urlencoded" },
      "a=b",
      415,
      serverMessages.unsupportedMediaType,
    ],
    [
      "a body over 100 KB",
      { "content-type": "application/json" },
      JSON.stringify({ ...validContact, message: "x".repeat(BODY_LIMIT_BYTES) }),
      413,
      serverMessages.payloadTooLarge,
    ],
  ])("%s is answered with a JSON 4xx and a message", async (_case, headers, payload, status, message) => {
    const response = await t.app.inject({ method: "POST", url: "/api/contact", headers, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  test.each(["/api/nothing-here", "/api", "/api/blog/slug"])(
    "unknown API path %s is a JSON 404",
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toHaveProperty("message");
    },
  );

  test("a screen's batch of tRPC queries is one GET, however many procedures it names", async () => {
    const paths = ["blog.list", "organisation.site", "chooseAct.guide"];
    const batch = Array.from({ length: 8 }, (_, i) => paths[i % paths.length]).join(",");
    const response = await t.app.inject(`/trpc/${batch}?batch=1&input=%7B%7D`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(8);
  });

  test("every response carries the strict security headers", async () => {
    const { headers } = await t.app.inject("/api/blog");
    expect(headers["content-security-policy"]).toContain("script-src 'self'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Images: ours or https elsewhere; never http: or data:.
    expect(headers["content-security-policy"]).toMatch(/(^|; )img-src 'self' https:(;|$)/);
    expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "DENY" });
  });

  test.each([
    ["REST", "/api/contact"],
    ["tRPC", "/trpc/contact.send"],
  ])("a 5xx over %s says only that something failed: no stack, no internals", async (_transport, url) => {
    const services = {
      ...t.app.services,
      contact: {
        ...t.app.services.contact,
        send: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432 at pool.ts:12")),
      },
    };
    const app = await buildApp({ config: t.config, db: t.db, services });
    const response = await app.inject({ method: "POST", url, payload: validContact });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/ECONNREFUSED|10\.0\.0\.5|pool\.ts|stack/);
    expect(response.body).toContain(serverMessages.internal);
  });

  test("as shipped, a request that succeeds writes no log line and one that fails is logged", async () => {
    const lines: string[] = [];
    const services = {
      ...t.app.services,
      contact: { ...t.app.services.contact, send: () => Promise.reject(new Error("the database is away")) },
    };
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: "info" }),
      db: t.db,
      services,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    lines.length = 0;
    expect((await app.inject("/api/blog")).statusCode).toBe(200);
    expect(lines).toEqual([]);
    expect(
      (await app.inject({ method: "POST", url: "/api/contact", payload: validContact })).statusCode,
    ).toBe(500);
    await app.close();
    expect(lines.join("")).toContain("the database is away");
  });
});
