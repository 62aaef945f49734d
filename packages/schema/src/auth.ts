import { z } from "zod";
import { storableString } from "./text.ts";

export const ADMIN_PASSWORD_MIN = 12;

export const authMessages = {
  username: "Username is required",
  password: "Password is required",
  passwordTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN} characters`,
} as const;

export const LoginInputSchema = z.object({
  username: storableString().trim().min(1, authMessages.username).max(200, "Must be at most 200 characters"),
  password: storableString().min(1, authMessages.password).max(1024, "Must be at most 1024 characters"),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResultSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** The rule for a new admin password (the CLI and start-up from env). */
export const AdminPasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN, authMessages.passwordTooShort)
  .max(1024);

export const IdParamSchema = z.object({ id: z.uuid({ error: "Invalid id" }) });
