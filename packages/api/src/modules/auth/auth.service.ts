import {
  AppError,
  type LoginCodeInput,
  type LoginInput,
  type LoginResult,
  type LoginSuccess,
  type StaffRole,
  serverMessages,
} from "@choose/schema";
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from "@mikro-orm/postgresql";
import { type Config, ConfigError } from "../../config.ts";
import { clientKey } from "../../rate-limit/client-key.ts";
import { type AuditService, addAuditEvent } from "../audit/audit.service.ts";
import { AdminSessionEntity, LoginChallengeEntity, UserEntity, type UserRow } from "./auth.entity.ts";
import { createKnownDevices } from "./known-device.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { newPasswordProblem } from "./password-rule.ts";
import { clearSecondFactor, useSecondFactor } from "./second-factor.ts";
import { hashToken, newToken } from "./tokens.ts";

export { hashToken } from "./tokens.ts";

export interface AdminIdentity {
  userId: string;
  username: string;
  sessionId: string;
  role: StaffRole;
  /** Whether the person has two-factor sign-in on (the Owner may require it). */
  twoFactor: boolean;
  /** The Owner's switch for the CSV exports of personal data (`mayExport` reads it with the role). */
  canExport: boolean;
}

/** Who is calling: the address (the proxy's when TRUST_PROXY is set) and the browser. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The values of the known-device cookies the browser sent to the sign-in (see known-device.ts). */
  knownDevices?: readonly string[] | undefined;
  /** Gives the browser a finished sign-in's new known-device cookie value; absent, there is none to give. */
  rememberDevice?: ((value: string) => void) | undefined;
}

export interface AuthService {
  /** A session, or (two-factor sign-in on) a challenge for `loginWithCode`. */
  login(input: LoginInput, client: ClientInfo): Promise<LoginResult>;
  /** The second step: the challenge and an authenticator or recovery code. */
  loginWithCode(input: LoginCodeInput, client: ClientInfo): Promise<LoginSuccess>;
  logout(token: string): Promise<void>;
  /** The admin behind a token; throws UNAUTHORIZED when missing, unknown, expired or revoked. */
  authenticate(token: string | undefined): Promise<AdminIdentity>;
}

/** last_used_at is written at most this often, so checking a session is usually a read only. */
const LAST_USED_RESOLUTION_MS = 60_000;
/** How long the code step may follow the password step. */
export const LOGIN_CHALLENGE_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent (the throttle limits them too). */
export const CHALLENGE_MAX_FAILURES = 5;

/** The answer to a right password on an account with two-factor sign-in: the challenge for the code. */
export function twoFactorRequired(challenge: string): LoginResult {
  return { success: false, twoFactorRequired: true, challenge, message: serverMessages.twoFactorRequired };
}

const unauthorized = (message: string = serverMessages.unauthorized) => new AppError("UNAUTHORIZED", message);

/** Repeated failed sign-ins are counted in one audit line per address (an IPv6 /64) and quarter of an hour. */
export const FAILED_SIGN_IN_LINE_MS = 15 * 60_000;

