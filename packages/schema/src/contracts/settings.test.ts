import { describe, expect, test } from "vitest";
import { issuesOf, parseOk } from "../fixtures/issues.ts";
import { extractSpreadsheetId, SpreadsheetConfigureSchema, settingsMessages, uiMessages } from "../index.ts";

const SHEET_ID = "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms";

describe("SpreadsheetConfigureSchema", () => {
  test.each(["", "   ", "\t\n"])("blank ID %j → Please enter a spreadsheet ID", (spreadsheetId) => {
    expect(settingsMessages.spreadsheetIdRequired).toBe("Please enter a spreadsheet ID");
    expect(uiMessages.sheets.validationTitle).toBe("Validation Error");
    expect(issuesOf(SpreadsheetConfigureSchema, { spreadsheetId })).toEqual([
      { path: "spreadsheetId", message: "Please enter a spreadsheet ID" },
    ]);
  });

  test("a missing ID is required", () => {
    expect(issuesOf(SpreadsheetConfigureSchema, {})).toEqual([
      { path: "spreadsheetId", message: "Required" },
    ]);
  });

  test.each([
    SHEET_ID,
    `  ${SHEET_ID}  `,
    `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0`,
    `https://docs.google.com/spreadsheets/d/${SHEET_ID}`,
    ` https://docs.google.com/spreadsheets/u/1/d/${SHEET_ID}/edit?usp=sharing `,
  ])("%j yields the bare ID", (spreadsheetId) => {
    expect(extractSpreadsheetId(spreadsheetId)).toBe(SHEET_ID);
    expect(parseOk(SpreadsheetConfigureSchema, { spreadsheetId })).toEqual({ spreadsheetId: SHEET_ID });
  });

  test.each([
    "not a sheet id!",
    "short",
    "https://example.org/some/page",
    "https://docs.google.com/document/d/abc",
    "x".repeat(501),
  ])("junk %j is rejected", (spreadsheetId) => {
    expect(issuesOf(SpreadsheetConfigureSchema, { spreadsheetId })).toEqual([
      { path: "spreadsheetId", message: settingsMessages.spreadsheetIdInvalid },
    ]);
  });
});
