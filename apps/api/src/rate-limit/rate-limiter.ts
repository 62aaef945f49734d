import { serverMessages } from "@choose/schema";
import type { RateLimitWindow } from "../env.ts";
import { AppError } from "../errors.ts";
import type { RateLimiter, RateLimitRule } from "../services.ts";
import type { CounterStore } from "./counter-store.ts";

/** Throws 429 (with the seconds to wait) once `clientKey` has used up any of the windows. */
export async function consumeWindows(
  store: CounterStore,
  name: string,
  windows: readonly RateLimitWindow[],
  clientKey: string,
  message: string = serverMessages.tooManyRequests,
): Promise<void> {
  for (const window of windows) {
    const { count, resetAt } = await store.increment(
      `${name}:${window.windowMs}:${clientKey}`,
      window.windowMs,
    );
    if (count > window.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new AppError("TOO_MANY_REQUESTS", message, { retryAfter });
    }
  }
}

export function createRateLimiter(
  store: CounterStore,
  rules: Record<RateLimitRule, readonly RateLimitWindow[]>,
  enabled: boolean,
): RateLimiter {
  return {
    async consume(rule, clientKey) {
      if (enabled) await consumeWindows(store, rule, rules[rule], clientKey);
    },
  };
}
