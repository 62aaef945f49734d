import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/**
 * A filled honeypot field means a bot: the caller answers as if the write succeeded (so the bot learns
 * nothing) and stores nothing.
 */
export function isHoneypotFilled(
  input: { homepage?: string | undefined },
  form: string,
  log: FastifyBaseLogger,
) {
  if (!input.homepage) return false;
  log.info({ form }, "honeypot field filled; answered as success, nothing stored");
  return true;
}

/** The answer a bot gets: shaped like a real receipt, pointing at nothing. */
export function decoyReceipt() {
  return { id: randomUUID(), submittedAt: new Date().toISOString() };
}
