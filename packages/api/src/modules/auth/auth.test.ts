import { createHash, randomUUID } from "node:crypto";
import { authMessages, serverMessages } from "@choose/schema";
import { describe, expect, test, vi } from "vitest";
import {
  adminCalls,
  adminCredentials,
  adminToken,
  createAdmin,
  enableTwoFactor,
  login,
  type TrpcResponse,
  trpc,
} from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { ConfigError } from "../../config.ts";
import { adminPasswordMessages, type Prompter, runAdminPassword } from "./admin-password.ts";
import { AdminSessionEntity, UserEntity } from "./auth.entity.ts";
import { ensureFirstAdmin, setAdminPassword } from "./auth.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";

const t = useTestApp();

const sessions = () => t.db.orm.em.fork().find(AdminSessionEntity, {}, { orderBy: { createdAt: "asc" } });
const users = () => t.db.orm.em.fork().find(UserEntity, {});
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const HOUR = 3_600_000;

/** Moves a session's clock: `last_used_at` and `expires_at` relative to now. */
async function ageSession(token: string, change: { lastUsedAgoMs?: number; expiresInMs?: number }) {
  const now = Date.now();
  await t.db.orm.em.fork().nativeUpdate(
    AdminSessionEntity,
    { tokenHash: sha256(token) },
    {
      ...(change.lastUsedAgoMs !== undefined && { lastUsedAt: new Date(now - change.lastUsedAgoMs) }),
      ...(change.expiresInMs !== undefined && { expiresAt: new Date(now + change.expiresInMs) }),
    },
  );
}

const me = (token: string | undefined) => trpc(t.app, "query", "admin.session.me", undefined, token);
const restList = (token: string | undefined) =>
  t.app.inject({ url: "/api/blog/admin", headers: token === undefined ? {} : { "x-admin-token": token } });

describe("POST /api/admin/login", () => {
  test("answers 200 { success, token, message } and stores only the token's SHA-256", async () => {
    const user = await createAdmin(t);
    const before = Date.now();
    const response = await login(t.app);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, token: expect.any(String), message: serverMessages.loginSuccess });
    // 32 random bytes in base64url.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [session, ...others] = await sessions();
    expect(others).toEqual([]);
    expect(session?.tokenHash).toBe(sha256(body.token));
    expect(session?.tokenHash).not.toContain(body.token);
    expect(session?.user.id).toBe(user.id);
    expect(session?.revokedAt ?? null).toBeNull();
    const maxAge = t.config.session.maxAgeMs;
    expect(session?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + maxAge - 1000);
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + maxAge + 1000);
  });

  test.each([
    ["an unknown username", { username: "someone", password: adminCredentials.password }],
    ["a wrong password", { username: adminCredentials.username, password: "not the password at all" }],
    ["the username in another case", { username: "ADMIN", password: adminCredentials.password }],
  ])("%s → 401 { success: false, message: 'Invalid credentials' } and no session", async (_, credentials) => {
    await createAdmin(t);
    const response = await login(t.app, credentials);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: serverMessages.invalidCredentials });
    expect(await sessions()).toEqual([]);
  });

  test.each([
    ["a blank username", { username: "  ", password: "x" }, "username", authMessages.username],
    ["an empty password", { username: "admin", password: "" }, "password", authMessages.password],
    ["no username", { password: "x" }, "username", "Required"],
  ])("%s → 400 with its message", async (_, payload, path, message) => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/login", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
  });

  test("an unknown username costs a password check too (no user enumeration by timing)", async () => {
    await createAdmin(t);
    const median = async (credentials: { username: string; password: string }) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        expect((await login(t.app, credentials)).statusCode).toBe(401);
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2] ?? 0;
    };
    const wrongPassword = await median({ username: "admin", password: "wrong password here" });
    const unknownUser = await median({ username: "nobody", password: "wrong password here" });
    // Without the decoy hash an unknown name answers ~20x faster; a loose bound keeps this stable.
    expect(unknownUser).toBeGreaterThan(wrongPassword * 0.3);
  });

  test("tRPC auth.login answers the same shapes", async () => {
    await createAdmin(t);
    const ok = await trpc(t.app, "mutation", "auth.login", adminCredentials);
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({
      success: true,
      token: expect.any(String),
      message: serverMessages.loginSuccess,
    });
    const bad = await trpc(t.app, "mutation", "auth.login", { username: "admin", password: "wrong one" });
    expect(bad.status).toBe(401);
    expect(bad.error).toEqual({ message: serverMessages.invalidCredentials, code: "UNAUTHORIZED" });
  });

  test("a login clears this admin's sessions past their absolute expiry", async () => {
    await createAdmin(t);
    const old = (await login(t.app)).json().token;
    await ageSession(old, { expiresInMs: -1000 });
    await login(t.app);
    expect((await sessions()).map((session) => session.tokenHash)).not.toContain(sha256(old));
    expect(await sessions()).toHaveLength(1);
  });
});

