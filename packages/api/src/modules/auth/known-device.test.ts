import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, test } from "vitest";
import {
  adminCredentials,
  adminToken,
  enableTwoFactor,
  login,
  loginWithCode,
  trpc,
} from "../../../test/admin.ts";
import { testConfig, useTestApp } from "../../../test/app.ts";
import { buildApp } from "../../app.ts";
import { UserEntity } from "./auth.entity.ts";
import { KNOWN_DEVICE_MS, knownDeviceId, knownDeviceValue } from "./known-device.ts";
import { hashPassword } from "./password.ts";
import { totpCode } from "./two-factor.ts";

// Rate limits on at their defaults: 100 failures an hour for one username, 20 in 15 minutes for one address.
const t = useTestApp({ RATE_LIMIT: "on" });

const ADMIN_ADDRESS = "203.0.113.10";
const TRAVELLING_ADDRESS = "203.0.113.20";
const CLEAN_ADDRESS = "203.0.113.30";
const wrong = { username: adminCredentials.username, password: "not the password at all" };
const retryAfter = (response: LightMyRequestResponse) => Number(response.headers["retry-after"]);

/** The known-device cookie an answer sets for the REST sign-in, as the browser sends it back there. */
function knownDevice(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find(
    ({ name, path }) => name === "known_device" && path === "/api/admin/login",
  );
  if (!cookie) throw new Error(`no known-device cookie in ${JSON.stringify(response.headers)}`);
  return `known_device=${cookie.value}`;
}

/** `POST /api/admin/login` with a Cookie header. */
const loginWithCookie = (
  cookie: string,
  credentials: { username: string; password: string } = adminCredentials,
  remoteAddress = TRAVELLING_ADDRESS,
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: credentials,
    remoteAddress,
    headers: { cookie },
  });

/**
 * Issue 27, finding 3: a stranger fails for "admin" 3 times from each of 34 addresses. The 100th failure
 * reaches the username's ceiling (and makes its address wait), so the last two tries are refused.
 */
async function distributedAttack() {
  const statuses: number[] = [];
  for (let i = 1; i <= 34; i++) {
    for (let j = 0; j < 3; j++) statuses.push((await login(t.app, wrong, `198.51.100.${i}`)).statusCode);
  }
  expect(statuses.filter((status) => status === 401)).toHaveLength(100);
}

describe("a known device (issue 27, finding 3)", () => {
  test("signs the administrator in past the username's ceiling; a clean address without it needs the second factor", async () => {
    const token = await adminToken(t);
    const device = knownDevice(await login(t.app, adminCredentials, ADMIN_ADDRESS));
    await distributedAttack();

    const fromKnownDevice = await loginWithCookie(device);
    expect(fromKnownDevice.statusCode).toBe(200);
    expect(fromKnownDevice.json()).toMatchObject({ success: true, token: expect.any(String) });

    // Without the cookie and without two-factor sign-in, the ceiling holds for the rest of the hour.
    const passwordOnly = await login(t.app, adminCredentials, CLEAN_ADDRESS);
    expect(passwordOnly.statusCode).toBe(429);
    expect(retryAfter(passwordOnly)).toBeGreaterThan(50 * 60);

    // Password + code is always let through the ceiling.
    const { secret } = await enableTwoFactor(t, token);
    const first = await login(t.app, adminCredentials, CLEAN_ADDRESS);
    expect(first.json()).toMatchObject({ success: false, twoFactorRequired: true });
    const code = totpCode(secret, Date.now() + 30_000);
    const signedIn = await loginWithCode(t.app, first.json().challenge, code, CLEAN_ADDRESS);
    expect(signedIn.statusCode).toBe(200);
  });

  test("has its own budget of 10 failures, not its address's wait; past it the cookie is no longer trusted", async () => {
    await adminToken(t);
    const device = knownDevice(await login(t.app, adminCredentials, ADMIN_ADDRESS));
    await distributedAttack();
    // Its address would wait after 3 failures: the device's tries count against the device alone.
    for (let i = 0; i < 5; i++) expect((await loginWithCookie(device, wrong)).statusCode).toBe(401);
    expect((await loginWithCookie(device)).statusCode).toBe(200);

    const spent = knownDevice(await loginWithCookie(device));
    for (let i = 0; i < 10; i++) expect((await loginWithCookie(spent, wrong)).statusCode).toBe(401);
    expect((await loginWithCookie(spent)).statusCode).toBe(429);
  });

  test("is not held up by a stranger at its own address, through the code step too", async () => {
    const token = await adminToken(t);
    const { secret, recoveryCodes } = await enableTwoFactor(t, token);
    const first = await login(t.app, adminCredentials, ADMIN_ADDRESS);
    const device = knownDevice(await loginWithCode(t.app, first.json().challenge, recoveryCodes[0] ?? ""));
    // A stranger behind the same address uses up its 20 failures with any usernames.
    for (let i = 0; i < 21; i++) await login(t.app, { ...wrong, username: `guess${i}` }, ADMIN_ADDRESS);
    expect((await login(t.app, adminCredentials, ADMIN_ADDRESS)).statusCode).toBe(429);

    const challenged = await loginWithCookie(device, adminCredentials, ADMIN_ADDRESS);
    expect(challenged.json()).toMatchObject({ twoFactorRequired: true });
    const code = totpCode(secret, Date.now() + 30_000);
    expect((await loginWithCode(t.app, challenged.json().challenge, code, ADMIN_ADDRESS)).statusCode).toBe(
      200,
    );
  });

  test("a forged or tampered cookie, or one for another username, is ignored", async () => {
    await adminToken(t);
    const device = knownDevice(await login(t.app, adminCredentials, ADMIN_ADDRESS));
    const em = t.db.orm.em.fork();
    em.create(UserEntity, { username: "deputy", password: await hashPassword(adminCredentials.password) });
    await em.flush();
    const deputy = knownDevice(
      await login(t.app, { ...adminCredentials, username: "deputy" }, ADMIN_ADDRESS),
    );
    await distributedAttack();

    const [id = "", expires = "", username = "", mac = ""] = device.slice("known_device=".length).split(".");
    const flipped = `${mac.slice(0, -2)}${mac.endsWith("AA") ? "BA" : "AA"}`;
    const otherName = Buffer.from("deputy").toString("base64url");
    const later = String(Number(expires) + 86_400);
    const payload = `${id}.${expires}.${username}`;
    const forged = createHmac("sha256", randomBytes(32)).update(payload).digest("base64url");
    const cookies = {
      "a flipped signature": `known_device=${id}.${expires}.${username}.${flipped}`,
      "another username": `known_device=${id}.${expires}.${otherName}.${mac}`,
      "a later expiry": `known_device=${id}.${later}.${username}.${mac}`,
      "a signature made with another key": `known_device=${payload}.${forged}`,
      "another account's cookie": deputy,
      "no structure at all": "known_device=admin",
    };
    for (const [what, cookie] of Object.entries(cookies)) {
      expect({ what, status: (await loginWithCookie(cookie)).statusCode }).toEqual({ what, status: 429 });
    }
    // The genuine one still works.
    expect((await loginWithCookie(device)).statusCode).toBe(200);
  });
});

