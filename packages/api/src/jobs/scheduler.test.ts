import pino from "pino";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createScheduler, type RunResult } from "./scheduler.ts";

const timing = { debounceMs: 100, pollMs: 10_000 };

/** A drain function that records when it ran and answers what the test queued (else nothing due). */
function fakeQueue() {
  const runs: number[] = [];
  const answers: RunResult[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let release: (() => void) | undefined;
  let hold = false;
  const run = async (): Promise<RunResult> => {
    runs.push(Date.now());
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    inFlight--;
    return answers.shift() ?? {};
  };
  return {
    runs,
    answers,
    run,
    maxInFlight: () => maxInFlight,
    holdRuns: (on: boolean) => (hold = on),
    finishRun: () => release?.(),
  };
}

let start: number;
beforeEach(() => {
  vi.useFakeTimers();
  start = Date.now();
});
afterEach(() => vi.useRealTimers());

const log = pino({ level: "silent" });
const elapsed = (runs: number[]) => runs.map((at) => at - start);

/** A scheduler draining a fake queue, started: `held`, its runs wait for `finishRun`; `answers`, what they find. */
function startScheduler({ held = false, answers = [] }: { held?: boolean; answers?: RunResult[] } = {}) {
  const queue = fakeQueue();
  queue.answers.push(...answers);
  queue.holdRuns(held);
  const scheduler = createScheduler({ name: "Test", run: queue.run, timing, log });
  scheduler.start();
  return { queue, scheduler };
}

describe("the scheduler", () => {
  test("runs on start, then after the debounce of a burst of kicks, once", async () => {
    const { queue, scheduler } = startScheduler();
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 0; i < 5; i++) scheduler.kick();
    await vi.advanceTimersByTimeAsync(99);
    expect(elapsed(queue.runs)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(elapsed(queue.runs)).toEqual([0, 1_100]);
    await scheduler.stop();
  });

  test("wakes when pending work falls due, kept between the debounce and the poll", async () => {
    const { queue, scheduler } = startScheduler({
      answers: [{ nextDueInMs: 2_000 }, { nextDueInMs: 5 }, { nextDueInMs: 60_000 }],
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(elapsed(queue.runs)).toEqual([0, 2_000, 2_100, 12_100, 22_100]);
    await scheduler.stop();
  });

  test("a run now does the kicked run's work: no second run at the debounce's end", async () => {
    const { queue, scheduler } = startScheduler();
    await vi.advanceTimersByTimeAsync(1_000);
    scheduler.kick();
    await scheduler.runNow();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(elapsed(queue.runs)).toEqual([0, 1_000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(elapsed(queue.runs)).toEqual([0, 1_000, 11_000]);
    await scheduler.stop();
  });

  test("a kick during a run brings one more run after it, never two at once", async () => {
    const { queue, scheduler } = startScheduler({ held: true });
    scheduler.kick();
    await vi.advanceTimersByTimeAsync(500);
    const callers = [scheduler.runNow(), scheduler.runNow()];
    expect(queue.runs).toHaveLength(1);
    queue.holdRuns(false);
    queue.finishRun();
    await Promise.all(callers);
    expect(queue.runs).toHaveLength(2);
    expect(queue.maxInFlight()).toBe(1);
    await scheduler.stop();
  });

  test("stop waits for the run under way, and nothing runs after it", async () => {
    const { queue, scheduler } = startScheduler({ held: true });
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    queue.holdRuns(false);
    queue.finishRun();
    await stopping;
    scheduler.kick();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queue.runs).toHaveLength(1);
  });

  test("a failed run is logged and the next poll runs again", async () => {
    const errors: unknown[] = [];
    const failing = pino({ level: "error" }, { write: (line: string) => errors.push(JSON.parse(line)) });
    let runs = 0;
    const scheduler = createScheduler({
      name: "Test",
      run: async () => {
        runs++;
        if (runs === 1) throw new Error("database down");
        return {};
      },
      timing,
      log: failing,
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(timing.pollMs);
    expect(runs).toBe(2);
    expect(errors).toEqual([expect.objectContaining({ msg: expect.stringContaining("Test failed") })]);
    await scheduler.stop();
  });
});
