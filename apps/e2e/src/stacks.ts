/** What the Playwright config, the stack launcher and the tests agree on (no environment read here). */

export const DATABASES = ["embedded", "postgres"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

/** Ports apart from the ones other engineers use (3101, 3201, 3401). */
const BASE_PORTS: Record<DatabaseKind, { api: number; control: number }> = {
  embedded: { api: 3310, control: 3320 },
  postgres: { api: 3311, control: 3321 },
};

/**
 * The ports of a stack, shifted by `E2E_PORT_OFFSET` (passed in by the caller) so that two checkouts
 * on one machine can run their journeys at once.
 */
export function stackPorts(database: DatabaseKind, offset: string | undefined) {
  const shift = Number(offset ?? 0) || 0;
  const { api, control } = BASE_PORTS[database];
  return { api: api + shift, control: control + shift };
}

/** The administrator each stack starts with (created by `admin:password` before the API starts). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e correct horse battery staple" } as const;

/**
 * A second administrator for the account journey alone, which turns on two-factor sign-in and changes
 * its password: the other journeys keep signing in as E2E_ADMIN meanwhile.
 */
export const E2E_ACCOUNT_ADMIN = {
  username: "e2e-account",
  password: "e2e account journey first password",
} as const;

/** Spreadsheets created in the Google fake: one shared with the service account, one not. */
export const SPREADSHEETS = {
  shared: "e2e-shared-spreadsheet-0001",
  private: "e2e-private-spreadsheet-0001",
} as const;
export type SpreadsheetName = keyof typeof SPREADSHEETS;

/** Headless Chromium on these machines: the journeys' browser, and the Lighthouse bench's (apps/web/bench). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
