import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { CHROMIUM_ARGS, type DatabaseKind, stackPorts } from "./src/stacks.ts";
import type { StackOptions } from "./tests/fixtures.ts";

/**
 * Debian's Chromium: no browser download is possible here (CI installs the same package). Its binary,
 * not the /usr/bin/chromium script, which adds a desktop's flags (GPU rasterization in software here):
 * the screens' journeys ran 111 → 99 s without them.
 */
const executablePath = process.env.CHROMIUM_PATH || "/usr/lib/chromium/chromium";
const postgresUrl = process.env.TEST_DATABASE_URL;
const databases: DatabaseKind[] = postgresUrl ? ["embedded", "postgres"] : ["embedded"];
const nodeBinary = JSON.stringify(process.execPath);

type WebServer = NonNullable<Extract<PlaywrightTestConfig["webServer"], unknown[]>>[number];
type Project = NonNullable<PlaywrightTestConfig<StackOptions>["projects"]>[number];

/** Journeys that exercise what differs on the embedded database (docs/decisions.md). */
const SMOKE = /@smoke/;
/** Journeys that change what other journeys read (the organisation's email): they run after the rest. */
const SITE_SETTINGS = /@site-settings/;
const SMOKE_SITE_SETTINGS = /^(?=.*@smoke)(?=.*@site-settings)/;

function webServer(database: DatabaseKind): WebServer {
  const ports = stackPorts(database, process.env.E2E_PORT_OFFSET);
  return {
    command: `${nodeBinary} src/stack.ts ${database}`,
    url: `http://127.0.0.1:${ports.api}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the launcher stop the API and remove its database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "pipe",
    stderr: "pipe",
  };
}

/**
 * A stack's journeys, then its @site-settings ones. With PostgreSQL at hand every journey runs on it
 * and the embedded stack runs the @smoke ones; without it the embedded stack runs them all.
 */
function projects(database: DatabaseKind): Project[] {
  const smokeOnly = database === "embedded" && Boolean(postgresUrl);
  const use = {
    browserName: "chromium",
    baseURL: `http://127.0.0.1:${stackPorts(database, process.env.E2E_PORT_OFFSET).api}`,
    database,
  } as const;
  return [
    { name: database, use, grepInvert: SITE_SETTINGS, ...(smokeOnly && { grep: SMOKE }) },
    {
      name: `${database} site settings`,
      use,
      grep: smokeOnly ? SMOKE_SITE_SETTINGS : SITE_SETTINGS,
      dependencies: [database],
    },
  ];
}

export default defineConfig<StackOptions>({
  testDir: "./tests",
  outputDir: "./artifacts/test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores, two browsers, both often on one stack: journeys keep to their own rows, and the
  // @site-settings ones wait for the rest of their stack's journeys.
  workers: 2,
  reporter: [["list"], ["html", { outputFolder: "./artifacts/report", open: "never" }]],
  use: {
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  webServer: databases.map(webServer),
  projects: databases.flatMap(projects),
});
