import {
  accountMessages,
  authMessages,
  RecoveryCodesSchema,
  serverMessages,
  TwoFactorSetupSchema,
} from "@choose/schema";
import { describe, expect, test } from "vitest";
import {
  adminCredentials,
  createAdmin,
  enableTwoFactor,
  login,
  loginWithCode,
  trpc,
} from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { RecoveryCodeEntity, UserEntity } from "./auth.entity.ts";
import { hashToken } from "./tokens.ts";
import { totpCode } from "./two-factor.ts";
import { describeUserAgent } from "./user-agent.ts";

const t = useTestApp();

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A password sign-in over REST from `address` with a browser; its token. */
async function signIn(address = "127.0.0.1", userAgent = FIREFOX) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: adminCredentials,
    remoteAddress: address,
    headers: { "user-agent": userAgent },
  });
  return String(response.json().token);
}

const call = (kind: "query" | "mutation", path: string, token: string, input?: unknown) =>
  trpc(t.app, kind, path, input, token);

describe("two-factor sign-in over HTTP", () => {
  test("login answers 200 { success: false, twoFactorRequired, challenge, message } and no token", async () => {
    await createAdmin(t);
    const { secret } = await enableTwoFactor(t, await signIn());
    const first = await login(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: false,
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      message: serverMessages.twoFactorRequired,
    });

    const wrong = await loginWithCode(t.app, first.json().challenge, "000000");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: serverMessages.invalidCode });

    // Spaces typed with the code are ignored.
    const code = totpCode(secret, Date.now() + 30_000).replace(/^(\d{3})/, "$1 ");
    const second = await loginWithCode(t.app, first.json().challenge, code);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: serverMessages.loginSuccess,
    });
    expect((await call("query", "admin.session.me", second.json().token)).data).toMatchObject({
      username: "admin",
    });
  });

  test("tRPC auth.loginWithCode answers the same; an empty code is a 400 with its message", async () => {
    await createAdmin(t);
    const { recoveryCodes } = await enableTwoFactor(t, await signIn());
    const { challenge } = (await login(t.app)).json();
    const empty = await trpc(t.app, "mutation", "auth.loginWithCode", { challenge, code: " - " });
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toBe(authMessages.code);
    const ok = await trpc(t.app, "mutation", "auth.loginWithCode", { challenge, code: recoveryCodes[3] });
    expect(ok.data).toEqual({
      success: true,
      token: expect.any(String),
      message: serverMessages.loginSuccess,
    });
  });

  test("the secret is shown by the setup step only; recovery codes are stored as hashes", async () => {
    await createAdmin(t);
    const token = await signIn();
    const setup = await call("mutation", "admin.account.startTwoFactorSetup", token);
    const { secret } = TwoFactorSetupSchema.parse(setup.data);
    const confirmed = await call("mutation", "admin.account.confirmTwoFactor", token, {
      code: totpCode(secret),
    });
    const codes = RecoveryCodesSchema.parse(confirmed.data).recoveryCodes;
    expect(codes).toHaveLength(10);

    const answers = [
      confirmed.raw,
      (await call("query", "admin.account.twoFactorStatus", token)).raw,
      (await call("query", "admin.account.sessions", token)).raw,
      (await call("query", "admin.session.me", token)).raw,
      (await call("query", "admin.audit.list", token, { page: 1 })).raw,
    ].join("\n");
    expect(answers).not.toContain(secret);

    const stored = await t.db.orm.em.fork().find(RecoveryCodeEntity, {});
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      codes.map((code) => hashToken(code.replaceAll("-", ""))).sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.slice(0, 4));
  });

  test("a recovery code is used up by a sign-in", async () => {
    await createAdmin(t);
    const { recoveryCodes } = await enableTwoFactor(t, await signIn());
    const code = recoveryCodes[0] ?? "";
    expect((await loginWithCode(t.app, (await login(t.app)).json().challenge, code)).statusCode).toBe(200);
    const again = await loginWithCode(t.app, (await login(t.app)).json().challenge, code);
    expect(again.statusCode).toBe(401);
    const [user] = await t.db.orm.em.fork().find(UserEntity, {});
    expect(await t.db.orm.em.fork().count(RecoveryCodeEntity, { user: user?.id, usedAt: null })).toBe(9);
  });

  test("a recovery code may be typed in any case, with or without its dashes", async () => {
    await createAdmin(t);
    const { recoveryCodes } = await enableTwoFactor(t, await signIn());
    const typed = (recoveryCodes[0] ?? "").replaceAll("-", "").toUpperCase();
    expect((await loginWithCode(t.app, (await login(t.app)).json().challenge, typed)).statusCode).toBe(200);
  });

  test("a challenge is single-use, an unknown one is expired, and five wrong codes spend it", async () => {
    await createAdmin(t);
    const { secret } = await enableTwoFactor(t, await signIn());
    const answer = async (challenge: string, code = "zzzz-zzzz-zzzz") =>
      (await loginWithCode(t.app, challenge, code)).json().message;
    expect(await answer("never-issued")).toBe(serverMessages.loginChallengeExpired);
    const spent = (await login(t.app)).json().challenge;
    for (let i = 1; i <= 4; i++) expect(await answer(spent)).toBe(serverMessages.invalidCode);
    expect(await answer(spent)).toBe(serverMessages.loginChallengeExpired);
    const used = (await login(t.app)).json().challenge;
    expect((await loginWithCode(t.app, used, totpCode(secret, Date.now() + 30_000))).statusCode).toBe(200);
    expect(await answer(used)).toBe(serverMessages.loginChallengeExpired);
  });

  test("a challenge expires after five minutes", async () => {
    await createAdmin(t);
    const { recoveryCodes } = await enableTwoFactor(t, await signIn());
    const { challenge } = (await login(t.app)).json();
    await t.db.orm.em
      .getConnection()
      .execute("update login_challenges set expires_at = now() - interval '1 second'");
    const late = await loginWithCode(t.app, challenge, recoveryCodes[0] ?? "");
    expect(late.json()).toEqual({ success: false, message: serverMessages.loginChallengeExpired });
  });
});

