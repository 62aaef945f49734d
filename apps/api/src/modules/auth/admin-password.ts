import { AdminPasswordSchema, authMessages } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../env.ts";
import { AppError } from "../../errors.ts";
import { setAdminPassword } from "./auth.service.ts";

/** How the command asks for what the environment does not give; `askSecret` must not echo. */
export interface Prompter {
  ask(question: string): Promise<string>;
  askSecret(question: string): Promise<string>;
}

export const adminPasswordMessages = {
  mismatch: "The two passwords are not the same",
  created: (username: string) => `Created the administrator "${username}".`,
  reset: (username: string) => `Reset the password of "${username}" and signed out its sessions.`,
} as const;

/**
 * `pnpm admin:password`: creates the administrator or resets its password, taking the username and
 * password from ADMIN_USERNAME/ADMIN_PASSWORD, or asking for whichever is missing. Returns the line
 * to print; throws an AppError whose message says what to fix.
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
    // Refuse a short password before asking for it twice.
    const checked = AdminPasswordSchema.safeParse(password);
    if (!checked.success)
      throw new AppError("BAD_REQUEST", checked.error.issues[0]?.message ?? authMessages.passwordTooShort);
    if ((await prompter.askSecret("Repeat the password: ")) !== password)
      throw new AppError("BAD_REQUEST", adminPasswordMessages.mismatch);
  }

  const outcome = await setAdminPassword(orm, username, password);
  return outcome === "created"
    ? adminPasswordMessages.created(username)
    : adminPasswordMessages.reset(username);
}
