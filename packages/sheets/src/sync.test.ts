import { type FakeGoogle, fakeApplication, fakeApplications, startFakeGoogle } from "@choose/sheets/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSheetsClient } from "./client.ts";
import { applicationToRow, HEADER_ROW } from "./rows.ts";
import { applyChanges, prepareSheet, replaceAllRows, type SheetTarget } from "./sync.ts";

let google: FakeGoogle;
let sheetNumber = 0;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());
beforeEach(() => {
  google.faults.clear();
});

/** A fresh spreadsheet per test, and counts that start after the token request. */
async function freshTarget(): Promise<SheetTarget> {
  const spreadsheetId = `sync-sheet-${String(++sheetNumber).padStart(4, "0")}`;
  google.createSpreadsheet(spreadsheetId);
  const client = await createSheetsClient({
    credentials: google.credentials,
    apiRootUrl: google.apiRootUrl,
    tokenUrl: google.tokenUrl,
  });
  await client.api.spreadsheets.get({ spreadsheetId });
  google.resetCounts();
  return { client, spreadsheetId };
}

function writesWereRaw() {
  const writes = google
    .requests()
    .filter((entry) => entry.kind === "values.update" || entry.kind === "values.append");
  return writes.every((entry) => entry.query.valueInputOption === "RAW");
}

describe("prepareSheet", () => {
  it("adds the Applications tab with its header row, and is idempotent", async () => {
    const target = await freshTarget();
    await prepareSheet(target);
    expect(google.tabs(target.spreadsheetId)).toEqual(["Sheet1", "Applications"]);
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW]);
    expect(google.requestCount("spreadsheets.batchUpdate")).toBe(1);

    await prepareSheet(target);
    expect(google.tabs(target.spreadsheetId)).toEqual(["Sheet1", "Applications"]);
    expect(google.requestCount("spreadsheets.batchUpdate")).toBe(1);
  });
});

describe("replaceAllRows", () => {
  it("writes 5,000 applications in a handful of requests, exactly", async () => {
    const target = await freshTarget();
    const applications = fakeApplications(5000);
    const started = performance.now();
    expect(await replaceAllRows(target, applications)).toBe(5000);
    const elapsed = performance.now() - started;
    // Tab lookup, tab creation, clear, one write.
    expect(google.requestCount()).toBe(4);
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW, ...applications.map(applicationToRow)]);
    console.log(
      `full sync of 5,000 applications: ${elapsed.toFixed(0)} ms, ${google.requestCount()} Sheets requests (${JSON.stringify(
        Object.fromEntries(google.requests().map((entry) => [entry.kind, google.requestCount(entry.kind)])),
      )})`,
    );

    google.resetCounts();
    const rewrite = performance.now();
    await replaceAllRows(target, applications);
    console.log(
      `again with the tab in place: ${(performance.now() - rewrite).toFixed(0)} ms, ${google.requestCount()} requests`,
    );
    expect(google.requestCount()).toBe(3);
  });

  it("splits the write when the text would pass Google's 10 MB request limit", async () => {
    const target = await freshTarget();
    const history = "Founded by parents who wanted a classical education for their children. ".repeat(60);
    const applications = fakeApplications(3000).map((app) => ({ ...app, schoolHistory: history }));
    await replaceAllRows(target, applications);
    expect(google.requestCount("values.update")).toBe(2);
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW, ...applications.map(applicationToRow)]);
  });

  it("makes a sheet that drifted (hand edits, extra rows) equal to the database", async () => {
    const target = await freshTarget();
    await replaceAllRows(target, fakeApplications(10));
    const kept = fakeApplications(4);
    await replaceAllRows(target, kept);
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW, ...kept.map(applicationToRow)]);
    await replaceAllRows(target, []);
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW]);
  });

  it("stores a formula-looking school name and a leading-zero ZIP as text", async () => {
    const target = await freshTarget();
    const sneaky = fakeApplication(1, {
      schoolName: '=HYPERLINK("https://evil.example","Click")',
      zipCode: "01234",
    });
    await replaceAllRows(target, [sneaky]);
    await applyChanges(target, [{ type: "upsert", application: { ...sneaky, city: "=1+1" } }]);
    await applyChanges(target, [
      { type: "upsert", application: fakeApplication(2, { schoolName: "=SUM(A1:A9)" }) },
    ]);
    const rows = google.rows(target.spreadsheetId);
    expect(rows[1]?.[1]).toBe('=HYPERLINK("https://evil.example","Click")');
    expect(rows[1]?.[3]).toBe("=1+1");
    expect(rows[1]?.[5]).toBe("01234");
    expect(rows[2]?.[1]).toBe("=SUM(A1:A9)");
    expect(google.formulaCells(target.spreadsheetId)).toEqual([]);
    expect(writesWereRaw()).toBe(true);
  });
});

