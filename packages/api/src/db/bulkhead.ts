import { AppError, serverMessages } from "@choose/schema";
import { DATABASE_RETRY_AFTER_SECONDS } from "./unavailable.ts";

/**
 * A cap on the calls of one kind at work at once. The public forms each get one, so a flood of one form
 * (or its table locked) holds at most its own few pooled connections and the rest of the site keeps
 * reading with the others: the compartments of a ship's hull, after which the pattern is named.
 */
export interface Bulkhead {
  /**
   * Runs `work` in a free slot, waiting for one in arrival order; past `waitMs` the call is refused
   * with a 503 that says to retry (Retry-After), and `work` never runs.
   */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** `fn` with every call run through `run`. */
  guard<Args extends unknown[], T>(fn: (...args: Args) => Promise<T>): (...args: Args) => Promise<T>;
}

export function createBulkhead({ slots, waitMs }: { slots: number; waitMs: number }): Bulkhead {
  let busy = 0;
  /** Callers waiting for a slot, first come first served. */
  const waiting: (() => void)[] = [];

  function enter(): Promise<void> {
    if (busy < slots) {
      busy++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const admit = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(admit), 1);
        reject(
          new AppError("UNAVAILABLE", serverMessages.formsBusy, { retryAfter: DATABASE_RETRY_AFTER_SECONDS }),
        );
      }, waitMs);
      waiting.push(admit);
    });
  }

  function leave() {
    // The slot passes straight to the next caller waiting, if any.
    const next = waiting.shift();
    if (next) next();
    else busy--;
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    await enter();
    try {
      return await work();
    } finally {
      leave();
    }
  }

  return {
    run,
    guard:
      (fn) =>
      (...args) =>
        run(() => fn(...args)),
  };
}
