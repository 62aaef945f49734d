import { type Application, type SheetsTestResult, uiMessages } from "@choose/schema";
import { z } from "zod";
import type { SheetsClient } from "./client.ts";
import { classifySheetsError } from "./errors.ts";
import { APPLICATIONS_TAB, applicationToRow, HEADER_ROW, rowRange, tabRange } from "./rows.ts";

export interface SheetTarget {
  client: SheetsClient;
  spreadsheetId: string;
}

export type ApplicationChange = { type: "upsert"; application: Application } | { type: "delete"; id: string };

export interface ApplyResult {
  updated: number;
  appended: number;
  deleted: number;
}

const SpreadsheetTabsSchema = z.object({
  sheets: z
    .array(z.object({ properties: z.object({ sheetId: z.number().int(), title: z.string() }) }))
    .default([]),
});
const AddSheetReplySchema = z.object({
  replies: z.tuple([
    z.object({ addSheet: z.object({ properties: z.object({ sheetId: z.number().int() }) }) }),
  ]),
});
const ValueRangeSchema = z.object({
  values: z.array(z.array(z.union([z.string(), z.number(), z.boolean()]))).default([]),
});
const SpreadsheetIdSchema = z.object({ spreadsheetId: z.string() });

/** Google refuses request bodies over 10 MB; a full sync splits its write to stay under it. */
const MAX_WRITE_BYTES = 8 * 1024 * 1024;

/** RAW: a school named "=HYPERLINK(...)" or a ZIP code "01234" is stored as typed. */
const RAW = "RAW";

async function findTab({ client, spreadsheetId }: SheetTarget): Promise<number | undefined> {
  const response = await client.api.spreadsheets.get({
    spreadsheetId,
    fields: "sheets.properties(sheetId,title)",
  });
  const { sheets } = SpreadsheetTabsSchema.parse(response.data);
  return sheets.find((sheet) => sheet.properties.title === APPLICATIONS_TAB)?.properties.sheetId;
}

/** Returns the tab's sheetId, adding the tab when it is missing. */
async function ensureTab(target: SheetTarget): Promise<number> {
  const existing = await findTab(target);
  if (existing !== undefined) return existing;
  const response = await target.client.api.spreadsheets.batchUpdate({
    spreadsheetId: target.spreadsheetId,
    requestBody: { requests: [{ addSheet: { properties: { title: APPLICATIONS_TAB } } }] },
  });
  return AddSheetReplySchema.parse(response.data).replies[0].addSheet.properties.sheetId;
}

/** Makes sure the "Applications" tab exists and writes its header row. */
export async function prepareSheet(target: SheetTarget): Promise<void> {
  await ensureTab(target);
  await target.client.api.spreadsheets.values.update({
    spreadsheetId: target.spreadsheetId,
    range: rowRange(1),
    valueInputOption: RAW,
    requestBody: { values: [[...HEADER_ROW]] },
  });
}

/** Consecutive runs of rows, each under the request size limit (one run unless the text is huge). */
function chunkBySize(rows: readonly string[][]): string[][][] {
  const chunks: string[][][] = [[]];
  let size = 0;
  for (const row of rows) {
    const rowSize = Buffer.byteLength(JSON.stringify(row)) + 1;
    const current = chunks.at(-1) ?? [];
    if (current.length > 0 && size + rowSize > MAX_WRITE_BYTES) {
      chunks.push([row]);
      size = rowSize;
    } else {
      current.push(row);
      size += rowSize;
    }
  }
  return chunks;
}

/**
 * Makes the sheet equal to `applications`: the tab is cleared, then header and rows are written in one
 * request (3 requests, 4 when the tab has to be created; one more write per extra 8 MB of text).
 * Returns the number of application rows written.
 */
