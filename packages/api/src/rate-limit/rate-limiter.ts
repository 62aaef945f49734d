import { AppError, tooManyRequestsMessage } from "@choose/schema";
import type { RateLimitWindow } from "../config.ts";
import { clientKey } from "./client-key.ts";
import type { CounterStore } from "./counter-store.ts";

/** The public writes that are rate-limited per client, each with its own windows (config `rateLimits`). */
export type RateLimitRule = "contact" | "applications" | "newsletter";

export interface RateLimiter {
  /**
   * Counts one write by the client at `clientIp` (an IPv6 client by its /64); throws TOO_MANY_REQUESTS
   * (with retryAfter) past the rule's limit.
   */
  consume(rule: RateLimitRule, clientIp: string): Promise<void>;
}

/** Throws 429 (with the seconds to wait) once the client `key` has used up any of the windows. */
async function consumeWindows(
  store: CounterStore,
  name: string,
  windows: readonly RateLimitWindow[],
  key: string,
): Promise<void> {
  for (const window of windows) {
    const { count, resetAt } = await store.increment(`${name}:${window.windowMs}:${key}`, window.windowMs);
    if (count > window.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new AppError("TOO_MANY_REQUESTS", tooManyRequestsMessage(retryAfter), { retryAfter });
    }
  }
}

export function createRateLimiter(
  store: CounterStore,
  rules: Record<RateLimitRule, readonly RateLimitWindow[]>,
  enabled: boolean,
): RateLimiter {
  return {
    async consume(rule, clientIp) {
      if (enabled) await consumeWindows(store, rule, rules[rule], clientKey(clientIp));
    },
  };
}
