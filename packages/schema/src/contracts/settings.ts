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
    "No Google service account key yet: paste the key's JSON under “Service account key” below (see the setup steps).",
  keyUnusable:
    "The Google service account key cannot be used: paste a new key under “Service account key” below (see the setup steps).",
  keyInvalid:
    "This is not a Google service account key: paste the whole JSON file Google gave you, from { to }",
  keyRequired: "Please paste the service account key's JSON",
  noEncryptionKey:
    "The server cannot store secrets yet: whoever runs it must set SETTINGS_ENCRYPTION_KEY (see .env.example), then this screen can save the key",
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
  /** Where the key comes from: the server's environment wins when set, else the back office's. */
  keySource: "environment" | "settings" | "none";
  /** The server has SETTINGS_ENCRYPTION_KEY: the back office may store a key. */
  encryptionAvailable: boolean;
  /** A key is stored from the back office (it is never shown again). */
  keyStored: boolean;
}

/** The service account key as pasted (the JSON file Google gives). */
export const ServiceAccountKeyInputSchema = z.object({
  key: storableString().trim().min(1, sheetsMessages.keyRequired).max(20_000, sheetsMessages.keyInvalid),
});
export type ServiceAccountKeyInput = z.input<typeof ServiceAccountKeyInputSchema>;

export interface SheetsTestResult {
  success: boolean;
  message: string;
}

export interface MessageResult {
  message: string;
}
