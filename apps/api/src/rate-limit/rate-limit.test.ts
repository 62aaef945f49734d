import { serverMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { validApplication, validContact } from "../../test/fixtures.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../env.ts";
import { redisCounterStore } from "./counter-store.ts";

const limits = {
  RATE_LIMIT: "on",
  CONTACT_LIMIT_PER_MINUTE: "2",
  APPLICATION_LIMIT_PER_MINUTE: "2",
  NEWSLETTER_LIMIT_PER_MINUTE: "3",
};
const t = useTestApp(limits);

const endpoints = [
  ["/api/contact", validContact, 2],
  ["/api/applications", validApplication, 2],
  ["/api/newsletter", { email: "a@example.org", name: "Jo Smith" }, 3],
] as const;

describe("rate limits on public writes", () => {
  test.each(endpoints)(
    "%s allows its limit per IP, then 429 with Retry-After and a message",
    async (url, payload, limit) => {
      const send = (ip: string) => t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
      for (let i = 0; i < limit; i++) expect((await send("203.0.113.1")).statusCode).toBeLessThan(300);
      const limited = await send("203.0.113.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: serverMessages.tooManyRequests });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect((await send("203.0.113.2")).statusCode).toBeLessThan(300);
    },
  );

  test("X-Forwarded-For is ignored unless TRUST_PROXY is set", async () => {
    const send = (forwardedFor: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: validContact,
        headers: { "x-forwarded-for": forwardedFor },
      });
    await send("198.51.100.1");
    await send("198.51.100.2");
    expect((await send("198.51.100.3")).statusCode).toBe(429);
  });

  test("with TRUST_PROXY the forwarded address is the client", async () => {
    const config = loadConfig({
      ...limits,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      TRUST_PROXY: "true",
      WEB_DIST_DIR: "/none",
    });
    const app = await buildApp({ config, db: t.db });
    const send = (forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        payload: validContact,
        headers: { "x-forwarded-for": forwardedFor },
      });
    const statuses = [];
    for (const ip of ["198.51.100.1", "198.51.100.1", "198.51.100.1", "198.51.100.2"])
      statuses.push((await send(ip)).statusCode);
    await app.close();
    expect(statuses).toEqual([201, 201, 429, 201]);
  });

  test("the counters are shared by every instance on the same database", async () => {
    const config = loadConfig({ ...limits, NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/none" });
    const second = await buildApp({ config, db: t.db });
    const send = (app: typeof second) =>
      app.inject({ method: "POST", url: "/api/contact", payload: validContact, remoteAddress: "192.0.2.9" });
    const statuses = [
      (await send(t.app)).statusCode,
      (await send(second)).statusCode,
      (await send(second)).statusCode,
    ];
    await second.close();
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe("the Redis counter store", () => {
  test("counts within a window, reports its end, and resets", async () => {
    const store = redisCounterStore(process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379");
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      const first = await store.increment(key, 60_000);
      const second = await store.increment(key, 60_000);
      expect([first.count, second.count]).toEqual([1, 2]);
      expect(second.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await store.reset(key);
      expect((await store.increment(key, 60_000)).count).toBe(1);
    } finally {
      await store.reset(key);
      await store.close();
    }
  });
});
