import { readFileSync } from "node:fs";
import { sheetsMessages } from "@choose/schema";
import { createSheetsClient, parseServiceAccountKey, type SheetsClient } from "@choose/sheets";
import type { Config } from "../../config.ts";

/**
 * The Sheets client, or why there is none: `problem` is said to the administrator by status and
 * test-connection, `detail` (what to set, what failed) only to the server log.
 */
export type SheetsAccess =
  | { client: SheetsClient; problem?: undefined; detail?: undefined }
  | { client?: undefined; problem: string; detail: string };

/**
 * Builds the client from the key in the environment (never from the database or the browser); Google's
 * library loads only when there is a key.
 */
export async function sheetsAccessFromConfig(google: Config["google"]): Promise<SheetsAccess> {
  let json = google.serviceAccountKey;
  if (!json && google.serviceAccountKeyFile) {
    try {
      json = readFileSync(google.serviceAccountKeyFile, "utf8");
    } catch {
      return {
        problem: sheetsMessages.keyUnusable,
        detail: `GOOGLE_SERVICE_ACCOUNT_KEY_FILE cannot be read: ${google.serviceAccountKeyFile}`,
      };
    }
  }
  if (!json)
    return {
      problem: sheetsMessages.keyMissing,
      detail:
        "no key: set GOOGLE_SERVICE_ACCOUNT_KEY (the key's JSON) or GOOGLE_SERVICE_ACCOUNT_KEY_FILE (a path to it)",
    };
  try {
    const credentials = parseServiceAccountKey(json);
    return {
      client: await createSheetsClient({
        credentials,
        ...(google.sheetsApiUrl && { apiRootUrl: google.sheetsApiUrl }),
        ...(google.tokenUrl && { tokenUrl: google.tokenUrl }),
      }),
    };
  } catch (error) {
    return {
      problem: sheetsMessages.keyUnusable,
      detail: error instanceof Error ? error.message : "the Google service account key is not valid",
    };
  }
}
