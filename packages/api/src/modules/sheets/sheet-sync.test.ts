import { validApplication } from "@choose/schema/fixtures";
import { startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, expect, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";

const google = await startFakeGoogle();
const SHEET = "1SheetForTheTestsAbCdEfGh";
// The poll is far off: only a retry at its backoff time can bring the row in within the test.
const timing = { debounceMs: 10, pollMs: 120_000, baseBackoffMs: 50, maxBackoffMs: 400, leaseMs: 5_000 };
const t = useTestApp(
  {
    ...google.env,
  },
  { sheetSyncTiming: timing },
);
afterAll(() => google.close());

test("failed attempts are retried at their backoff time, long before the poll", async () => {
  google.createSpreadsheet(SHEET, { sharedWith: [google.credentials.client_email] });
  const configured = await t.app.inject({
    method: "POST",
    url: "/api/admin/google-sheets/configure",
    headers: { "x-admin-token": await adminToken(t) },
    payload: { spreadsheetId: SHEET },
  });
  expect(configured.statusCode).toBe(200);
  // Each attempt starts by reading the id column: six attempts fail, the seventh gets through.
  google.faults.fail(503, { times: 6, only: "values.get" });
  const started = performance.now();
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/applications",
    payload: { ...validApplication, schoolName: "Backoff School" },
  });
  const id = submitted.json().id;
  for (;;) {
    if (google.rows(SHEET).some((row) => row[0] === id)) break;
    // Backoffs of 50, 100, 200, 400, 400 and 400 ms (±20 %): about 1.6 s in all; the bound leaves room
    // for a loaded CI machine and is still far from the poll.
    expect(performance.now() - started).toBeLessThan(20_000);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const failed = google
    .requests()
    .filter((request) => request.kind === "values.get" && request.status === 503);
  expect(failed).toHaveLength(6);
});
