import { z } from "zod";
import { storableString } from "./text.ts";

export const ADMIN_PASSWORD_MIN = 12;

export const authMessages = {
  username: "Username is required",
  password: "Password is required",
  passwordTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN} characters`,
  /** Ours: a new password that a guesser would try early (zxcvbn-ts scores it below 3). */
  passwordTooCommon: "This password is too easy to guess. Choose a longer or less common one.",
  passwordMismatch: "The two passwords are not the same",
  code: "Enter the code from your authenticator app or a recovery code",
} as const;

const password = () =>
  storableString().min(1, authMessages.password).max(1024, "Must be at most 1024 characters");

export const LoginInputSchema = z.object({
  username: storableString().trim().min(1, authMessages.username).max(200, "Must be at most 200 characters"),
  password: password(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** A finished sign-in: the session token for the `x-admin-token` header. */
export const LoginSuccessSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type LoginSuccess = z.infer<typeof LoginSuccessSchema>;

/**
 * The password was right and the account has two-factor sign-in: no token yet. `challenge` stands for
 * the checked password in the second call (`LoginCodeInput`), so the password is not sent twice.
 */
export const LoginTwoFactorSchema = z.object({
  success: z.literal(false),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});

export const LoginResultSchema = z.discriminatedUnion("success", [LoginSuccessSchema, LoginTwoFactorSchema]);
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** A six-digit authenticator code or a recovery code; spaces and dashes typed with it are ignored. */
export const SecondFactorCodeSchema = storableString()
  .transform((value) => value.replaceAll(/[\s-]/g, "").toLowerCase())
  .pipe(z.string().min(1, authMessages.code).max(64, authMessages.code));

/** The second step of a sign-in with two-factor sign-in on. */
export const LoginCodeInputSchema = z.object({
  challenge: storableString().min(1).max(100),
  code: SecondFactorCodeSchema,
});
export type LoginCodeInput = z.infer<typeof LoginCodeInputSchema>;

/** The rule for a new admin password's length (the server also refuses common ones). */
export const AdminPasswordSchema = storableString()
  .min(ADMIN_PASSWORD_MIN, authMessages.passwordTooShort)
  .max(1024);

export const IdParamSchema = z.object({ id: z.uuid({ error: "Invalid id" }) });