describe("the known-device cookie", () => {
  test("names its device until it expires, for its username only", () => {
    const key = randomBytes(32);
    const now = Date.now();
    const value = knownDeviceValue(key, "admin", now);
    expect(knownDeviceId(key, value, "admin", now + KNOWN_DEVICE_MS - 1000)).toMatch(/^[\w-]{22}$/);
    expect(knownDeviceId(key, value, "admin", now + KNOWN_DEVICE_MS + 1000)).toBeUndefined();
    expect(knownDeviceId(key, value, "Admin", now)).toBeUndefined();
    expect(knownDeviceId(randomBytes(32), value, "admin", now)).toBeUndefined();
  });

  test("is signed with a key kept in the database, so every instance recognises it", async () => {
    await adminToken(t);
    const config = testConfig({ RATE_LIMIT: "on" });
    const [first, second] = await Promise.all([
      buildApp({ config, db: t.db }),
      buildApp({ config, db: t.db }),
    ]);
    try {
      const device = knownDevice(await login(first, adminCredentials, ADMIN_ADDRESS));
      await distributedAttack();
      expect((await loginWithCookie(device, adminCredentials, TRAVELLING_ADDRESS, second)).statusCode).toBe(
        200,
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test("is set by a finished sign-in only: HttpOnly, SameSite=Strict, for the sign-in's paths, 180 days", async () => {
    await adminToken(t);
    const failed = await login(t.app, wrong, ADMIN_ADDRESS);
    expect(failed.headers["set-cookie"]).toBeUndefined();

    const signedIn = await login(t.app, adminCredentials, ADMIN_ADDRESS);
    const cookies = signedIn.cookies.map(({ name, path, httpOnly, sameSite, maxAge, secure }) => ({
      name,
      path,
      httpOnly,
      sameSite,
      maxAge,
      secure,
    }));
    const attributes = { name: "known_device", httpOnly: true, sameSite: "Strict", maxAge: 180 * 86_400 };
    expect(cookies).toEqual([
      { ...attributes, path: "/api/admin/login", secure: undefined },
      { ...attributes, path: "/trpc/auth.login", secure: undefined },
    ]);
    // The value names a device, its expiry and the username, and is signed; the session token is not in it.
    expect(signedIn.cookies[0]?.value).toMatch(/^[\w-]{22}\.\d+\.[\w-]+\.[\w-]{43}$/);
    expect(signedIn.cookies[0]?.value).not.toContain(signedIn.json().token);
  });

  test("is Secure when the request came over https", async () => {
    const app = await buildApp({ config: testConfig({ RATE_LIMIT: "on", TRUST_PROXY: "true" }), db: t.db });
    try {
      await adminToken(t);
      const response = await app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: adminCredentials,
        headers: { "x-forwarded-proto": "https", "x-forwarded-for": ADMIN_ADDRESS },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map(({ secure }) => secure)).toEqual([true, true]);
    } finally {
      await app.close();
    }
  });

  test("tRPC's sign-in sets and reads it too", async () => {
    await adminToken(t);
    const first = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(adminCredentials),
      remoteAddress: ADMIN_ADDRESS,
    });
    const cookie = first.cookies.find(({ path }) => path === "/trpc/auth.login");
    expect(cookie).toBeDefined();
    await distributedAttack();
    const again = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json", cookie: `known_device=${cookie?.value}` },
      payload: JSON.stringify(adminCredentials),
      remoteAddress: TRAVELLING_ADDRESS,
    });
    expect(again.statusCode).toBe(200);
    // The answer is the contract's: the cookie's value is not in the body.
    expect(Object.keys(again.json().result.data).toSorted()).toEqual(["message", "success", "token"]);
    expect((await trpc(t.app, "mutation", "auth.login", adminCredentials)).status).toBe(429);
  });
});
