import { readFileSync } from "node:fs";
import { createSheetsClient, parseServiceAccountKey, type SheetsClient } from "@choose/sheets";
import type { Config } from "../../env.ts";

/** The Sheets client, or why there is none: said to the admin by status and test-connection. */
export type SheetsAccess =
  | { client: SheetsClient; problem?: undefined }
  | { client?: undefined; problem: string };

export const KEY_MISSING_MESSAGE =
  "No Google service account key is configured on the server: set GOOGLE_SERVICE_ACCOUNT_KEY (the key's JSON) or GOOGLE_SERVICE_ACCOUNT_KEY_FILE (a path to it).";

/** Builds the client from the key in the environment (never from the database or the browser). */
export function sheetsAccessFromConfig(google: Config["google"]): SheetsAccess {
  let json = google.serviceAccountKey;
  if (!json && google.serviceAccountKeyFile) {
    try {
      json = readFileSync(google.serviceAccountKeyFile, "utf8");
    } catch {
      return { problem: `GOOGLE_SERVICE_ACCOUNT_KEY_FILE cannot be read: ${google.serviceAccountKeyFile}` };
    }
  }
  if (!json) return { problem: KEY_MISSING_MESSAGE };
  try {
    const credentials = parseServiceAccountKey(json);
    return {
      client: createSheetsClient({
        credentials,
        ...(google.sheetsApiUrl && { apiRootUrl: google.sheetsApiUrl }),
        ...(google.tokenUrl && { tokenUrl: google.tokenUrl }),
      }),
    };
  } catch (error) {
    return {
      problem: error instanceof Error ? error.message : "The Google service account key is not valid",
    };
  }
}
