import { sheetsMessages, uiMessages } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { HEADER_ROW } from "@choose/sheets";
import { startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { submitApplication } from "../../../test/public.ts";
import { createSecretBox } from "../../platform/secret-box.ts";
import { createSheetSync } from "./sheet-sync.ts";
import { ApplicationChangeEntity } from "./sheets.outbox.ts";
import { createSheetsService } from "./sheets.service.ts";
import { fixedSheetsKey, sheetsAccessFromConfig } from "./sheets-access.ts";

const google = await startFakeGoogle();
const SHEET = "1SheetForTheTestsAbCdEfGh";
const fastTiming = { debounceMs: 10, pollMs: 100, baseBackoffMs: 50, maxBackoffMs: 400, leaseMs: 5_000 };
const env = google.env;
const t = useTestApp(env, { sheetSyncTiming: fastTiming });
afterAll(() => google.close());

beforeEach(() => {
  google.faults.clear();
  google.createSpreadsheet(SHEET, { sharedWith: [google.credentials.client_email] });
});
const { send: admin } = useAdminSession(t);
const configure = (spreadsheetId = SHEET) =>
  admin("POST", "/api/admin/google-sheets/configure", { spreadsheetId });
const submit = (schoolName: string) => submitApplication(t.app, { ...validApplication, schoolName });
const sheetIds = () =>
  google
    .rows(SHEET)
    .slice(1)
    .map((row) => row[0]);
const pendingRecords = () => t.db.orm.em.fork().find(ApplicationChangeEntity, {});

/** Waits until the sheet shows what is expected (the sync works in the background). */
async function eventually(check: () => void | Promise<void>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe("settings endpoints", () => {
  test("status before and after configuring, with the service account to share the sheet with", async () => {
    expect((await admin("GET", "/api/admin/google-sheets/status")).json()).toEqual({
      configured: false,
      spreadsheetId: null,
      serviceAccountEmail: google.credentials.client_email,
      // The environment's key is in use; none is stored, and this test server has no encryption key.
      keySource: "environment",
      encryptionAvailable: false,
      keyStored: false,
    });
    const configured = await configure(`https://docs.google.com/spreadsheets/d/${SHEET}/edit#gid=0`);
    expect(configured.statusCode).toBe(200);
    expect(configured.json()).toEqual({ message: uiMessages.sheets.configured });
    expect((await admin("GET", "/api/admin/google-sheets/status")).json()).toMatchObject({
      configured: true,
      spreadsheetId: SHEET,
    });
    expect(google.rows(SHEET)[0]).toEqual(HEADER_ROW);
  });

  test("configure writes the applications already there", async () => {
    await submit("First School");
    await submit("Second School");
    await configure();
    expect(google.rows(SHEET).map((row) => row[1])).toEqual(["School Name", "First School", "Second School"]);
  });

  test("a sheet not shared with the service account is refused with what to do", async () => {
    google.setSharedWith(SHEET, []);
    const response = await configure();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(google.credentials.client_email);
    expect((await admin("GET", "/api/admin/google-sheets/status")).json().configured).toBe(false);
  });

  test.each([
    [undefined, true, uiMessages.sheets.testOk],
    [403 as const, false, "Editor"],
    [404 as const, false, "spreadsheet ID"],
  ])("test-connection with fault %s", async (fault, success, text) => {
    await configure();
    if (fault) google.faults.fail(fault);
    const result = (await admin("GET", "/api/admin/google-sheets/test-connection")).json();
    expect(result.success).toBe(success);
    expect(result.message).toContain(text);
  });

  test("without a key on the server, test-connection speaks to the administrator; the variable goes to the log", async () => {
    const access = await sheetsAccessFromConfig({
      serviceAccountKey: undefined,
      serviceAccountKeyFile: undefined,
      sheetsApiUrl: undefined,
      tokenUrl: undefined,
    });
    expect(access.detail).toContain("GOOGLE_SERVICE_ACCOUNT_KEY");
    const keys = fixedSheetsKey(access, createSecretBox(undefined));
    const sync = createSheetSync({ orm: t.db.orm, access: keys, log: t.app.log });
    const result = await createSheetsService(t.db.orm, keys, sync).testConnection();
    expect(result).toEqual({ success: false, message: sheetsMessages.keyMissing });
    expect(result.message).not.toMatch(/GOOGLE_|_KEY/);
  });

  test("an unreadable key file is said to the administrator without the path", async () => {
    const access = await sheetsAccessFromConfig({
      serviceAccountKey: undefined,
      serviceAccountKeyFile: "/nonexistent/key.json",
      sheetsApiUrl: undefined,
      tokenUrl: undefined,
    });
    expect(access).toEqual({
      problem: sheetsMessages.keyUnusable,
      detail: "GOOGLE_SERVICE_ACCOUNT_KEY_FILE cannot be read: /nonexistent/key.json",
    });
  });

  test("sync before configuring says a spreadsheet is needed", async () => {
    const response = await admin("POST", "/api/admin/google-sheets/sync");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uiMessages.sheets.configurationRequiredBody);
  });

  test("sync all rewrites the sheet to equal the database and says how many rows", async () => {
    await configure();
    await submit("Only School");
    google.rows(SHEET).push(["stray", "row someone typed"]);
    const response = await admin("POST", "/api/admin/google-sheets/sync");
    expect(response.json().message).toBe(`${uiMessages.sheets.syncOk} 1 row written.`);
    expect(google.rows(SHEET).map((row) => row[1])).toEqual(["School Name", "Only School"]);
  });
});

describe("real-time sync", () => {
  test("a submission, a status change and a delete each reach the sheet", async () => {
    await configure();
    const id = (await submit("Live School")).json().id;
    await eventually(() => expect(sheetIds()).toEqual([id]));
    await admin("PUT", `/api/applications/${id}`, { status: "approved" });
    await eventually(() => expect(google.rows(SHEET)[1]).toContain("Approved"));
    await admin("DELETE", `/api/applications/${id}`);
    await eventually(async () => {
      expect(sheetIds()).toEqual([]);
      expect(await pendingRecords()).toEqual([]);
    });
  });

  test.each([429, 500, 503, 401] as const)(
    "Google answering %s: retried with backoff until the sheet equals the database",
    async (status) => {
      await configure();
      google.faults.fail(status, { times: 3 });
      const ids = [(await submit("Retry One")).json().id, (await submit("Retry Two")).json().id];
      // A batch that failed halfway is retried whole; rows are found by id, so nothing doubles.
      await eventually(async () => {
        expect(sheetIds().sort()).toEqual(ids.sort());
        expect(await pendingRecords()).toEqual([]);
      });
    },
  );

  test("connection refused, then back: nothing lost", async () => {
    await configure();
    await google.faults.refuseConnections();
    const id = (await submit("Offline School")).json().id;
    await eventually(async () => expect((await pendingRecords())[0]?.attempts).toBeGreaterThan(0));
    await google.faults.acceptConnections();
    await eventually(() => expect(sheetIds()).toEqual([id]));
  });

  test("a 403 is not retried until the configuration changes; re-configuring applies it", async () => {
    await configure();
    google.setSharedWith(SHEET, []);
    const id = (await submit("Blocked School")).json().id;
    await eventually(async () => expect((await pendingRecords())[0]?.lastError).toContain("Editor"));
    const attempts = (await pendingRecords())[0]?.attempts;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await pendingRecords())[0]?.attempts).toBe(attempts);
    google.setSharedWith(SHEET, [google.credentials.client_email]);
    await configure();
    await eventually(async () => {
      expect(sheetIds()).toEqual([id]);
      expect(await pendingRecords()).toEqual([]);
    });
  });

  test("a slow Google never slows the visitor's submission", async () => {
    await configure();
    google.faults.delay(1_000);
    const started = performance.now();
    const response = await submit("Patient School");
    expect(response.statusCode).toBe(201);
    expect(performance.now() - started).toBeLessThan(500);
    await eventually(() => expect(sheetIds()).toEqual([response.json().id]), 10_000);
  });

  test("a backlog left by a stopped server is applied by the next one", async () => {
    await configure();
    await google.faults.refuseConnections();
    for (const name of ["Backlog A", "Backlog B", "Backlog C"]) await submit(name);
    await google.faults.acceptConnections();
    // A second worker, as a restarted server would start, drains what the first left behind.
    const restarted = createSheetSync({
      orm: t.db.orm,
      access: fixedSheetsKey(await sheetsAccessFromConfig(t.config.google), createSecretBox(undefined)),
      log: t.app.log,
      timing: fastTiming,
    });
    await eventually(async () => {
      await restarted.drain();
      expect(sheetIds()).toHaveLength(3);
      expect(await pendingRecords()).toEqual([]);
    });
    await restarted.stop();
  });

  test("two workers racing apply every record once and leave the sheet equal to the database", async () => {
    await configure();
    await google.faults.refuseConnections();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await submit(`Race School ${i}`)).json().id);
    await google.faults.acceptConnections();
    // Each with a client of its own, as two instances have.
    const workers = await Promise.all(
      [1, 2].map(async () =>
        createSheetSync({
          orm: t.db.orm,
          access: fixedSheetsKey(await sheetsAccessFromConfig(t.config.google), createSecretBox(undefined)),
          log: t.app.log,
          timing: fastTiming,
        }),
      ),
    );
    await eventually(async () => {
      await Promise.all(workers.map((worker) => worker.retryAllNow().then(() => worker.drain())));
      expect(sheetIds().sort()).toEqual(ids.sort());
    });
    await Promise.all(workers.map((worker) => worker.stop()));
    // Applied once each: no application appears twice (the app's own worker races here too).
    expect(sheetIds()).toHaveLength(20);
  });
});
