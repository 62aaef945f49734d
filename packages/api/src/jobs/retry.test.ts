import { describe, expect, test } from "vitest";
import { PERMANENT_FAILURE_HOLD_MS, retryDelayMs } from "./retry.ts";

const timing = { baseBackoffMs: 2_000, maxBackoffMs: 5 * 60_000 };

describe("the retry delay", () => {
  test("doubles from the base up to the maximum", () => {
    const delays = [0, 1, 2, 5, 7, 8, 30].map((attempts) => retryDelayMs(attempts, true, timing, () => 0.5));
    expect(delays).toEqual([2_000, 4_000, 8_000, 64_000, 256_000, 300_000, 300_000]);
  });

  test("jitters by at most a fifth either way", () => {
    expect(retryDelayMs(0, true, timing, () => 0)).toBe(1_600);
    expect(retryDelayMs(0, true, timing, () => 0.999_999)).toBe(2_400);
  });

  test("a permanent failure waits the hold, whatever the attempts", () => {
    expect(retryDelayMs(0, false, timing)).toBe(PERMANENT_FAILURE_HOLD_MS);
    expect(retryDelayMs(9, false, timing)).toBe(PERMANENT_FAILURE_HOLD_MS);
  });
});
