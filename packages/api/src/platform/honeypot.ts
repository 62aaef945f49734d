/** Where a caught bot is noted (the app's logger). */
export interface HoneypotLog {
  info(details: { form: string }, message: string): void;
}

/**
 * A filled honeypot field means a bot: the caller answers as if the write succeeded (so the bot learns
 * nothing) and stores nothing.
 */
export function isHoneypotFilled(input: { homepage?: string | undefined }, form: string, log: HoneypotLog) {
  if (!input.homepage) return false;
  log.info({ form }, "honeypot field filled; answered as success, nothing stored");
  return true;
}

/** The answer a bot gets: shaped like a real receipt, pointing at nothing. */
export function decoyReceipt() {
  return { id: crypto.randomUUID(), submittedAt: new Date().toISOString() };
}
