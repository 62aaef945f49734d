import type { Services } from "@choose/api/router";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPCError } from "@trpc/server";
import { inject } from "vitest";
import { seedRestorer } from "../test/database";
import { type MockRows, openMockApi, writeRows } from "./api";

export { MOCK_ADMIN } from "./api";

/** This worker's database (see test/global-setup.ts): files in one worker run one at a time. */
const databaseUrl = inject("mockDatabases")[Number(process.env.VITEST_POOL_ID) - 1];
if (!databaseUrl) throw new Error(`No test database for vitest worker ${process.env.VITEST_POOL_ID}`);

/**
 * The real app on that database, built once per worker (the files of a worker share modules). The
 * tests' requests reach it through MSW (handlers.ts), and the tests call its services directly.
 */
const api = await openMockApi(databaseUrl, inject("mockEnv"));
const real: Services = { ...api.app.services };
const restoreSeed = seedRestorer(api.db);

/**
 * What is still on its way when a test ends: requests the app is answering, and the answers that
 * `scenario.pending()` holds back. The files of a worker share one window, so an answer arriving after
 * the test (a sign-in storing its token) would otherwise land in the next test.
 */
const inFlight = new Set<Promise<unknown>>();
const heldBack = new Set<() => void>();

/** The real services behind every handler; a test may swap single methods for error/empty/slow ones. */
export interface MockBackend {
  readonly services: Services;
  readonly app: typeof api.app;
  /** The app's database (a second app on it, e.g. with a web build, sees the same rows). */
  readonly db: typeof api.db;
  override<K extends keyof Services>(service: K, methods: Partial<Services[K]>): void;
  /** Counts a request to the app as in flight until it answers. */
  track<T>(answer: Promise<T>): Promise<T>;
  /** Ends what is on its way: held-back answers fail, and every request in flight is waited for (5 s at most). */
  settle(): Promise<void>;
  /** The seeded rows (changed by `rows`) and no overrides: between tests, or to start with applications. */
  reset(rows?: MockRows): Promise<void>;
}

export const mockBackend: MockBackend = {
  app: api.app,
  db: api.db,
  // The app's own object: its routes read a service from it on every request, so an override applies at once.
  services: api.app.services,
  override(service, methods) {
    Object.assign(api.app.services, { [service]: { ...api.app.services[service], ...methods } });
  },
  track(answer) {
    inFlight.add(answer);
    void answer.finally(() => inFlight.delete(answer)).catch(() => {});
    return answer;
  },
  async settle() {
    for (const fail of heldBack) fail();
    heldBack.clear();
    const waited = Promise.allSettled([...inFlight]);
    await Promise.race([waited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // The client handles an answer a task after it arrives.
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
  async reset(rows = {}) {
    Object.assign(api.app.services, real);
    await restoreSeed();
    await writeRows(api.db, rows);
    // The read caches forget what they held.
    await api.app.contentChanges.publish();
  },
};

/** Ready-made method replacements for `mockBackend.override(...)`. */
export const scenario = {
  /** Answers with this value. */
  returns:
    <T>(value: T) =>
    async () =>
      value,
  /** Fails with this message (shown to the visitor as the server's message unless it is a 5xx). */
  fails:
    (message: string, code: TRPC_ERROR_CODE_KEY = "BAD_REQUEST") =>
    async (): Promise<never> => {
      throw new TRPCError({ code, message });
    },
  /** Never answers while the test runs: the screen stays in its loading or pending state. */
  pending: () => (): Promise<never> =>
    new Promise((_, reject) => {
      heldBack.add(() => reject(new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "The test ended" })));
    }),
  /** Answers like `method`, after `ms` milliseconds. */
  delayed:
    <A extends unknown[], R>(ms: number, method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return method(...args);
    },
};
