import { AppError, serverMessages } from "@choose/schema";

/** What a client is told to wait before trying again when the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a database that is away or overloaded rather than of a bad request: a statement or lock
 * timeout, a server shutting down or starting, too many connections, a lost connection.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  "57014",
  "55P03",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);
/** Node's codes for a server that cannot be reached (ENOENT: the embedded database's socket is gone). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOENT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** pg and pg-pool report a full pool and a dropped connection with plain messages. */
const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Client has encountered a connection error",
  "Too many connections",
];

/** Whether `error` (or an error it wraps) says the database cannot serve requests right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = "code" in current && typeof current.code === "string" ? current.code : "";
    if (UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true;
    current = current.cause;
  }
  return false;
}

/** The AppError a failure is answered with: its own, a 503 for a database away, or none (a 500). */
export function asAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error))
    return new AppError("UNAVAILABLE", serverMessages.serviceUnavailable, {
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    });
  return undefined;
}
