import type { EntityManager } from "@mikro-orm/postgresql";
import { RecoveryCodeEntity, UserEntity, type UserRow } from "./auth.entity.ts";
import { hashToken } from "./tokens.ts";
import { isAuthenticatorCode, newRecoveryCodes, normaliseRecoveryCode, totpStep } from "./two-factor.ts";

/**
 * Checks a second factor against `user`'s active secret or unused recovery codes and uses it up: an
 * authenticator code's time step can serve once (a later code only), a recovery code once. Both are
 * conditional updates, so two requests racing with the same code cannot both pass.
 */
export async function useSecondFactor(
  em: EntityManager,
  user: UserRow,
  code: string,
): Promise<"authenticator" | "recovery" | null> {
  if (isAuthenticatorCode(code)) {
    const step = user.totpSecret ? totpStep(user.totpSecret, code) : null;
    if (step === null) return null;
    const accepted = await em.nativeUpdate(
      UserEntity,
      { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
      { totpLastStep: step },
    );
    return accepted === 1 ? "authenticator" : null;
  }
  const used = await em.nativeUpdate(
    RecoveryCodeEntity,
    { user: user.id, codeHash: hashToken(normaliseRecoveryCode(code)), usedAt: null },
    { usedAt: new Date() },
  );
  return used === 1 ? "recovery" : null;
}

/** Replaces `user`'s recovery codes with ten new ones, kept as hashes; returns them to show once. */
export async function replaceRecoveryCodes(em: EntityManager, user: UserRow): Promise<string[]> {
  const codes = newRecoveryCodes();
  await em.nativeDelete(RecoveryCodeEntity, { user: user.id });
  for (const code of codes) {
    em.create(RecoveryCodeEntity, { user, codeHash: hashToken(normaliseRecoveryCode(code)) });
  }
  return codes;
}

/** How many unused recovery codes `user` has left. */
export const recoveryCodesLeft = (em: EntityManager, user: UserRow) =>
  em.count(RecoveryCodeEntity, { user: user.id, usedAt: null });

/** Turns two-factor sign-in off: the secret and every recovery code go. */
export async function clearSecondFactor(em: EntityManager, user: UserRow) {
  await em.nativeDelete(RecoveryCodeEntity, { user: user.id });
  user.totpSecret = null;
  user.totpEnabledAt = null;
  user.totpLastStep = null;
}
