import { type FakeGoogle, type FaultKind, startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSheetsClient } from "./client.ts";
import { classifySheetsError, type SheetsErrorInfo } from "./errors.ts";
import { prepareSheet, type SheetTarget, testConnection } from "./sync.ts";

const SHEET = "errors-sheet-0001";
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
  google.createSpreadsheet(SHEET);
  google.createSpreadsheet("not-shared-sheet-01", { sharedWith: ["someone@example.org"] });
});
afterAll(() => google.close());
beforeEach(async () => {
  google.faults.clear();
  await google.faults.acceptConnections();
});

async function target(spreadsheetId = SHEET, timeoutMs?: number): Promise<SheetTarget> {
  const client = await createSheetsClient({
    credentials: google.credentials,
    apiRootUrl: google.apiRootUrl,
    tokenUrl: google.tokenUrl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  return { client, spreadsheetId };
}

/** Runs a write the sync makes and classifies what it throws. */
async function failure(given?: SheetTarget): Promise<SheetsErrorInfo> {
  const sheet = given ?? (await target());
  const error = await prepareSheet(sheet).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (error === undefined) throw new Error("expected the call to fail");
  return classifySheetsError(error, sheet.client.serviceAccountEmail);
}

function expectNoSecrets(info: SheetsErrorInfo) {
  expect(info.message).not.toMatch(/PRIVATE KEY|ya29\./);
  for (const token of google.issuedTokens()) expect(info.message).not.toContain(token);
}

describe("classifySheetsError with each fault of the fake", () => {
  const cases: [FaultKind, SheetsErrorInfo["kind"], boolean][] = [
    ["invalid_grant", "invalid_grant", false],
    [401, "unauthorized", true],
    [403, "forbidden", false],
    [404, "not_found", false],
    [429, "rate_limited", true],
    [500, "server", true],
    [503, "server", true],
  ];
  it.each(cases)("%s → %s (retryable: %s), and the next attempt succeeds", async (fault, kind, retryable) => {
    const sheet = await target();
    google.faults.fail(fault, { times: 1 });
    const info = await failure(sheet);
    expect(info).toMatchObject({ kind, retryable });
    expectNoSecrets(info);
    await expect(prepareSheet(sheet)).resolves.toBeUndefined();
  });

  it("a fault limited to one call leaves the others alone", async () => {
    google.faults.fail(429, { only: "values.update" });
    const info = await failure();
    expect(info.kind).toBe("rate_limited");
    expect(google.requests().at(-2)).toMatchObject({ kind: "spreadsheets.get", status: 200 });
  });

  it("a slow answer past the timeout is a retryable network error", async () => {
    google.faults.delay(1500, { times: 1, only: "spreadsheets.get" });
    const started = performance.now();
    const info = await failure(await target(SHEET, 300));
    expect(performance.now() - started).toBeLessThan(1400);
    expect(info).toMatchObject({ kind: "network", retryable: true });
    expect(info.message).toMatch(/timed out/);
  });

  it("a slow answer within the timeout is just slow", async () => {
    google.faults.delay(200);
    await expect(prepareSheet(await target(SHEET, 2000))).resolves.toBeUndefined();
  });

  it("a refused connection is a retryable network error, until the fake listens again", async () => {
    const sheet = await target();
    await google.faults.refuseConnections();
    // A pooled keep-alive socket may first report the reset of the dropped connection.
    const first = await failure(sheet);
    expect(first).toMatchObject({ kind: "network", retryable: true });
    const info = await failure(sheet);
    expect(info).toMatchObject({ kind: "network", retryable: true });
    expect(info.message).toMatch(/ECONNREFUSED/);
    await google.faults.acceptConnections();
    await expect(prepareSheet(sheet)).resolves.toBeUndefined();
  });

  it("a request Google cannot parse is a bad request, not retried", async () => {
    const sheet = await target();
    const error = await sheet.client.api.spreadsheets.values
      .get({ spreadsheetId: SHEET, range: "'No such tab'!A:A" })
      .catch((caught: unknown) => caught);
    expect(classifySheetsError(error)).toMatchObject({ kind: "bad_request", retryable: false, status: 400 });
    expect(classifySheetsError(error).message).toContain("Unable to parse range");
  });

  it("anything else is an unexpected, retryable error", () => {
    expect(classifySheetsError(new Error("boom"))).toMatchObject({ kind: "server", retryable: true });
    expect(classifySheetsError("weird")).toMatchObject({ kind: "server", retryable: true });
  });

  it("scrubs credentials that Google's text might echo", () => {
    const echoed = {
      response: {
        status: 400,
        data: { error: { message: `bad Bearer ya29.secret-token and ${google.credentials.private_key}` } },
      },
    };
    const info = classifySheetsError(echoed);
    expect(info.message).not.toMatch(/secret-token|PRIVATE KEY|MII/);
  });
});

describe("testConnection tells the admin what to do", () => {
  it("succeeds", async () => {
    expect(await testConnection(await target())).toEqual({
      success: true,
      message: "Google Sheets connection is working!",
    });
  });

  it("403: share the sheet with the service account as Editor", async () => {
    const result = await testConnection(await target("not-shared-sheet-01"));
    expect(result.success).toBe(false);
    expect(result.message).toContain(`Share the sheet with ${google.credentials.client_email} as Editor`);
  });

  it("404: check the spreadsheet ID", async () => {
    const result = await testConnection(await target("no-such-sheet-0001"));
    expect(result).toMatchObject({ success: false });
    expect(result.message).toMatch(/Check the spreadsheet ID/);
  });

  it("invalid_grant: the key is invalid or revoked", async () => {
    google.faults.fail("invalid_grant");
    const result = await testConnection(await target());
    expect(result).toMatchObject({ success: false });
    expect(result.message).toMatch(/key.*invalid, revoked/);
    expect(result.message).not.toMatch(/PRIVATE KEY/);
  });
});
