import {
  AppError,
  type MessageResult,
  type SheetsStatus,
  type SheetsTestResult,
  sheetsMessages,
  uiMessages,
} from "@choose/schema";
import {
  classifySheetsError,
  parseServiceAccountKey,
  prepareSheet,
  type SheetTarget,
  testConnection,
} from "@choose/sheets";
import type { MikroORM } from "@mikro-orm/postgresql";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { type SheetSync, SPREADSHEET_ID_SETTING } from "./sheet-sync.ts";
import { SHEETS_KEY_SETTING, type SheetsKeySource } from "./sheets-access.ts";

export interface SheetsService {
  status(): Promise<SheetsStatus>;
  /** Stores the pasted key, sealed, once it parses as a service account key. Refused without a key. */
  saveKey(json: string): Promise<SheetsStatus>;
  clearKey(): Promise<SheetsStatus>;
  configure(spreadsheetId: string): Promise<MessageResult>;
  testConnection(): Promise<SheetsTestResult>;
  syncAll(): Promise<MessageResult>;
}

const notConfiguredMessage = uiMessages.sheets.configurationRequiredBody;

/** Turns a Google failure into a 4xx the admin can act on (or a 503 when Google is just unavailable). */
function sheetsFailure(error: unknown, serviceAccountEmail: string): AppError {
  if (error instanceof AppError) return error;
  const info = classifySheetsError(error, serviceAccountEmail);
  return new AppError(info.retryable ? "UNAVAILABLE" : "BAD_REQUEST", info.message);
}

export function createSheetsService(orm: MikroORM, keys: SheetsKeySource, sync: SheetSync): SheetsService {
  function target(spreadsheetId: string): SheetTarget {
    const access = keys.current();
    if (!access.client) throw new AppError("BAD_REQUEST", access.problem);
    return { client: access.client, spreadsheetId };
  }

  async function status(): Promise<SheetsStatus> {
    const access = await keys.refresh();
    const spreadsheetId = await sync.spreadsheetId();
    return {
      configured: spreadsheetId !== null,
      spreadsheetId,
      serviceAccountEmail: access.client?.serviceAccountEmail ?? null,
      keySource: keys.source(),
      encryptionAvailable: keys.box.available,
      keyStored: (await keys.sealed()) !== null,
    };
  }

  async function configuredTarget(): Promise<SheetTarget> {
    const spreadsheetId = await sync.spreadsheetId();
    if (!spreadsheetId) throw new AppError("BAD_REQUEST", notConfiguredMessage);
    return target(spreadsheetId);
  }

  return {
    status,

    async saveKey(json) {
      if (!keys.box.available) throw new AppError("BAD_REQUEST", sheetsMessages.noEncryptionKey);
      try {
        parseServiceAccountKey(json);
      } catch {
        // parseServiceAccountKey's own message never quotes the key; ours says what to paste.
        throw new AppError("BAD_REQUEST", sheetsMessages.keyInvalid, {
          errors: [{ path: "key", message: sheetsMessages.keyInvalid }],
        });
      }
      await orm.em.fork().upsert(SettingEntity, {
        key: SHEETS_KEY_SETTING,
        value: keys.box.seal(SHEETS_KEY_SETTING, json),
        updatedAt: new Date(),
      });
      await keys.refresh();
      sync.kick();
      return status();
    },

    async clearKey() {
      await orm.em.fork().nativeDelete(SettingEntity, { key: SHEETS_KEY_SETTING });
      await keys.refresh();
      return status();
    },

    async configure(spreadsheetId) {
      const sheet = target(spreadsheetId);
      try {
        // The sheet must be reachable and writable before it replaces the current one.
        await prepareSheet(sheet);
        await orm.em.fork().upsert(SettingEntity, {
          key: SPREADSHEET_ID_SETTING,
          value: spreadsheetId,
          updatedAt: new Date(),
        });
        await sync.retryAllNow();
        await sync.fullSync(sheet);
      } catch (error) {
        throw sheetsFailure(error, sheet.client.serviceAccountEmail);
      }
      return { message: uiMessages.sheets.configured };
    },

    async testConnection() {
      const access = await keys.refresh();
      if (!access.client) return { success: false, message: access.problem };
      const spreadsheetId = await sync.spreadsheetId();
      if (!spreadsheetId) return { success: false, message: notConfiguredMessage };
      return testConnection(target(spreadsheetId));
    },

    async syncAll() {
      const sheet = await configuredTarget();
      try {
        await prepareSheet(sheet);
        await sync.retryAllNow();
        const written = await sync.fullSync(sheet);
        return { message: sheetsMessages.synced(written) };
      } catch (error) {
        throw sheetsFailure(error, sheet.client.serviceAccountEmail);
      }
    },
  };
}
