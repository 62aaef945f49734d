import { z } from "zod";
import { uiMessages } from "../texts/ui-messages.ts";
import { storableString } from "./text.ts";

export const settingsMessages = {
  spreadsheetIdRequired: "Please enter a spreadsheet ID",
  spreadsheetIdInvalid: "That does not look like a Google Sheets ID or link",
} as const;

/** What the server's Sheets endpoints say beyond the UI's own texts. */
export const sheetsMessages = {
  // Said to the administrator, who cannot change the server: the developer detail goes to the log.
  keyMissing:
    "The server has no Google service account yet. Ask whoever runs the server to add one: see the setup steps below.",
  keyUnusable:
    "The server's Google service account key cannot be used. Ask whoever runs the server to check it: see the setup steps below.",
  synced: (rows: number) => `${uiMessages.sheets.syncOk} ${rows} ${rows === 1 ? "row" : "rows"} written.`,
} as const;

/** ".../spreadsheets/d/{id}/edit", also with the account segment Google adds: ".../spreadsheets/u/1/d/{id}". */
const SHEET_URL_ID = /\/spreadsheets\/(?:u\/\d+\/)?d\/([a-zA-Z0-9_-]+)/;
const SHEET_ID = /^[a-zA-Z0-9_-]{10,200}$/;

/** Accepts a bare spreadsheet ID or a full sheet link, and yields the ID. */
export function extractSpreadsheetId(input: string): string {
  const trimmed = input.trim();
  return SHEET_URL_ID.exec(trimmed)?.[1] ?? trimmed;
}

export const SpreadsheetConfigureSchema = z.object({
  spreadsheetId: storableString()
    .trim()
    .min(1, settingsMessages.spreadsheetIdRequired)
    .max(500, settingsMessages.spreadsheetIdInvalid)
    .transform(extractSpreadsheetId)
    .pipe(z.string().regex(SHEET_ID, settingsMessages.spreadsheetIdInvalid)),
});
export type SpreadsheetConfigureInput = z.input<typeof SpreadsheetConfigureSchema>;

export interface SheetsStatus {
  configured: boolean;
  spreadsheetId: string | null;
  serviceAccountEmail: string | null;
}

export interface SheetsTestResult {
  success: boolean;
  message: string;
}

export interface MessageResult {
  message: string;
}
