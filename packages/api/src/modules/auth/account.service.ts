import {
  type AdminSessionInfo,
  AppError,
  accountMessages,
  type ChangePasswordInput,
  type RecoveryCodes,
  type TeamSessionInfo,
  type TwoFactorDisableInput,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@choose/schema";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config.ts";
import {
  AdminSessionEntity,
  type AdminSessionRow,
  LoginChallengeEntity,
  UserEntity,
  type UserRow,
} from "./auth.entity.ts";
import type { AdminIdentity } from "./auth.service.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { newPasswordProblem } from "./password-rule.ts";
import {
  clearSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useSecondFactor,
} from "./second-factor.ts";
import { newTwoFactorSetup, totpStep } from "./two-factor.ts";
import { describeUserAgent } from "./user-agent.ts";

/** The signed-in administrator's own account: password, sessions, two-factor sign-in. */
export interface AccountService {
  /** Checks the current password, sets the new one and signs out every other session. */
  changePassword(admin: AdminIdentity, input: ChangePasswordInput, clientIp: string): Promise<void>;
  /** The live sessions, the most recently used first. */
  sessions(admin: AdminIdentity): Promise<AdminSessionInfo[]>;
  /** The Owner's view: every live session of everyone on the team, the most recently used first. */
  teamSessions(admin: AdminIdentity): Promise<TeamSessionInfo[]>;
  /** The Owner signs out one session of a person (NOT_FOUND when it has already ended). */
  revokeTeamSession(userId: string, sessionId: string): Promise<void>;
  /** Signs out one of the administrator's sessions (NOT_FOUND when it has already ended). */
  revokeSession(admin: AdminIdentity, sessionId: string): Promise<void>;
  /** Signs out every session but the current one; returns how many. */
  revokeOtherSessions(admin: AdminIdentity): Promise<number>;
  twoFactorStatus(admin: AdminIdentity): Promise<TwoFactorStatus>;
  /** A new secret waiting for its first code (replacing any earlier one not yet confirmed). */
  startTwoFactorSetup(admin: AdminIdentity): Promise<TwoFactorSetup>;
  /** The first code from the app turns two-factor sign-in on; the recovery codes are shown once. */
  confirmTwoFactor(admin: AdminIdentity, code: string): Promise<RecoveryCodes>;
  /** Turns two-factor sign-in off with the password and a code (authenticator or recovery). */
  disableTwoFactor(admin: AdminIdentity, input: TwoFactorDisableInput, clientIp: string): Promise<void>;
}

const newestFirst = { orderBy: { lastUsedAt: "desc", createdAt: "desc" } } as const;

/** A session as the screens list it: when, where, which browser, and whether it is the caller's. */
const sessionInfo = (row: AdminSessionRow, admin: AdminIdentity): AdminSessionInfo => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  clientIp: row.clientIp ?? null,
  device: describeUserAgent(row.userAgent),
  current: row.id === admin.sessionId,
});

const badRequest = (message: string) => new AppError("BAD_REQUEST", message);

