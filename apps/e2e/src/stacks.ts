/** What the Playwright config, the stack launcher and the tests agree on (no environment read here). */

export const DATABASES = ["embedded", "postgres"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

/** Ports apart from the ones other engineers use (3101, 3201, 3401). */
export const STACK_PORTS: Record<DatabaseKind, { api: number; control: number }> = {
  embedded: { api: 3310, control: 3320 },
  postgres: { api: 3311, control: 3321 },
};

/** The administrator each stack starts with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e correct horse battery staple" } as const;

/** Spreadsheets created in the Google fake: one shared with the service account, one not. */
export const SPREADSHEETS = {
  shared: "e2e-shared-spreadsheet-0001",
  private: "e2e-private-spreadsheet-0001",
} as const;
export type SpreadsheetName = keyof typeof SPREADSHEETS;

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
