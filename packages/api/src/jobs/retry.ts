export interface BackoffTiming {
  /** First retry delay; doubles per failed attempt up to `maxBackoffMs`. */
  baseBackoffMs: number;
  maxBackoffMs: number;
}

/** A failure retrying cannot fix (a refused permission, a bad key) waits this long, or for an admin. */
export const PERMANENT_FAILURE_HOLD_MS = 60 * 60_000;

/**
 * How long a record waits after its attempt number `attempts + 1` failed: exponential with ±20 %
 * jitter (so instances and records drift apart), or the hold when the failure is permanent.
 */
export function retryDelayMs(
  attempts: number,
  retryable: boolean,
  timing: BackoffTiming,
  random: () => number = Math.random,
): number {
  if (!retryable) return PERMANENT_FAILURE_HOLD_MS;
  const exponential = Math.min(timing.maxBackoffMs, timing.baseBackoffMs * 2 ** attempts);
  return Math.round(exponential * (0.8 + random() * 0.4));
}
