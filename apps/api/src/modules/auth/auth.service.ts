import { createHash, randomBytes } from "node:crypto";
import { AdminPasswordSchema, authMessages, serverMessages } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { type Config, ConfigError } from "../../env.ts";
import { AppError } from "../../errors.ts";
import type { CounterStore } from "../../rate-limit/counter-store.ts";
import { consumeWindows } from "../../rate-limit/rate-limiter.ts";
import type { AuthService } from "../../services.ts";
import { AdminSessionEntity, UserEntity } from "./auth.entity.ts";
import { hashPassword, verifyPassword } from "./password.ts";

/** Only the SHA-256 of a token is stored: a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** last_used_at is written at most this often, so checking a session is usually a read only. */
const LAST_USED_RESOLUTION_MS = 60_000;

const unauthorized = (message: string = serverMessages.unauthorized) => new AppError("UNAUTHORIZED", message);

export function createAuthService(
  orm: MikroORM,
  counters: CounterStore,
  config: Pick<Config, "session"> & {
    loginFailures: Config["rateLimits"]["loginFailures"];
    rateLimited: boolean;
  },
): AuthService {
  const failureKeys = (username: string, clientIp: string) => [
    `login:ip:${clientIp}`,
    `login:user:${username.toLowerCase()}`,
  ];

  return {
    async login({ username, password }, clientIp) {
      const keys = failureKeys(username, clientIp);
      if (config.rateLimited) {
        for (const key of keys) {
          await consumeWindows(
            counters,
            key,
            [config.loginFailures],
            "",
            serverMessages.tooManyLoginAttempts,
          );
        }
      }
      const em = orm.em.fork();
      const user = await em.findOne(UserEntity, { username });
      const valid = await verifyPassword(user?.password, password);
      if (!user || !valid) throw unauthorized(serverMessages.invalidCredentials);

      await Promise.all(keys.map((key) => counters.reset(`${key}:${config.loginFailures.windowMs}:`)));
      // Housekeeping: this admin's sessions past their absolute expiry can never be used again.
      await em.nativeDelete(AdminSessionEntity, { user, expiresAt: { $lte: new Date() } });
      const token = randomBytes(32).toString("base64url");
      em.create(AdminSessionEntity, {
        user,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + config.session.maxAgeMs),
      });
      await em.flush();
      return { success: true, token, message: serverMessages.loginSuccess };
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
      return { userId: session.user.id, username: session.user.username, sessionId: session.id };
    },
  };
}

const passwordProblem = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? authMessages.passwordTooShort;

/**
 * Creates the administrator or resets its password (and signs out its sessions). The password must
 * pass the shared rule (12+ characters); the message says why otherwise.
 */
export async function setAdminPassword(orm: MikroORM, username: string, password: string) {
  const checked = AdminPasswordSchema.safeParse(password);
  if (!checked.success) throw new AppError("BAD_REQUEST", passwordProblem(checked.error));
  const em = orm.em.fork();
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(UserEntity, { username });
  if (existing) {
    existing.password = passwordHash;
    await em.nativeUpdate(AdminSessionEntity, { user: existing, revokedAt: null }, { revokedAt: new Date() });
  } else {
    em.create(UserEntity, { username, password: passwordHash });
  }
  await em.flush();
  return existing ? ("reset" as const) : ("created" as const);
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
    const checked = AdminPasswordSchema.safeParse(admin.password);
    if (!checked.success) throw new ConfigError(`ADMIN_PASSWORD: ${passwordProblem(checked.error)}`);
    await setAdminPassword(orm, admin.username, admin.password);
    log.info(`Created the administrator "${admin.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return;
  }
  log.warn(
    "No administrator yet: set ADMIN_USERNAME and ADMIN_PASSWORD (12+ characters) and restart, or run `pnpm admin:password`.",
  );
}