export function createAccountService(
  orm: MikroORM,
  throttle: LoginThrottle,
  config: Pick<Config, "session"> & { issuer: string },
): AccountService {
  /** Only live sessions: not revoked, within the absolute lifetime and the idle limit. */
  const live = () => ({
    revokedAt: null,
    expiresAt: { $gt: new Date() },
    lastUsedAt: { $gt: new Date(Date.now() - config.session.idleMs) },
  });
  /** One user's live sessions. */
  const liveSessions = (admin: Pick<AdminIdentity, "userId">) => ({ user: admin.userId, ...live() });

  /**
   * A password or code typed on this screen is a guess like any other: the sign-in throttle counts a
   * wrong one, so a stolen session cannot be used to try passwords.
   */
  async function checked(
    admin: AdminIdentity,
    clientIp: string,
    correct: () => Promise<boolean>,
    message: string,
  ) {
    await throttle.check(admin.username, clientIp, false);
    if (await correct()) return;
    await throttle.recordFailure(admin.username, clientIp);
    throw badRequest(message);
  }

  const userOf = (em: EntityManager, admin: AdminIdentity): Promise<UserRow> =>
    em.findOneOrFail(UserEntity, { id: admin.userId });

  return {
    async changePassword(admin, { currentPassword, newPassword }, clientIp) {
      const em = orm.em.fork();
      const user = await userOf(em, admin);
      await checked(
        admin,
        clientIp,
        () => verifyPassword(user.password, currentPassword),
        accountMessages.wrongPassword,
      );
      const problem = await newPasswordProblem(newPassword, [user.username]);
      if (problem) throw badRequest(problem);
      user.password = await hashPassword(newPassword);
      await em.nativeUpdate(
        AdminSessionEntity,
        { user: user.id, revokedAt: null, id: { $ne: admin.sessionId } },
        { revokedAt: new Date() },
      );
      await em.nativeDelete(LoginChallengeEntity, { user: user.id });
      await em.flush();
    },

    async sessions(admin) {
      const rows = await orm.em.fork().find(AdminSessionEntity, liveSessions(admin), newestFirst);
      return rows.map((row) => sessionInfo(row, admin));
    },

    async teamSessions(admin) {
      const rows = await orm.em.fork().find(AdminSessionEntity, live(), newestFirst);
      return rows.map((row) => ({ ...sessionInfo(row, admin), userId: row.user.id }));
    },

    async revokeTeamSession(userId, sessionId) {
      const ended = await orm.em
        .fork()
        .nativeUpdate(
          AdminSessionEntity,
          { ...liveSessions({ userId }), id: sessionId },
          { revokedAt: new Date() },
        );
      if (ended === 0) throw new AppError("NOT_FOUND", accountMessages.sessionNotFound);
    },

    async revokeSession(admin, sessionId) {
      const ended = await orm.em
        .fork()
        .nativeUpdate(
          AdminSessionEntity,
          { ...liveSessions(admin), id: sessionId },
          { revokedAt: new Date() },
        );
      if (ended === 0) throw new AppError("NOT_FOUND", accountMessages.sessionNotFound);
    },

    revokeOtherSessions(admin) {
      return orm.em
        .fork()
        .nativeUpdate(
          AdminSessionEntity,
          { user: admin.userId, revokedAt: null, id: { $ne: admin.sessionId } },
          { revokedAt: new Date() },
        );
    },

    async twoFactorStatus(admin) {
      const em = orm.em.fork();
      const user = await userOf(em, admin);
      const enabledAt = user.totpEnabledAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(em, user) : 0,
      };
    },

    async startTwoFactorSetup(admin) {
      const em = orm.em.fork();
      const user = await userOf(em, admin);
      if (user.totpEnabledAt) throw badRequest(accountMessages.twoFactorAlreadyOn);
      const setup = newTwoFactorSetup(user.username, config.issuer);
      user.totpSecret = setup.secret;
      await em.flush();
      return setup;
    },

    async confirmTwoFactor(admin, code) {
      const em = orm.em.fork();
      const user = await userOf(em, admin);
      if (user.totpEnabledAt) throw badRequest(accountMessages.twoFactorAlreadyOn);
      if (!user.totpSecret) throw badRequest(accountMessages.setupFirst);
      const step = totpStep(user.totpSecret, code);
      if (step === null) throw badRequest(accountMessages.wrongCode);
      user.totpEnabledAt = new Date();
      // The confirming code is spent like any other.
      user.totpLastStep = step;
      const recoveryCodes = await replaceRecoveryCodes(em, user);
      await em.flush();
      return { recoveryCodes };
    },

    async disableTwoFactor(admin, { password, code }, clientIp) {
      const em = orm.em.fork();
      const user = await userOf(em, admin);
      if (!user.totpEnabledAt) throw badRequest(accountMessages.twoFactorNotOn);
      await checked(
        admin,
        clientIp,
        () => verifyPassword(user.password, password),
        accountMessages.wrongPassword,
      );
      await checked(
        admin,
        clientIp,
        async () => (await useSecondFactor(em, user, code)) !== null,
        accountMessages.wrongCode,
      );
      await clearSecondFactor(em, user);
      await em.flush();
    },
  };
}
