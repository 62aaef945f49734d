import { z } from "zod";
import { AdminPasswordSchema, authMessages, LoginInputSchema, SecondFactorCodeSchema } from "./auth.ts";
import { storableString } from "./text.ts";

/** The password the administrator signs in with, under the sign-in's rule. */
const currentPassword = LoginInputSchema.shape.password;

/** The account screen's password change: the current password, then the new one twice. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword,
    newPassword: AdminPasswordSchema,
    confirmPassword: storableString(),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: authMessages.passwordMismatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** A live admin session as the account screen lists it (never its token). */
export interface AdminSessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  clientIp: string | null;
  /** "Firefox 133 on Windows", read from the User-Agent it signed in with. */
  device: string;
  current: boolean;
}

/** A live session of anyone on the team, as the Owner's team screen lists them (`current`: the Owner's own). */
export interface TeamSessionInfo extends AdminSessionInfo {
  userId: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/**
 * A new authenticator secret, shown once while setting up: as text (typed by hand), as an
 * `otpauth://` URI, and as the URI's QR code drawn in the browser from a path (no image service).
 */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qr: z.object({ size: z.number().int(), path: z.string() }),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorConfirmInputSchema = z.object({ code: SecondFactorCodeSchema });
export type TwoFactorConfirmInput = z.infer<typeof TwoFactorConfirmInputSchema>;

export const TwoFactorDisableInputSchema = z.object({
  password: currentPassword,
  code: SecondFactorCodeSchema,
});
export type TwoFactorDisableInput = z.infer<typeof TwoFactorDisableInputSchema>;

/** Recovery codes, shown once when two-factor sign-in is turned on; only their hashes are kept. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const accountMessages = {
  wrongPassword: "The current password is not right",
  wrongCode: "That code is not right",
  twoFactorAlreadyOn: "Two-factor sign-in is already on",
  twoFactorNotOn: "Two-factor sign-in is not on",
  setupFirst: "Start the setup again: no authenticator secret is waiting for a code",
  sessionNotFound: "That session has already ended",
  passwordChanged: "Password changed. Every other session has been signed out.",
} as const;