export function createAuthService(
  orm: MikroORM,
  throttle: LoginThrottle,
  audit: AuditService,
  config: Pick<Config, "session">,
): AuthService {
  const devices = createKnownDevices(orm);

  /**
   * Starts a session for `user` (a finished sign-in), forgets the failures the sign-in was counted
   * against (its address's, or its known device's), and makes the browser a known device.
   */
  async function startSession(
    em: EntityManager,
    user: UserRow,
    client: ClientInfo,
    how: string,
    device: string | undefined,
  ) {
    await throttle.recordSuccess(user.username, client.ip, device);
    // Housekeeping: this admin's sessions past their absolute expiry can never be used again.
    await em.nativeDelete(AdminSessionEntity, { user, expiresAt: { $lte: new Date() } });
    const token = newToken();
    em.create(AdminSessionEntity, {
      user,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + config.session.maxAgeMs),
      clientIp: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    addAuditEvent(em, { username: user.username, clientIp: client.ip }, how);
    await em.flush();
    client.rememberDevice?.(await devices.issue(user.username));
    return { success: true as const, token, message: serverMessages.loginSuccess };
  }

  /** A wrong password or code: counted by the throttle, and in the trail's line for its address. */
  async function refuse(
    username: string,
    account: UserRow | null,
    client: ClientInfo,
    description: string,
    device: string | undefined,
  ) {
    await throttle.recordFailure(username, client.ip, device);
    // A name that is no account is not written down: it may be a password typed in the wrong box.
    await audit.record(
      { username: account?.username ?? null, clientIp: clientKey(client.ip) },
      description,
      FAILED_SIGN_IN_LINE_MS,
    );
  }

  return {
    async login({ username, password }, client) {
      const em = orm.em.fork();
      const user = await em.findOne(UserEntity, { username });
      const twoFactor = Boolean(user?.totpEnabledAt);
      const known = await devices.recognise(client.knownDevices ?? [], username);
      // Before the password check: a refused try costs no hash.
      const device = await throttle.check(username, client.ip, !twoFactor, known);
      const valid = await verifyPassword(user?.password, password);
      if (!user || !valid) {
        await refuse(
          username,
          user,
          client,
          user ? "Sign-in failed: wrong password" : "Sign-in failed: unknown username",
          device,
        );
        throw unauthorized(serverMessages.invalidCredentials);
      }
      if (!twoFactor) return startSession(em, user, client, "Signed in", device);

      const challenge = newToken();
      await em.nativeDelete(LoginChallengeEntity, { expiresAt: { $lte: new Date() } });
      em.create(LoginChallengeEntity, {
        user,
        tokenHash: hashToken(challenge),
        expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_MS),
        knownDevice: device ?? null,
      });
      await em.flush();
      return twoFactorRequired(challenge);
    },

    async loginWithCode({ challenge, code }, client) {
      const em = orm.em.fork();
      const pending = await em.findOne(
        LoginChallengeEntity,
        { tokenHash: hashToken(challenge), expiresAt: { $gt: new Date() } },
        { populate: ["user"] },
      );
      if (!pending?.user.totpEnabledAt) throw unauthorized(serverMessages.loginChallengeExpired);
      const user = pending.user;
      const device = await throttle.check(user.username, client.ip, false, pending.knownDevice ?? undefined);

      const used = await useSecondFactor(em, user, code);
      if (!used) {
        const spent = pending.failures + 1 >= CHALLENGE_MAX_FAILURES;
        if (spent) await em.nativeDelete(LoginChallengeEntity, { id: pending.id });
        else
          await em.nativeUpdate(LoginChallengeEntity, { id: pending.id }, { failures: pending.failures + 1 });
        await refuse(user.username, user, client, "Sign-in failed: wrong two-factor code", device);
        throw unauthorized(spent ? serverMessages.loginChallengeExpired : serverMessages.invalidCode);
      }
      // Single use: of two requests racing with one challenge, only the one that deletes it goes on.
      if ((await em.nativeDelete(LoginChallengeEntity, { id: pending.id })) !== 1) {
        throw unauthorized(serverMessages.loginChallengeExpired);
      }
      return startSession(
        em,
        user,
        client,
        used === "recovery" ? "Signed in with a recovery code" : "Signed in with an authenticator code",
        device,
      );
    },

    async logout(token) {
      await orm.em
        .fork()
        .nativeUpdate(
          AdminSessionEntity,
          { tokenHash: hashToken(token), revokedAt: null },
          { revokedAt: new Date() },
        );
    },

    async authenticate(token) {
      if (!token) throw unauthorized();
      const em = orm.em.fork();
      const session = await em.findOne(
        AdminSessionEntity,
        { tokenHash: hashToken(token), revokedAt: null },
        { populate: ["user"] },
      );
      const now = Date.now();
      if (!session) throw unauthorized();
      if (session.expiresAt.getTime() <= now || session.lastUsedAt.getTime() + config.session.idleMs <= now) {
        throw unauthorized(serverMessages.sessionExpired);
      }
      if (now - session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await em.nativeUpdate(AdminSessionEntity, { id: session.id }, { lastUsedAt: new Date(now) });
      }
      const { user } = session;
      return {
        userId: user.id,
        username: user.username,
        sessionId: session.id,
        role: user.role,
        twoFactor: Boolean(user.totpEnabledAt),
        canExport: user.canExport,
      };
    },
  };
}

/**
 * Creates the administrator or resets its password, which signs out its sessions and turns two-factor
 * sign-in off (the shell is the way back in for an administrator who lost the second factor). The
 * password must pass the shared rule; the message says why otherwise.
 */
export async function setAdminPassword(orm: MikroORM, username: string, password: string) {
  const problem = await newPasswordProblem(password, [username]);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  const em = orm.em.fork();
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(UserEntity, { username });
  if (!existing) {
    em.create(UserEntity, { username, password: passwordHash });
    addAuditEvent(em, { username, clientIp: null }, "Administrator account created on the server");
    await em.flush();
    return "created" as const;
  }
  const hadTwoFactor = Boolean(existing.totpEnabledAt);
  existing.password = passwordHash;
  await clearSecondFactor(em, existing);
  await em.nativeDelete(LoginChallengeEntity, { user: existing });
  await em.nativeUpdate(AdminSessionEntity, { user: existing, revokedAt: null }, { revokedAt: new Date() });
  addAuditEvent(
    em,
    { username, clientIp: null },
    hadTwoFactor
      ? "Password reset on the server; two-factor sign-in turned off"
      : "Password reset on the server",
  );
  await em.flush();
  return hadTwoFactor ? ("reset-two-factor-off" as const) : ("reset" as const);
}

/**
 * At start-up: the first admin from ADMIN_USERNAME/ADMIN_PASSWORD when no user exists yet. A password
 * the rule refuses stops start-up (like any bad variable) rather than leaving the site without an admin.
 */
export async function ensureFirstAdmin(
  orm: MikroORM,
  admin: Config["admin"],
  log: { info(message: string): void; warn(message: string): void },
) {
  if ((await orm.em.fork().count(UserEntity, {})) > 0) return;
  if (admin.username && admin.password) {
    const problem = await newPasswordProblem(admin.password, [admin.username]);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
    try {
      await setAdminPassword(orm, admin.username, admin.password);
    } catch (error) {
      // Instances started together both saw no user: the one that lost the race finds it made.
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
    log.info(`Created the administrator "${admin.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return;
  }
  log.warn(
    "No administrator yet: set ADMIN_USERNAME and ADMIN_PASSWORD (12+ characters) and restart, or run `pnpm admin:password`.",
  );
}
