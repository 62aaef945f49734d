import { tooManyLoginAttemptsMessage } from "@choose/schema";
import { verify } from "@node-rs/argon2";
import { describe, expect, test, vi } from "vitest";
import {
  adminCredentials,
  adminToken,
  enableTwoFactor,
  login,
  loginWithCode,
  trpc,
} from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { delayAfterFailure } from "./login-throttle.ts";
import { totpCode } from "./two-factor.ts";

// Every password check is counted: a refused try must cost no argon2 hash.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const argon2 = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

// Rate limits on at their defaults (3 free failures, waits doubling from 1 s to 15 minutes), with a
// small ceiling per username so the distributed case needs few requests.
const CEILING = 8;
const t = useTestApp({ RATE_LIMIT: "on", LOGIN_USER_MAX_FAILURES: String(CEILING) });

const wrong = (username = adminCredentials.username) => ({ username, password: "not the password at all" });
const ATTACKER = "198.51.100.66";
const ADMIN_ADDRESS = "203.0.113.10";
const MAX_DELAY_SECONDS = 15 * 60;

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers["retry-after"]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails `count` times as the admin from `address` (expecting each to be checked: 401). */
async function fail(count: number, address: string, username = adminCredentials.username) {
  for (let i = 0; i < count; i++) expect((await login(t.app, wrong(username), address)).statusCode).toBe(401);
}

describe("the wait after a failure", () => {
  test("3 failures are free, then 1 s doubling to 15 minutes; the ceiling means the longest wait", () => {
    const config = { freeFailures: 3, maxDelayMs: MAX_DELAY_SECONDS * 1000 };
    const seconds = [1, 2, 3, 4, 5, 6, 12, 13, 50].map((n) => delayAfterFailure(n, config, false) / 1000);
    expect(seconds).toEqual([0, 0, 1, 2, 4, 8, 512, 900, 900]);
    expect(delayAfterFailure(1, config, true) / 1000).toBe(900);
  });

  test("an address waits after its 3rd failure: 429 with Retry-After even for the right password", async () => {
    await adminToken(t);
    await fail(3, ATTACKER);
    const refused = await login(t.app, adminCredentials, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "Too many failed login attempts. Please try again in a few seconds.",
    });
    expect(retryAfter(refused)).toBe(1);
    // Refused tries are not failures: once the second is over, the address may try again.
    await sleep(1100);
    await fail(1, ATTACKER);
    const longer = await login(t.app, wrong(), ATTACKER);
    expect(longer.statusCode).toBe(429);
    expect(retryAfter(longer)).toBe(2);
  });

  test("a sign-in forgets its address's failures", async () => {
    await adminToken(t);
    await fail(2, ATTACKER);
    expect((await login(t.app, adminCredentials, ATTACKER)).statusCode).toBe(200);
    await fail(3, ATTACKER);
    expect((await login(t.app, wrong(), ATTACKER)).statusCode).toBe(429);
  });

  test("the username is counted however it is spelled", async () => {
    await adminToken(t);
    for (const username of ["ADMIN", " Admin ", "aDmIn"]) await fail(1, ATTACKER, username);
    expect((await login(t.app, adminCredentials, ATTACKER)).statusCode).toBe(429);
  });

  test("IPv6 addresses rotating within one /64 share one wait", async () => {
    await adminToken(t);
    for (const host of ["::1", "::2", ":a:b:c:d"]) await fail(1, `2001:db8:7:1${host}`);
    const rotated = await login(t.app, adminCredentials, "2001:db8:7:1:ffff::9");
    expect(rotated.statusCode).toBe(429);
    expect(retryAfter(rotated)).toBe(1);
    // The next /64 is another network.
    expect((await login(t.app, adminCredentials, "2001:db8:7:2::1")).statusCode).toBe(200);
  });

  test("tRPC auth.login shares the same counters", async () => {
    await adminToken(t);
    await fail(3, ATTACKER);
    const refused = await trpc(t.app, "mutation", "auth.login", adminCredentials);
    // trpc() calls from 127.0.0.1: another address, so only the ATTACKER's own tries wait.
    expect(refused.status).toBe(200);
    const fromAttacker = await t.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(adminCredentials),
      remoteAddress: ATTACKER,
    });
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().error.message).toBe(tooManyLoginAttemptsMessage(1));
  });
});

