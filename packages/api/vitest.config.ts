import { defineConfig } from "vitest/config";

/**
 * API tests run on the embedded PGlite always, and on a real PostgreSQL too when TEST_DATABASE_URL is
 * set (CI). Each project gets one database for the whole run (PGlite costs seconds and half a GB to
 * start); files run one after another and every test starts from empty tables.
 */
const databases: ("pglite" | "postgres")[] = [
  "pglite",
  ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : []),
];

/** Files whose `vi.mock` must load a fresh copy of what it replaces: they run in a module graph of their own. */
const MOCKING = ["src/modules/auth/auth.rate-limit.test.ts"];

/** Tests that do not touch the shared database run once, not per database. */
const DATABASE_FREE = [
  "src/config.test.ts",
  "src/db/database.test.ts",
  "src/jobs/retry.test.ts",
  "src/jobs/scheduler.test.ts",
  "src/trpc/inputs.test.ts",
  "src/modules/email/templates.test.ts",
  "src/db/bulkhead.test.ts",
  // The fuzzers try inputs, which are checked before either database is asked; they run on the
  // embedded one, the default, and spare the other process ~100 s (docs/decisions.md).
  "src/public-api.fuzz.test.ts",
  "src/modules/auth/admin-api.fuzz.test.ts",
];

/**
 * Per database, the files share one module graph (`isolate: false`): each builds its own app over the
 * database, and loading the app once rather than once a file took the embedded run from 3.5 to 2 minutes
 * (docs/performance.md). The mocking files keep their own graph, in a project of their own.
 */
export default defineConfig({
  test: {
    projects: databases.flatMap((database) =>
      [false, true].map((isolated) => ({
        test: {
          name: isolated ? `${database}-isolated` : database,
          include: isolated ? MOCKING : ["src/**/*.test.ts"],
          exclude: [...(isolated ? [] : MOCKING), ...(database === "postgres" ? DATABASE_FREE : [])],
          isolate: isolated,
          environment: "node",
          globalSetup: ["test/global-setup.ts"],
          provide: { database },
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ),
  },
});
