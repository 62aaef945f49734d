import {
  type AdminSessionInfo,
  AppError,
  AUDIT_PAGE_SIZE,
  type AuditEvent,
  accountMessages,
  serverMessages,
} from "@choose/schema";
import type { AuditActor, AuditService } from "../modules/audit/audit.service.ts";
import type { AccountService } from "../modules/auth/account.service.ts";
import {
  type AuthService,
  CHALLENGE_MAX_FAILURES,
  type ClientInfo,
  LOGIN_CHALLENGE_MS,
  twoFactorRequired,
} from "../modules/auth/auth.service.ts";
import { newPasswordProblem } from "../modules/auth/password-rule.ts";
import {
  isAuthenticatorCode,
  newRecoveryCodes,
  newTwoFactorSetup,
  normaliseRecoveryCode,
  totpStep,
} from "../modules/auth/two-factor.ts";
import { describeUserAgent } from "../modules/auth/user-agent.ts";

interface Session {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  clientIp: string;
  userAgent: string | undefined;
}

interface TwoFactor {
  secret: string;
  enabledAt: string | null;
  lastStep: number | null;
}

/**
 * The administrator's sign-in, account and audit trail in memory, following the real services (see
 * src/contract.test.ts): two-factor sign-in with real TOTP codes, one-time recovery codes, the audit
 * lines the auth service writes itself. No throttling: rate limits are off in the mocks.
 */