describe("the token check on every admin call", () => {
  type Case = [string, () => Promise<string | undefined>, string];
  const cases: Case[] = [
    ["no token", async () => undefined, serverMessages.unauthorized],
    ["an empty token", async () => "", serverMessages.unauthorized],
    [
      "an unknown token",
      async () => "bm90IGEgcmVhbCB0b2tlbiBhdCBhbGwgYnV0IGxvbmcgZW5vdWdo",
      serverMessages.unauthorized,
    ],
    [
      "a leaked token hash",
      async () => {
        const token = await adminToken(t);
        return sha256(token);
      },
      serverMessages.unauthorized,
    ],
    [
      "an idle session",
      async () => {
        const token = await adminToken(t);
        await ageSession(token, { lastUsedAgoMs: t.config.session.idleMs + 1000 });
        return token;
      },
      serverMessages.sessionExpired,
    ],
    [
      "a session past its absolute expiry",
      async () => {
        const token = await adminToken(t);
        await ageSession(token, { expiresInMs: -1000 });
        return token;
      },
      serverMessages.sessionExpired,
    ],
    [
      "a session revoked by logout",
      async () => {
        const token = await adminToken(t);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/admin/logout",
          headers: { "x-admin-token": token },
        });
        expect(response.json()).toEqual({ message: serverMessages.loggedOut });
        return token;
      },
      serverMessages.unauthorized,
    ],
  ];

  test.each(cases)(
    "%s → 401 with a message on every REST and tRPC admin endpoint",
    async (_, token, message) => {
      const given = await token();
      const results: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const call of adminCalls(randomUUID())) {
        results[call.name] = await call.send(t.app, given);
        expected[call.name] = { status: 401, message };
      }
      expect(results).toEqual(expected);
    },
  );

  test("a live session opens every admin endpoint", async () => {
    const token = await adminToken(t);
    const statuses: Record<string, number> = {};
    for (const call of adminCalls(randomUUID()).filter((call) => !call.name.includes("logout"))) {
      statuses[call.name] = (await call.send(t.app, token)).status;
    }
    expect(Object.entries(statuses).filter(([, status]) => status === 401 || status >= 500)).toEqual([]);
  });

  test("no admin answer may be stored by a cache, with or without a session", async () => {
    const token = await adminToken(t);
    const cacheable: string[] = [];
    for (const given of [undefined, token]) {
      for (const call of adminCalls(randomUUID()).filter((call) => !call.name.includes("logout"))) {
        if ((await call.cacheControl(t.app, given)) !== "no-store") cacheable.push(call.name);
      }
    }
    expect(cacheable).toEqual([]);
  });

  test("a session is refused at exactly the idle limit and refreshed by use before it", async () => {
    const token = await adminToken(t);
    await ageSession(token, { lastUsedAgoMs: t.config.session.idleMs - HOUR });
    expect((await restList(token)).statusCode).toBe(200);
    // The use moved last_used_at to now, so the session has a fresh idle period.
    const [session] = await sessions();
    expect(Date.now() - (session?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);

    await ageSession(token, { lastUsedAgoMs: t.config.session.idleMs });
    expect((await restList(token)).json()).toEqual({ message: serverMessages.sessionExpired });
  });

  test("use does not extend a session past its absolute expiry", async () => {
    const token = await adminToken(t);
    await ageSession(token, { expiresInMs: 2000 });
    expect((await me(token)).status).toBe(200);
    await ageSession(token, { expiresInMs: 0 });
    expect((await me(token)).error?.message).toBe(serverMessages.sessionExpired);
  });

  test.each([
    [
      "REST",
      (token: string) =>
        t.app
          .inject({ method: "POST", url: "/api/admin/logout", headers: { "x-admin-token": token } })
          .then((r) => r.json()),
    ],
    [
      "tRPC",
      (token: string) =>
        trpc(t.app, "mutation", "admin.session.logout", undefined, token).then((r: TrpcResponse) => r.data),
    ],
  ])("%s logout revokes the current session only", async (_, logout) => {
    await createAdmin(t);
    const first = (await login(t.app)).json().token;
    const second = (await login(t.app)).json().token;
    expect(await logout(first)).toEqual({ message: serverMessages.loggedOut });

    const [revoked, live] = await sessions();
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect(live?.revokedAt ?? null).toBeNull();
    expect((await me(first)).status).toBe(401);
    expect(await me(second)).toMatchObject({ status: 200, data: { username: "admin" } });
  });

  test("no admin response carries a password hash or a token hash", async () => {
    const token = await adminToken(t);
    const bodies = [
      (await login(t.app)).body,
      (await me(token)).raw,
      ...(await Promise.all(
        adminCalls(randomUUID()).map(async (call) => JSON.stringify(await call.send(t.app, token))),
      )),
    ].join("\n");
    const [session] = await sessions();
    expect(bodies).not.toMatch(/argon2|tokenHash|"password"/);
    expect(bodies).not.toContain(session?.tokenHash);
  });
});

