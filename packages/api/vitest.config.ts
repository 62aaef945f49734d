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

export default defineConfig({
  test: {
    projects: databases.map((database) => ({
      test: {
        name: database,
        include: ["src/**/*.test.ts"],
        // Tests that do not touch the shared database run once, not per database.
        exclude:
          database === "postgres"
            ? [
                "src/config.test.ts",
                "src/db/database.test.ts",
                "src/jobs/retry.test.ts",
                "src/jobs/scheduler.test.ts",
                "src/trpc/inputs.test.ts",
                "src/modules/email/templates.test.ts",
                "src/db/bulkhead.test.ts",
                // The fuzzers try inputs, which are checked before either database is asked; they run
                // on the embedded one, the default, and spare the other process ~100 s (docs/decisions.md).
                "src/public-api.fuzz.test.ts",
                "src/modules/auth/admin-api.fuzz.test.ts",
              ]
            : [],
        environment: "node",
        globalSetup: ["test/global-setup.ts"],
        provide: { database },
        fileParallelism: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