describe("the account over HTTP", () => {
  test("changing the password signs out every other session, and the current one stays", async () => {
    await createAdmin(t);
    const current = await signIn();
    const other = await signIn("192.0.2.20");
    const newPassword = "a fresh password for the test";
    const changed = await call("mutation", "admin.account.changePassword", current, {
      currentPassword: adminCredentials.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.data).toEqual({ message: accountMessages.passwordChanged });
    expect((await call("query", "admin.session.me", other)).status).toBe(401);
    expect((await call("query", "admin.session.me", current)).status).toBe(200);
    expect((await login(t.app, { ...adminCredentials, password: newPassword })).statusCode).toBe(200);
  });

  test.each([
    ["a short new password", "short one", "short one", "newPassword", authMessages.passwordTooShort],
    [
      "two different passwords",
      "a brand new password",
      "another new password",
      "confirmPassword",
      authMessages.passwordMismatch,
    ],
  ])(
    "%s is refused by the schema with its message",
    async (_, newPassword, confirmPassword, path, message) => {
      await createAdmin(t);
      const response = await call("mutation", "admin.account.changePassword", await signIn(), {
        currentPassword: adminCredentials.password,
        newPassword,
        confirmPassword,
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.raw).error.data.errors).toEqual([{ path, message }]);
    },
  );

  test("a wrong current password is a 400 (not a 401: the session stays)", async () => {
    await createAdmin(t);
    const token = await signIn();
    const response = await call("mutation", "admin.account.changePassword", token, {
      currentPassword: "not the password at all",
      newPassword: "a brand new password",
      confirmPassword: "a brand new password",
    });
    expect(response).toMatchObject({ status: 400, error: { message: accountMessages.wrongPassword } });
    expect((await call("query", "admin.session.me", token)).status).toBe(200);
  });

  test("sessions show where and with what browser they signed in", async () => {
    await createAdmin(t);
    const token = await signIn("192.0.2.30", FIREFOX);
    await signIn(
      "192.0.2.31",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    );
    const listed = (await call("query", "admin.account.sessions", token)).data;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ clientIp: "192.0.2.30", device: "Firefox 133 on Windows", current: true }),
        expect.objectContaining({ clientIp: "192.0.2.31", device: "Safari 18 on iPhone", current: false }),
      ]),
    );
  });
});

describe("readable browsers", () => {
  test.each([
    [FIREFOX, "Firefox 133 on Windows"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome 131 on macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge 131 on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome 131 on Android",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36",
      "Chrome 130 on Linux",
    ],
    ["curl/8.5.0", "Unknown browser"],
    [undefined, "Unknown browser"],
  ])("%s → %s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toBe(expected);
  });
});
