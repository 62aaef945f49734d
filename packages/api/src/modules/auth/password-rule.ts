import { AdminPasswordSchema, authMessages } from "@choose/schema";

/** zxcvbn's "safely unguessable" scores: below 3 is under 10^8 guesses (common words, years, patterns). */
const MIN_SCORE = 3;

/** The checker and its dictionaries (~1.4 MB) load on first use, never at start-up or in a page. */
let checker: Promise<{ check(password: string, userInputs: string[]): { score: number } }> | undefined;
function loadChecker() {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/**
 * Why a new admin password is refused (too short, or too easy to guess), or undefined when it is
 * fine: the one rule for the account screen, `pnpm admin:password` and ADMIN_PASSWORD.
 */
export async function newPasswordProblem(password: string, userInputs: string[] = []) {
  const length = AdminPasswordSchema.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? authMessages.passwordTooShort;
  const { score } = (await loadChecker()).check(password, userInputs);
  return score < MIN_SCORE ? authMessages.passwordTooCommon : undefined;
}
