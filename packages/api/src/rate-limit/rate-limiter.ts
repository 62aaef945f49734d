import { AppError, tooManyRequestsMessage } from "@choose/schema";
import type { RateLimitWindow } from "../config.ts";
import { clientKey } from "./client-key.ts";
import type { CounterStore } from "./counter-store.ts";

/** The public writes (and the site search) rate-limited per client, each with its own windows (config `rateLimits`). */
export type RateLimitRule = "contact" | "applications" | "newsletter" | "portal" | "events" | "search";

export interface RateLimiter {
  /**
   * Counts one write by the client at `clientIp` (an IPv6 client by its /64); throws TOO_MANY_REQUESTS
   * (with retryAfter) past the rule's limit.
   */
  consume(rule: RateLimitRule, clientIp: string): Promise<void>;
}

/**
 * Counts the write in every window at once (one round trip), then throws 429 (with the seconds to
 * wait) if the client `key` has used up any of them; the longest wait is the one that holds.
 */
async function consumeWindows(
  store: CounterStore,
  name: string,
  windows: readonly RateLimitWindow[],
  key: string,
): Promise<void> {
  const counts = await store.increment(
    windows.map((window) => ({ key: `${name}:${window.windowMs}:${key}`, windowMs: window.windowMs })),
  );
  const resets = counts
    .filter(({ count }, index) => count > (windows[index]?.limit ?? Number.POSITIVE_INFINITY))
    .map(({ resetAt }) => resetAt.getTime());
  if (resets.length > 0) {
    const retryAfter = Math.max(1, Math.ceil((Math.max(...resets) - Date.now()) / 1000));
    throw new AppError("TOO_MANY_REQUESTS", tooManyRequestsMessage(retryAfter), { retryAfter });
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
