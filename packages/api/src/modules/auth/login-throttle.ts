import { AppError, tooManyLoginAttemptsMessage } from "@choose/schema";
import type { LoginThrottleConfig } from "../../config.ts";
import { clientKey } from "../../rate-limit/client-key.ts";
import type { CounterStore } from "../../rate-limit/counter-store.ts";

/** How long an address's failures for a username are remembered (from its first failure). */
export const ADDRESS_MEMORY_MS = 24 * 60 * 60_000;

/**
 * Slows down password and code guessing without letting strangers lock the administrator out. Only
 * real failures count (a wrong password or code, after the check), each against the pair (username,
 * address) and against the username across all addresses:
 * - an address that failed for a username waits before its next try there: nothing for the first
 *   `freeFailures`, then 1 s doubling to `maxDelayMs`; other addresses are not affected;
 * - past `userMaxFailures` for a username (a distributed attack), every further failure makes its
 *   address wait the longest delay, and a password alone no longer signs in: an account with
 *   two-factor sign-in still does, from any address that has not failed.
 * A full sign-in forgets its address's failures. The 429 comes before the check, so it tells nothing.
 */
export interface LoginThrottle {
  /** Throws TOO_MANY_REQUESTS while this try must wait; `passwordOnly` also applies the ceiling. */
  check(username: string, clientIp: string, passwordOnly: boolean): Promise<void>;
  recordFailure(username: string, clientIp: string): Promise<void>;
  recordSuccess(username: string, clientIp: string): Promise<void>;
}

/** The wait after an address's `failures`-th failure for a username. */
export function delayAfterFailure(
  failures: number,
  config: Pick<LoginThrottleConfig, "freeFailures" | "maxDelayMs">,
  ceilingReached: boolean,
): number {
  if (ceilingReached) return config.maxDelayMs;
  if (failures < config.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - config.freeFailures), config.maxDelayMs);
}

function tooManyAttempts(resetAt: Date) {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError("TOO_MANY_REQUESTS", tooManyLoginAttemptsMessage(retryAfter), { retryAfter });
}

export function createLoginThrottle(counters: CounterStore, config: LoginThrottleConfig): LoginThrottle {
  // Usernames are matched exactly at sign-in, but counted however they are spelled; an IPv6 client
  // is counted by its /64.
  const keys = (username: string, clientIp: string) => {
    const user = username.trim().toLowerCase();
    const address = clientKey(clientIp);
    return {
      failures: `login:failures:${user}:${address}`,
      wait: `login:wait:${user}:${address}`,
      user: `login:user:${user}`,
    };
  };

  if (!config.enabled) {
    return { async check() {}, async recordFailure() {}, async recordSuccess() {} };
  }
  return {
    async check(username, clientIp, passwordOnly) {
      const key = keys(username, clientIp);
      const wait = await counters.peek(key.wait);
      if (wait) throw tooManyAttempts(wait.resetAt);
      if (!passwordOnly) return;
      const user = await counters.peek(key.user);
      if (user && user.count >= config.userMaxFailures) throw tooManyAttempts(user.resetAt);
    },

    async recordFailure(username, clientIp) {
      const key = keys(username, clientIp);
      const pair = await counters.increment(key.failures, ADDRESS_MEMORY_MS);
      const user = await counters.increment(key.user, config.userWindowMs);
      const delay = delayAfterFailure(pair.count, config, user.count >= config.userMaxFailures);
      if (delay > 0) await counters.increment(key.wait, delay);
    },

    async recordSuccess(username, clientIp) {
      const key = keys(username, clientIp);
      await Promise.all([counters.reset(key.failures), counters.reset(key.wait)]);
    },
  };
}
