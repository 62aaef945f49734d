import type { FastifyBaseLogger } from "fastify";

export interface SchedulerTiming {
  /** Wait after a kick before running, so a burst of changes becomes one run. */
  debounceMs: number;
  /** The longest wait between runs, kick or not (other instances' work, a kick that came too early). */
  pollMs: number;
}

export interface RunResult {
  /** The earliest pending work is due in this many ms (a retry's backoff); none: the next kick or poll. */
  nextDueInMs?: number | undefined;
}

export interface Scheduler<R extends RunResult> {
  /** Work was added: run after the debounce (never throws, never waits). Nothing happens before `start`. */
  kick(): void;
  /**
   * Runs now, or right after the run under way, since work may have arrived after that one looked;
   * every caller until the follow-up starts shares it. So one run at a time, and no work left behind.
   */
  runNow(): Promise<R>;
  /** Runs now, then on kicks, when pending work falls due, and at least every poll interval. */
  start(): void;
  /** No more runs; resolves once the run under way, if any, is over. */
  stop(): Promise<void>;
}

/**
 * Runs one queue's drain function, one run at a time in this process. A run reports when its earliest
 * pending work falls due (a failed record's retry) and the next run starts then, kept between the
 * debounce and the poll interval. `run` gets a signal aborted on `stop` and should return soon after.
 */
export function createScheduler<R extends RunResult>(options: {
  /** For the log: "Sheet sync". */
  name: string;
  run: (signal: AbortSignal) => Promise<R>;
  timing: SchedulerTiming;
  log: FastifyBaseLogger;
}): Scheduler<R> {
  const { name, run, timing, log } = options;
  const stopping = new AbortController();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<R> | undefined;
  let queued: Promise<R> | undefined;

  function runInBackground() {
    runNow().catch((error: unknown) =>
      log.error({ err: error }, `${name} failed unexpectedly; it runs again at the next poll`),
    );
  }

  /** Wakes up `delayMs` from now (kept between the debounce and the poll), unless set to wake earlier. */
  function wakeIn(delayMs: number) {
    if (!started) return;
    const delay = Math.min(timing.pollMs, Math.max(timing.debounceMs, delayMs));
    const at = Date.now() + delay;
    if (timer !== undefined && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      runInBackground();
    }, delay);
    timer.unref();
  }

  function runOnce(): Promise<R> {
    // This run does what a pending wake-up would have: it sets the next one when it ends.
    clearTimeout(timer);
    timer = undefined;
    timerAt = Number.POSITIVE_INFINITY;
    const result = run(stopping.signal);
    // Every run sets the next wake-up, so a started scheduler always has one.
    result.then(
      (done) => wakeIn(done.nextDueInMs ?? timing.pollMs),
      () => wakeIn(timing.pollMs),
    );
    return result;
  }

  function runNow(): Promise<R> {
    if (!running) {
      running = runOnce().finally(() => {
        running = undefined;
      });
      return running;
    }
    const settled = () => undefined;
    queued ??= running.then(settled, settled).then(() => {
      queued = undefined;
      return runNow();
    });
    return queued;
  }

  return {
    kick() {
      wakeIn(timing.debounceMs);
    },
    runNow,
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      runInBackground();
    },
    async stop() {
      started = false;
      stopping.abort();
      clearTimeout(timer);
      timer = undefined;
      await (queued ?? running)?.catch(() => undefined);
    },
  };
}
