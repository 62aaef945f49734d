import { serverMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { adminCredentials, createAdmin, login, trpc } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";

// Rate limits on, at their defaults: 5 failed logins in 15 minutes.
const t = useTestApp({ RATE_LIMIT: "on" });

const wrong = (username = adminCredentials.username) => ({ username, password: "not the password at all" });
const WINDOW_SECONDS = 15 * 60;

describe("login rate limit", () => {
  type Attempt = readonly [{ username: string; password: string }, string];
  test.each<[string, (i: number) => Attempt, Attempt]>([
    ["per username, across addresses", (i) => [wrong(), `10.0.0.${i}`], [adminCredentials, "10.0.0.99"]],
    ["per address, across usernames", (i) => [wrong(`user${i}`), "10.0.1.1"], [adminCredentials, "10.0.1.1"]],
  ])("%s: 5 failures, then 429 with Retry-After, even for the right password", async (_, failure, next) => {
    await createAdmin(t);
    for (let i = 1; i <= 5; i++) expect((await login(t.app, ...failure(i))).statusCode).toBe(401);
    const locked = await login(t.app, ...next);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: serverMessages.tooManyLoginAttempts });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  });

  test("another username from another address is not affected", async () => {
    await createAdmin(t);
    for (let i = 1; i <= 6; i++) await login(t.app, wrong("someone-else"), "10.0.2.1");
    expect((await login(t.app, adminCredentials, "10.0.2.2")).statusCode).toBe(200);
  });

  test("a successful login clears the failures of its username and address", async () => {
    await createAdmin(t);
    for (let i = 1; i <= 4; i++) expect((await login(t.app, wrong())).statusCode).toBe(401);
    expect((await login(t.app)).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) expect((await login(t.app, wrong())).statusCode).toBe(401);
    expect((await login(t.app, wrong())).statusCode).toBe(429);
  });

  test("the username counter ignores case and surrounding spaces", async () => {
    await createAdmin(t);
    const spellings = ["admin", "ADMIN", " Admin ", "aDmIn", "admin "];
    for (const [i, username] of spellings.entries())
      expect((await login(t.app, wrong(username), `10.0.3.${i}`)).statusCode).toBe(401);
    expect((await login(t.app, adminCredentials, "10.0.3.9")).statusCode).toBe(429);
  });

  test("tRPC auth.login shares the same counters", async () => {
    await createAdmin(t);
    for (let i = 1; i <= 5; i++) await login(t.app, wrong());
    const locked = await trpc(t.app, "mutation", "auth.login", adminCredentials);
    expect(locked.status).toBe(429);
    expect(locked.error).toEqual({ message: serverMessages.tooManyLoginAttempts, code: "TOO_MANY_REQUESTS" });
  });
});