describe("the attacker versus the administrator", () => {
  test("guessing from one address never refuses the right password from another", async () => {
    await adminToken(t);
    for (let i = 0; i < 20; i++) await login(t.app, wrong(), ATTACKER);
    expect((await login(t.app, wrong(), ATTACKER)).statusCode).toBe(429);
    expect((await login(t.app, adminCredentials, ADMIN_ADDRESS)).statusCode).toBe(200);
  });

  test("wrong codes count like wrong passwords, against the guessing address only", async () => {
    const { recoveryCodes } = await enableTwoFactor(t, await adminToken(t));
    // The attacker knows the password and guesses codes.
    const { challenge } = (await login(t.app, adminCredentials, ATTACKER)).json();
    for (const code of ["000000", "111111", "222222"]) {
      expect((await loginWithCode(t.app, challenge, code, ATTACKER)).statusCode).toBe(401);
    }
    const refused = await loginWithCode(t.app, challenge, "333333", ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect((await login(t.app, adminCredentials, ATTACKER)).statusCode).toBe(429);

    const admin = (await login(t.app, adminCredentials, ADMIN_ADDRESS)).json();
    expect(admin).toMatchObject({ success: false, twoFactorRequired: true });
    const signedIn = await loginWithCode(t.app, admin.challenge, recoveryCodes[0] ?? "", ADMIN_ADDRESS);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  test("past the username's ceiling a password alone is refused everywhere; password + code still signs in", async () => {
    const token = await adminToken(t);
    // A distributed attack: a few failures from each of several addresses (none waits yet).
    for (let i = 1; i <= CEILING / 2; i++) await fail(2, `198.51.100.${i}`);
    const passwordOnly = await login(t.app, adminCredentials, ADMIN_ADDRESS);
    expect(passwordOnly.statusCode).toBe(429);
    expect(retryAfter(passwordOnly)).toBeGreaterThan(50 * 60);

    const { secret } = await enableTwoFactor(t, token);
    const first = await login(t.app, adminCredentials, ADMIN_ADDRESS);
    expect(first.statusCode).toBe(200);
    const signedIn = await loginWithCode(
      t.app,
      first.json().challenge,
      totpCode(secret, Date.now() + 30_000),
      ADMIN_ADDRESS,
    );
    expect(signedIn.statusCode).toBe(200);

    // Past the ceiling, each further failure makes its address wait the longest delay at once.
    await fail(1, "198.51.100.99");
    const attacker = await login(t.app, wrong(), "198.51.100.99");
    expect(attacker.statusCode).toBe(429);
    expect(retryAfter(attacker)).toBeGreaterThan(MAX_DELAY_SECONDS - 60);
  });

  test("another username's failures do not touch the administrator", async () => {
    await adminToken(t);
    for (let i = 1; i <= CEILING; i++) await login(t.app, wrong("someone-else"), `198.51.100.${i}`);
    expect((await login(t.app, adminCredentials, ATTACKER)).statusCode).toBe(200);
  });
});

describe("a flood of new usernames from one address (issue 27, finding 4)", () => {
  test("past 20 failures in 15 minutes the address is refused before any password is checked", async () => {
    await adminToken(t);
    vi.mocked(verify).mockClear();
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await login(t.app, wrong(`user${i}`), ATTACKER)).statusCode);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    expect(verify).toHaveBeenCalledTimes(20);
    const refused = await login(t.app, adminCredentials, ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(15 * 60);
    // Other addresses are not held up.
    expect((await login(t.app, adminCredentials, ADMIN_ADDRESS)).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(21);
  });
});
