import { validApplication, validContact } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { testConfig, useTestApp } from "../../test/app.ts";
import { redisUrl, skipWithoutRedis } from "../../test/redis.ts";
import { buildApp } from "../app.ts";
import { redisCounterStore } from "./counter-store.ts";

const limits = {
  RATE_LIMIT: "on",
  CONTACT_LIMIT_PER_MINUTE: "2",
  APPLICATION_LIMIT_PER_MINUTE: "2",
  NEWSLETTER_LIMIT_PER_MINUTE: "3",
  PORTAL_LINK_LIMIT_PER_HOUR: "2",
};
const t = useTestApp(limits);

/** A second app (another instance) on the same test database. */
const anotherApp = (env: Record<string, string>) => buildApp({ config: testConfig(env), db: t.db });

const endpoints = [
  ["/api/contact", validContact, 2],
  ["/api/applications", validApplication, 2],
  ["/api/newsletter", { email: "a@example.org", name: "Jo Smith" }, 3],
] as const;

describe("rate limits on public writes", () => {
  test("the portal's lost-link form allows its limit per IP, then 429 with Retry-After, its page kept", async () => {
    const send = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/portal",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=nobody%40example.org",
        remoteAddress: ip,
      });
    for (let i = 0; i < 2; i++) expect((await send("203.0.113.9")).statusCode).toBe(200);
    const limited = await send("203.0.113.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("Too many requests from your address");
    expect(limited.body).toContain('value="nobody@example.org"');
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send("203.0.113.10")).statusCode).toBe(200);
  });

  test.each(endpoints)(
    "%s allows its limit per IP, then 429 with Retry-After and a message",
    async (url, payload, limit) => {
      const send = (ip: string) => t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
      for (let i = 0; i < limit; i++) expect((await send("203.0.113.1")).statusCode).toBeLessThan(300);
      const limited = await send("203.0.113.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: "Too many requests. Please try again in about a minute." });
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect((await send("203.0.113.2")).statusCode).toBeLessThan(300);
    },
  );

  test('a form sent from a Spanish page (`language: "es"`) is refused in Spanish, by REST and by tRPC alike', async () => {
    const spanish = { ...validContact, language: "es" };
    const rest = (ip: string) =>
      t.app.inject({ method: "POST", url: "/api/contact", payload: spanish, remoteAddress: ip });
    const viaTrpc = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/trpc/contact.send",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(spanish),
        remoteAddress: ip,
      });
    const expected = "Demasiados intentos. Inténtelo de nuevo en más o menos un minuto.";
    for (const send of [rest, viaTrpc]) {
      const ip = send === rest ? "203.0.113.31" : "203.0.113.32";
      for (let i = 0; i < 2; i++) expect((await send(ip)).statusCode).toBeLessThan(300);
      const limited = await send(ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      const message: unknown = send === rest ? limited.json().message : limited.json().error.message;
      expect(message).toBe(expected);
    }
    // The same refusal of an English form stays English.
    const english = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, language: "en" },
      remoteAddress: "203.0.113.31",
    });
    expect(english.json()).toEqual({ message: "Too many requests. Please try again in about a minute." });
  });

  test("IPv6 clients are counted by their /64, and an IPv4-mapped address as its IPv4", async () => {
    const send = (ip: string) =>
      t.app.inject({ method: "POST", url: "/api/contact", payload: validContact, remoteAddress: ip });
    // One network rotating addresses within its /64 shares one limit.
    const rotating = [];
    for (const ip of ["2001:db8:1:2::a", "2001:db8:1:2::b", "2001:db8:1:2:ffff::c"])
      rotating.push((await send(ip)).statusCode);
    expect(rotating).toEqual([201, 201, 429]);
    expect((await send("2001:db8:1:3::a")).statusCode).toBe(201);
    // The same IPv4 client, through a dual-stack socket or not.
    const mapped = [];
    for (const ip of ["198.51.100.20", "::ffff:198.51.100.20", "::ffff:198.51.100.20"])
      mapped.push((await send(ip)).statusCode);
    expect(mapped).toEqual([201, 201, 429]);
  });

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
    const app = await anotherApp({ ...limits, TRUST_PROXY: "true" });
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

  /** The address an app built with `TRUST_PROXY=trust` takes for a request from `peer` with `forwardedFor`. */
  async function clientAddress(trust: string, peer: string, forwardedFor: string) {
    const app = await anotherApp({ TRUST_PROXY: trust });
    app.get("/test/ip", (request) => ({ ip: request.ip }));
    const response = await app.inject({
      url: "/test/ip",
      remoteAddress: peer,
      headers: { "x-forwarded-for": forwardedFor },
    });
    await app.close();
    return response.json().ip;
  }

  test("TRUST_PROXY=true trusts the one proxy in front, never the addresses a client wrote itself", async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the address it saw.
    expect(await clientAddress("true", "127.0.0.1", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    const app = await anotherApp({ ...limits, TRUST_PROXY: "true" });
    const statuses = [];
    for (const spoofed of ["6.6.6.1", "6.6.6.2", "6.6.6.3"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: validContact,
        headers: { "x-forwarded-for": `${spoofed}, 198.51.100.7` },
      });
      statuses.push(response.statusCode);
    }
    await app.close();
    expect(statuses).toEqual([201, 201, 429]);
  });

  test("TRUST_PROXY as a hop count trusts that many proxies", async () => {
    expect(await clientAddress("2", "127.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
    expect(await clientAddress("false", "127.0.0.1", "198.51.100.7")).toBe("127.0.0.1");
  });

  test("TRUST_PROXY as the proxies' addresses trusts only hops from them", async () => {
    const proxies = "127.0.0.1, 10.0.0.0/8";
    expect(await clientAddress(proxies, "127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3")).toBe("198.51.100.7");
    // A request that did not come through a listed proxy is its own client, whatever it claims.
    expect(await clientAddress(proxies, "203.0.113.50", "198.51.100.7")).toBe("203.0.113.50");
  });

  test("the counters are shared by every instance on the same database", async () => {
    const second = await anotherApp(limits);
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
  test("counts within a window, reports its end, and resets", async (context) => {
    await skipWithoutRedis(context);
    const store = await redisCounterStore(redisUrl);
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      const hit = [{ key, windowMs: 60_000 }];
      const [first] = await store.increment(hit);
      const [second] = await store.increment(hit);
      expect([first?.count, second?.count]).toEqual([1, 2]);
      expect(second?.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect((await store.peek(key))?.count).toBe(2);
      await store.reset(key);
      expect(await store.peek(key)).toBeNull();
      expect((await store.increment(hit))[0]?.count).toBe(1);
    } finally {
      await store.reset(key);
      await store.close();
    }
  });
});
