import { readFileSync } from "node:fs";
import { sheetsMessages } from "@choose/schema";
import { createSheetsClient, parseServiceAccountKey, type SheetsClient } from "@choose/sheets";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config.ts";
import type { SecretBox } from "../../platform/secret-box.ts";
import { SettingEntity } from "../../platform/settings.entity.ts";

/**
 * The Sheets client, or why there is none: `problem` is said to the administrator by status and
 * test-connection, `detail` (what to set, what failed) only to the server log.
 */
export type SheetsAccess =
  | { client: SheetsClient; problem?: undefined; detail?: undefined }
  | { client?: undefined; problem: string; detail: string };

/**
 * Builds the client from a key given as the environment gives it (the stored key comes the same way);
 * Google's library loads only when there is a key.
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

/** The back office's Google key: one settings row, the key's JSON sealed by the secret box. */
export const SHEETS_KEY_SETTING = "sheets.service_account_key";

/**
 * The Google key in use: the environment's (`GOOGLE_SERVICE_ACCOUNT_KEY` or `_FILE`, which win when set),
 * else the one stored from the back office. `current()` is kept in memory; `refresh()` reads the row
 * again (every instance does when told of a change, and the sync before each round), building a new
 * client only when the stored key changed.
 */
export interface SheetsKeySource {
  current(): SheetsAccess;
  refresh(): Promise<SheetsAccess>;
  readonly source: () => "environment" | "settings" | "none";
  /** The stored key's sealed row, or null. */
  sealed(): Promise<string | null>;
  readonly box: SecretBox;
}

export async function createSheetsKeySource(
  orm: MikroORM,
  box: SecretBox,
  google: Config["google"],
): Promise<SheetsKeySource> {
  const fromEnvironment =
    google.serviceAccountKey || google.serviceAccountKeyFile
      ? await sheetsAccessFromConfig(google)
      : undefined;
  const none = await sheetsAccessFromConfig({
    ...google,
    serviceAccountKey: undefined,
    serviceAccountKeyFile: undefined,
  });
  let access: SheetsAccess = fromEnvironment ?? none;
  let builtFrom: string | null = null;

  const sealed = async () =>
    (await orm.em.fork().findOne(SettingEntity, { key: SHEETS_KEY_SETTING }))?.value ?? null;

  const source = {
    box,
    current: () => access,
    source: () =>
      fromEnvironment
        ? ("environment" as const)
        : builtFrom === null
          ? ("none" as const)
          : ("settings" as const),
    sealed,
    async refresh() {
      if (fromEnvironment) return fromEnvironment;
      const row = await sealed();
      if (row === builtFrom) return access;
      if (row === null) {
        access = none;
      } else {
        let json: string | undefined;
        try {
          json = box.open(SHEETS_KEY_SETTING, row);
        } catch {
          json = undefined;
        }
        access = json
          ? await sheetsAccessFromConfig({
              ...google,
              serviceAccountKey: json,
              serviceAccountKeyFile: undefined,
            })
          : {
              problem: sheetsMessages.keyUnusable,
              detail: "the stored Google key cannot be opened with SETTINGS_ENCRYPTION_KEY (was it changed?)",
            };
      }
      builtFrom = row;
      return access;
    },
  };
  // A database that does not answer at start-up leaves the environment's key (or none) until the next
  // read: the sync reads the row again before each round, and the site must start either way.
  await source.refresh().catch(() => access);
  return source;
}

/** A key source that never changes (tests, a worker given one client). */
export function fixedSheetsKey(access: SheetsAccess, box: SecretBox): SheetsKeySource {
  return {
    box,
    current: () => access,
    refresh: async () => access,
    source: () => (access.client ? "environment" : "none"),
    sealed: async () => null,
  };
}