describe("applyChanges", () => {
  async function seeded(count: number) {
    const target = await freshTarget();
    const applications = fakeApplications(count);
    await replaceAllRows(target, applications);
    google.resetCounts();
    return { target, applications };
  }

  it("appends a new application after the last row", async () => {
    const { target, applications } = await seeded(3);
    const created = fakeApplication(4);
    expect(await applyChanges(target, [{ type: "upsert", application: created }])).toEqual({
      updated: 0,
      appended: 1,
      deleted: 0,
    });
    expect(google.rows(target.spreadsheetId)).toEqual([
      HEADER_ROW,
      ...[...applications, created].map(applicationToRow),
    ]);
    expect(google.requestCount()).toBe(2);
  });

  it("updates a status change in place, found by id", async () => {
    const { target } = await seeded(3);
    await applyChanges(target, [{ type: "upsert", application: fakeApplication(2, { status: "approved" }) }]);
    const rows = google.rows(target.spreadsheetId);
    expect(rows[2]).toEqual(applicationToRow(fakeApplication(2, { status: "approved" })));
    expect(rows[2]?.[HEADER_ROW.indexOf("Status")]).toBe("Approved");
    expect(rows[1]).toEqual(applicationToRow(fakeApplication(1)));
    expect(google.requestCount()).toBe(2);
  });

  it("deletes a row in the middle and leaves its neighbours intact", async () => {
    const { target, applications } = await seeded(5);
    await applyChanges(target, [{ type: "delete", id: fakeApplication(3).id }]);
    expect(google.rows(target.spreadsheetId)).toEqual([
      HEADER_ROW,
      ...applications.filter((app) => app.id !== fakeApplication(3).id).map(applicationToRow),
    ]);
    // Read ids, find the tab's sheetId, delete.
    expect(google.requestCount()).toBe(3);
  });

  it("finds rows by id after the sheet was re-ordered by hand", async () => {
    const target = await freshTarget();
    const [first, second, third] = [fakeApplication(1), fakeApplication(2), fakeApplication(3)];
    await replaceAllRows(target, [third, first, second]);
    await applyChanges(target, [
      { type: "delete", id: first.id },
      { type: "upsert", application: { ...second, status: "rejected" } },
    ]);
    expect(google.rows(target.spreadsheetId)).toEqual([
      HEADER_ROW,
      applicationToRow(third),
      applicationToRow({ ...second, status: "rejected" }),
    ]);
  });

  it("coalesces a backlog into one request of each kind, the last change for an id winning", async () => {
    const { target } = await seeded(10);
    const result = await applyChanges(target, [
      { type: "upsert", application: fakeApplication(2, { status: "under_review" }) },
      { type: "upsert", application: fakeApplication(11) },
      { type: "delete", id: fakeApplication(4).id },
      { type: "upsert", application: fakeApplication(2, { status: "approved" }) },
      { type: "upsert", application: fakeApplication(12) },
      { type: "delete", id: fakeApplication(12).id },
      { type: "delete", id: fakeApplication(7).id },
      { type: "upsert", application: fakeApplication(5, { status: "rejected" }) },
      { type: "delete", id: fakeApplication(9).id },
      { type: "delete", id: fakeApplication(9).id },
      { type: "delete", id: "00000000-0000-4000-8000-00000000ffff" },
    ]);
    expect(result).toEqual({ updated: 2, appended: 1, deleted: 3 });
    const expected = fakeApplications(11)
      .filter((app) => ![4, 7, 9].some((index) => fakeApplication(index).id === app.id))
      .map((app) =>
        app.id === fakeApplication(2).id
          ? { ...app, status: "approved" as const }
          : app.id === fakeApplication(5).id
            ? { ...app, status: "rejected" as const }
            : app,
      );
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW, ...expected.map(applicationToRow)]);
    expect(google.requestCount()).toBe(5);
    for (const kind of [
      "values.get",
      "values.batchUpdate",
      "values.append",
      "spreadsheets.batchUpdate",
    ] as const) {
      expect(google.requestCount(kind)).toBe(1);
    }
  });

  it("re-creates a missing row, and removes a row duplicated by hand", async () => {
    const { target, applications } = await seeded(3);
    await applyChanges(target, [{ type: "delete", id: fakeApplication(2).id }]);
    await applyChanges(target, [{ type: "upsert", application: fakeApplication(2) }]);
    await applyChanges(target, [{ type: "upsert", application: fakeApplication(1) }]);
    // A duplicate pasted at the bottom:
    await target.client.api.spreadsheets.values.append({
      spreadsheetId: target.spreadsheetId,
      range: "Applications!A1",
      valueInputOption: "RAW",
      requestBody: { values: [applicationToRow(fakeApplication(1))] },
    });
    await applyChanges(target, [{ type: "upsert", application: fakeApplication(1, { status: "approved" }) }]);
    const [one, two, three] = applications;
    if (!one || !two || !three) throw new Error("fixture missing");
    expect(google.rows(target.spreadsheetId)).toEqual([
      HEADER_ROW,
      applicationToRow({ ...one, status: "approved" }),
      applicationToRow(three),
      applicationToRow(two),
    ]);
  });

  it("sends nothing when there is nothing to apply", async () => {
    const { target } = await seeded(1);
    expect(await applyChanges(target, [])).toEqual({ updated: 0, appended: 0, deleted: 0 });
    expect(google.requestCount()).toBe(0);
  });

  it("applies 1,000 mixed changes in five requests", async () => {
    const { target, applications } = await seeded(2000);
    const changes = [
      ...applications
        .slice(0, 400)
        .map((app) => ({ type: "upsert" as const, application: { ...app, status: "approved" as const } })),
      ...applications.slice(1000, 1300).map((app) => ({ type: "delete" as const, id: app.id })),
      ...fakeApplications(2300)
        .slice(2000)
        .map((app) => ({ type: "upsert" as const, application: app })),
    ];
    expect(await applyChanges(target, changes)).toEqual({ updated: 400, appended: 300, deleted: 300 });
    expect(google.requestCount()).toBe(5);
    const expected = [
      ...applications.slice(0, 400).map((app) => ({ ...app, status: "approved" as const })),
      ...applications.slice(400, 1000),
      ...applications.slice(1300),
      ...fakeApplications(2300).slice(2000),
    ];
    expect(google.rows(target.spreadsheetId)).toEqual([HEADER_ROW, ...expected.map(applicationToRow)]);
  });
});