export function createInMemoryAccount(
  admin: { username: string; password: string } | undefined,
  issuer: string,
): { auth: AuthService; account: AccountService; audit: AuditService } {
  const userId = crypto.randomUUID();
  let password = admin?.password;
  /** Sessions by token (the real API keeps only a hash of the token; the id is not the secret). */
  const sessions = new Map<string, Session>();
  const challenges = new Map<string, { expiresAt: number; failures: number }>();
  let twoFactor: TwoFactor | null = null;
  let recoveryCodes = new Set<string>();
  let events: AuditEvent[] = [];
  const now = () => new Date().toISOString();

  const audit: AuditService = {
    async record(actor: AuditActor, description: string) {
      events = [{ id: crypto.randomUUID(), at: now(), ...actor, description }, ...events];
    },
    async list(page) {
      const start = (page - 1) * AUDIT_PAGE_SIZE;
      return {
        items: events.slice(start, start + AUDIT_PAGE_SIZE),
        page,
        pageCount: Math.max(1, Math.ceil(events.length / AUDIT_PAGE_SIZE)),
        total: events.length,
      };
    },
    // Nothing here lives long enough to be pruned.
    async prune() {
      return 0;
    },
  };

  const enabled = () => (twoFactor?.enabledAt ? twoFactor : null);

  /** Uses up a code like the real `useSecondFactor`: a time step once, a recovery code once. */
  function useSecondFactor(code: string): "authenticator" | "recovery" | null {
    const active = enabled();
    if (!active) return null;
    if (isAuthenticatorCode(code)) {
      const step = totpStep(active.secret, code);
      if (step === null || (active.lastStep !== null && step <= active.lastStep)) return null;
      twoFactor = { ...active, lastStep: step };
      return "authenticator";
    }
    return recoveryCodes.delete(normaliseRecoveryCode(code)) ? "recovery" : null;
  }

  function startSession(client: ClientInfo, description: string) {
    if (!admin) throw new AppError("UNAUTHORIZED", serverMessages.invalidCredentials);
    const token = crypto.randomUUID();
    const at = now();
    sessions.set(token, {
      id: crypto.randomUUID(),
      createdAt: at,
      lastUsedAt: at,
      clientIp: client.ip,
      userAgent: client.userAgent,
    });
    void audit.record({ username: admin.username, clientIp: client.ip }, description);
    return { success: true as const, token, message: serverMessages.loginSuccess };
  }

  const unauthorized = (message: string) => new AppError("UNAUTHORIZED", message);
  const badRequest = (message: string) => new AppError("BAD_REQUEST", message);

  const auth: AuthService = {
    async login(input, client) {
      if (!admin || input.username !== admin.username || input.password !== password) {
        const known = admin !== undefined && input.username === admin.username;
        await audit.record(
          { username: known ? input.username : null, clientIp: client.ip },
          known ? "Sign-in failed: wrong password" : "Sign-in failed: unknown username",
        );
        throw unauthorized(serverMessages.invalidCredentials);
      }
      if (!enabled()) return startSession(client, "Signed in");
      const challenge = crypto.randomUUID();
      challenges.set(challenge, { expiresAt: Date.now() + LOGIN_CHALLENGE_MS, failures: 0 });
      return twoFactorRequired(challenge);
    },
    async loginWithCode({ challenge, code }, client) {
      const pending = challenges.get(challenge);
      if (!pending || pending.expiresAt <= Date.now() || !enabled()) {
        throw unauthorized(serverMessages.loginChallengeExpired);
      }
      const used = useSecondFactor(code);
      if (!used) {
        const spent = pending.failures + 1 >= CHALLENGE_MAX_FAILURES;
        if (spent) challenges.delete(challenge);
        else challenges.set(challenge, { ...pending, failures: pending.failures + 1 });
        await audit.record(
          { username: admin?.username ?? null, clientIp: client.ip },
          "Sign-in failed: wrong two-factor code",
        );
        throw unauthorized(spent ? serverMessages.loginChallengeExpired : serverMessages.invalidCode);
      }
      challenges.delete(challenge);
      return startSession(
        client,
        used === "recovery" ? "Signed in with a recovery code" : "Signed in with an authenticator code",
      );
    },
    async logout(token) {
      sessions.delete(token);
    },
    async authenticate(token) {
      const session = token === undefined ? undefined : sessions.get(token);
      if (!admin || session === undefined) throw unauthorized(serverMessages.unauthorized);
      return { userId, username: admin.username, sessionId: session.id };
    },
  };

  /** Ends the sessions `keep` says no to; returns how many. */
  function endSessions(end: (session: Session) => boolean): number {
    let count = 0;
    for (const [token, session] of sessions) {
      if (end(session)) {
        sessions.delete(token);
        count++;
      }
    }
    return count;
  }

  const account: AccountService = {
    async changePassword(identity, { currentPassword, newPassword }) {
      if (currentPassword !== password) throw badRequest(accountMessages.wrongPassword);
      const problem = await newPasswordProblem(newPassword, [identity.username]);
      if (problem) throw badRequest(problem);
      password = newPassword;
      challenges.clear();
      endSessions((session) => session.id !== identity.sessionId);
    },
    async sessions(identity) {
      return [...sessions.values()]
        .toSorted((a, b) => Date.parse(b.lastUsedAt) - Date.parse(a.lastUsedAt))
        .map(
          (session): AdminSessionInfo => ({
            id: session.id,
            createdAt: session.createdAt,
            lastUsedAt: session.lastUsedAt,
            clientIp: session.clientIp,
            device: describeUserAgent(session.userAgent),
            current: session.id === identity.sessionId,
          }),
        );
    },
    async revokeSession(_identity, sessionId) {
      if (endSessions((session) => session.id === sessionId) === 0) {
        throw new AppError("NOT_FOUND", accountMessages.sessionNotFound);
      }
    },
    async revokeOtherSessions(identity) {
      return endSessions((session) => session.id !== identity.sessionId);
    },
    async twoFactorStatus() {
      const active = enabled();
      return {
        enabled: active !== null,
        enabledAt: active?.enabledAt ?? null,
        recoveryCodesLeft: active ? recoveryCodes.size : 0,
      };
    },
    async startTwoFactorSetup(identity) {
      if (enabled()) throw badRequest(accountMessages.twoFactorAlreadyOn);
      const setup = newTwoFactorSetup(identity.username, issuer);
      twoFactor = { secret: setup.secret, enabledAt: null, lastStep: null };
      return setup;
    },
    async confirmTwoFactor(_identity, code) {
      if (enabled()) throw badRequest(accountMessages.twoFactorAlreadyOn);
      if (!twoFactor) throw badRequest(accountMessages.setupFirst);
      const step = totpStep(twoFactor.secret, code);
      if (step === null) throw badRequest(accountMessages.wrongCode);
      twoFactor = { ...twoFactor, enabledAt: now(), lastStep: step };
      const codes = newRecoveryCodes();
      recoveryCodes = new Set(codes.map(normaliseRecoveryCode));
      return { recoveryCodes: codes };
    },
    async disableTwoFactor(_identity, input) {
      if (!enabled()) throw badRequest(accountMessages.twoFactorNotOn);
      if (input.password !== password) throw badRequest(accountMessages.wrongPassword);
      if (!useSecondFactor(input.code)) throw badRequest(accountMessages.wrongCode);
      twoFactor = null;
      recoveryCodes = new Set();
    },
  };

  return { auth, account, audit };
}