export async function replaceAllRows(
  target: SheetTarget,
  applications: readonly Application[],
): Promise<number> {
  await ensureTab(target);
  const values = target.client.api.spreadsheets.values;
  await values.clear({ spreadsheetId: target.spreadsheetId, range: tabRange() });
  let nextRow = 1;
  for (const chunk of chunkBySize([[...HEADER_ROW], ...applications.map(applicationToRow)])) {
    await values.update({
      spreadsheetId: target.spreadsheetId,
      range: tabRange(`A${nextRow}`),
      valueInputOption: RAW,
      requestBody: { values: chunk },
    });
    nextRow += chunk.length;
  }
  return applications.length;
}

function changedId(change: ApplicationChange): string {
  return change.type === "upsert" ? change.application.id : change.id;
}

/** Row indexes (0-based) of each id in column A, the header row excluded. */
async function readIdColumn({ client, spreadsheetId }: SheetTarget): Promise<Map<string, number[]>> {
  const response = await client.api.spreadsheets.values.get({
    spreadsheetId,
    range: tabRange("A:A"),
    majorDimension: "ROWS",
  });
  const rows = new Map<string, number[]>();
  ValueRangeSchema.parse(response.data).values.forEach((row, index) => {
    const id = String(row[0] ?? "").trim();
    if (index === 0 || id === "") return;
    rows.set(id, [...(rows.get(id) ?? []), index]);
  });
  return rows;
}

/**
 * Applies a batch of change records in at most 5 requests: read column A, update the rows that exist,
 * append the new ones, then delete rows bottom-up (deleting last keeps the indexes read valid for the
 * updates). The last change for an id wins. A row found twice (a hand edit) is updated once and its
 * copies deleted.
 */
export async function applyChanges(
  target: SheetTarget,
  changes: readonly ApplicationChange[],
): Promise<ApplyResult> {
  const latest = new Map<string, ApplicationChange>();
  for (const change of changes) latest.set(changedId(change), change);
  if (latest.size === 0) return { updated: 0, appended: 0, deleted: 0 };

  const rowsById = await readIdColumn(target);
  const updates: { range: string; values: string[][] }[] = [];
  const appends: string[][] = [];
  const deletions: number[] = [];
  for (const [id, change] of latest) {
    const [first, ...copies] = rowsById.get(id) ?? [];
    if (change.type === "delete") {
      if (first !== undefined) deletions.push(first);
    } else if (first === undefined) {
      appends.push(applicationToRow(change.application));
    } else {
      updates.push({ range: rowRange(first + 1), values: [applicationToRow(change.application)] });
    }
    deletions.push(...copies);
  }

  const { spreadsheetId } = target;
  const values = target.client.api.spreadsheets.values;
  if (updates.length > 0) {
    await values.batchUpdate({ spreadsheetId, requestBody: { valueInputOption: RAW, data: updates } });
  }
  if (appends.length > 0) {
    await values.append({
      spreadsheetId,
      range: tabRange("A1"),
      valueInputOption: RAW,
      insertDataOption: "INSERT_ROWS",
      requestBody: { values: appends },
    });
  }
  if (deletions.length > 0) {
    const sheetId = await findTab(target);
    if (sheetId === undefined) throw new Error(`The "${APPLICATIONS_TAB}" tab disappeared during the sync`);
    await target.client.api.spreadsheets.batchUpdate({
      spreadsheetId,
      requestBody: {
        requests: deletions
          .sort((a, b) => b - a)
          .map((index) => ({
            deleteDimension: {
              range: { sheetId, dimension: "ROWS", startIndex: index, endIndex: index + 1 },
            },
          })),
      },
    });
  }
  return { updated: updates.length, appended: appends.length, deleted: deletions.length };
}

/** Checks the key and the sharing by reading the spreadsheet's metadata. */
export async function testConnection(target: SheetTarget): Promise<SheetsTestResult> {
  try {
    const response = await target.client.api.spreadsheets.get({
      spreadsheetId: target.spreadsheetId,
      fields: "spreadsheetId",
    });
    SpreadsheetIdSchema.parse(response.data);
    return { success: true, message: uiMessages.sheets.testOk };
  } catch (error) {
    return { success: false, message: classifySheetsError(error, target.client.serviceAccountEmail).message };
  }
}