describe("the administrator account", () => {
  const quietLog = () => ({
    info: vi.fn<(message: string) => void>(),
    warn: vi.fn<(message: string) => void>(),
  });

  test("passwords are argon2id hashes that verify only the right password", async () => {
    const hash = await hashPassword("a long enough password");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "a long enough password")).toBe(true);
    expect(await verifyPassword(hash, "a long enough passworD")).toBe(false);
    expect(await verifyPassword(undefined, "a long enough password")).toBe(false);
  });

  test("start-up creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD, hashed, and says so", async () => {
    const log = quietLog();
    await ensureFirstAdmin(t.db.orm, { username: "chief", password: "a long enough password" }, log);
    const [user, ...others] = await users();
    expect(others).toEqual([]);
    expect(user?.username).toBe("chief");
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('"chief"'));
    expect(log.info.mock.calls.join()).not.toContain("a long enough password");
    expect((await login(t.app, { username: "chief", password: "a long enough password" })).statusCode).toBe(
      200,
    );
  });

  test("instances starting together create the first admin once, and none of them fails", async () => {
    const admin = { username: "chief", password: "a long enough password" };
    await Promise.all([1, 2, 3].map(() => ensureFirstAdmin(t.db.orm, admin, quietLog())));
    expect((await users()).map((user) => user.username)).toEqual(["chief"]);
  });

  test.each([
    ["no variables", { username: undefined, password: undefined }],
    ["a username only", { username: "chief", password: undefined }],
  ])("start-up with %s and no admin logs one line saying how to create one", async (_, admin) => {
    const log = quietLog();
    await ensureFirstAdmin(t.db.orm, admin, log);
    expect(await users()).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/ADMIN_USERNAME.*ADMIN_PASSWORD.*pnpm admin:password/);
  });

  test("start-up refuses a short ADMIN_PASSWORD with the shared message and creates nobody", async () => {
    const attempt = ensureFirstAdmin(t.db.orm, { username: "chief", password: "short pass" }, quietLog());
    await expect(attempt).rejects.toThrow(
      new ConfigError(`ADMIN_PASSWORD: ${authMessages.passwordTooShort}`),
    );
    expect(await users()).toEqual([]);
  });

  test("start-up leaves an existing admin alone", async () => {
    const user = await createAdmin(t);
    const log = quietLog();
    await ensureFirstAdmin(t.db.orm, { username: "other", password: "a long enough password" }, log);
    expect((await users()).map((row) => row.id)).toEqual([user.id]);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  test("resetting the password signs out every session and swaps the password", async () => {
    await createAdmin(t);
    const token = (await login(t.app)).json().token;
    expect(await setAdminPassword(t.db.orm, "admin", "a brand new password")).toBe("reset");
    expect((await me(token)).status).toBe(401);
    expect((await login(t.app)).statusCode).toBe(401);
    expect((await login(t.app, { username: "admin", password: "a brand new password" })).statusCode).toBe(
      200,
    );
  });

  /** A prompter that answers from a list and records what it was asked. */
  function scripted(answers: string[]) {
    const asked: string[] = [];
    const next = async (question: string) => {
      asked.push(question);
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`unexpected question: ${question}`);
      return answer;
    };
    const prompter: Prompter = { ask: next, askSecret: async (question) => next(`(secret) ${question}`) };
    return { prompter, asked };
  }

  test.each([
    ["from the variables alone", { username: "chief", password: "a long enough password" }, [], 0],
    [
      "asking for both",
      { username: undefined, password: undefined },
      ["chief", "a long enough password", "a long enough password"],
      3,
    ],
    [
      "asking for the password only",
      { username: "chief", password: undefined },
      ["a long enough password", "a long enough password"],
      2,
    ],
  ])("admin:password creates the admin %s", async (_, admin, answers, questions) => {
    const { prompter, asked } = scripted([...answers]);
    expect(await runAdminPassword(t.db.orm, admin, prompter)).toBe(adminPasswordMessages.created("chief"));
    expect(asked).toHaveLength(questions);
    // The password is only ever asked for without echo.
    expect(
      asked.filter((question) => /password/i.test(question)).every((q) => q.startsWith("(secret)")),
    ).toBe(true);
    expect((await login(t.app, { username: "chief", password: "a long enough password" })).statusCode).toBe(
      200,
    );
  });

  test.each([
    ["a short password", { username: "chief", password: "too short" }, [], authMessages.passwordTooShort],
    [
      "a short typed password",
      { username: "chief", password: undefined },
      ["too short"],
      authMessages.passwordTooShort,
    ],
    [
      "two different passwords",
      { username: "chief", password: undefined },
      ["a long enough password", "another long password"],
      authMessages.passwordMismatch,
    ],
    ["an empty username", { username: undefined, password: undefined }, ["  "], authMessages.username],
  ])("admin:password refuses %s with a message and changes nothing", async (_, admin, answers, message) => {
    const { prompter } = scripted([...answers]);
    await expect(runAdminPassword(t.db.orm, admin, prompter)).rejects.toThrow(message);
    expect(await users()).toEqual([]);
  });

  test("admin:password resets an existing admin's password", async () => {
    await createAdmin(t);
    const { prompter } = scripted([]);
    const message = await runAdminPassword(
      t.db.orm,
      { username: "admin", password: "a brand new password" },
      prompter,
    );
    expect(message).toBe(adminPasswordMessages.reset("admin"));
    expect(await users()).toHaveLength(1);
  });

  test("admin:password turns two-factor sign-in off for a locked-out admin, and says so", async () => {
    const token = await adminToken(t);
    await enableTwoFactor(t, token);
    expect((await login(t.app)).json()).toMatchObject({ twoFactorRequired: true });
    const message = await runAdminPassword(
      t.db.orm,
      { username: "admin", password: "a brand new password" },
      scripted([]).prompter,
    );
    expect(message).toBe(adminPasswordMessages.resetTwoFactorOff("admin"));
    expect(message).toMatch(/turned two-factor sign-in off/);
    expect((await me(token)).status).toBe(401);
    const fresh = await login(t.app, { username: "admin", password: "a brand new password" });
    expect(fresh.json()).toMatchObject({ success: true, token: expect.any(String) });
    const identity = await t.app.services.auth.authenticate(fresh.json().token);
    expect(await t.app.services.account.twoFactorStatus(identity)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const trail = await t.app.services.audit.list(1);
    expect(trail.items.map((line) => [line.clientIp, line.description])).toContainEqual([
      null,
      "Password reset on the server; two-factor sign-in turned off",
    ]);
  });

  test.each(["password1234", "admin admin admin", "aaaaaaaaaaaa"])(
    "admin:password refuses the common password %j before asking for it twice",
    async (password) => {
      const { prompter, asked } = scripted([password]);
      await expect(
        runAdminPassword(t.db.orm, { username: "admin", password: undefined }, prompter),
      ).rejects.toThrow(authMessages.passwordTooCommon);
      expect(asked).toHaveLength(1);
      expect(await users()).toEqual([]);
    },
  );
});
