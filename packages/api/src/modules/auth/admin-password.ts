import { AppError, authMessages } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config.ts";
import { setAdminPassword } from "./auth.service.ts";
import { newPasswordProblem } from "./password-rule.ts";

/** How the command asks for what the environment does not give; `askSecret` must not echo. */
export interface Prompter {
  ask(question: string): Promise<string>;
  askSecret(question: string): Promise<string>;
}

export const adminPasswordMessages = {
  created: (username: string) => `Created the administrator "${username}".`,
  reset: (username: string) => `Reset the password of "${username}" and signed out its sessions.`,
  resetTwoFactorOff: (username: string) =>
    `Reset the password of "${username}", turned two-factor sign-in off and signed out its sessions. Turn it on again from the Account screen.`,
} as const;

/**
 * `pnpm admin:password`: creates the administrator or resets its password (which also turns two-factor
 * sign-in off: the way back in for an administrator who lost the second factor), taking the username
 * and password from ADMIN_USERNAME/ADMIN_PASSWORD, or asking for whichever is missing. Returns the
 * line to print; throws an AppError whose message says what to fix.
 */
export async function runAdminPassword(
  orm: MikroORM,
  admin: Config["admin"],
  prompter: Prompter,
): Promise<string> {
  const username = admin.username ?? (await prompter.ask("Administrator username: ")).trim();
  if (!username) throw new AppError("BAD_REQUEST", authMessages.username);

  let password = admin.password;
  if (password === undefined) {
    password = await prompter.askSecret(`New password (${authMessages.passwordTooShort.toLowerCase()}): `);
    // Refuse a short or common password before asking for it twice.
    const problem = await newPasswordProblem(password, [username]);
    if (problem) throw new AppError("BAD_REQUEST", problem);
    if ((await prompter.askSecret("Repeat the password: ")) !== password)
      throw new AppError("BAD_REQUEST", authMessages.passwordMismatch);
  }

  const outcome = await setAdminPassword(orm, username, password);
  const messages = {
    created: adminPasswordMessages.created,
    reset: adminPasswordMessages.reset,
    "reset-two-factor-off": adminPasswordMessages.resetTwoFactorOff,
  };
  return messages[outcome](username);
}
