import {
  AppError,
  type MessageResult,
  type SheetsStatus,
  type SheetsTestResult,
  sheetsMessages,
  uiMessages,
} from "@choose/schema";
import { classifySheetsError, prepareSheet, type SheetTarget, testConnection } from "@choose/sheets";
import type { MikroORM } from "@mikro-orm/postgresql";
import { SettingEntity } from "../../platform/settings.entity.ts";
import { type SheetSync, SPREADSHEET_ID_SETTING } from "./sheet-sync.ts";
import type { SheetsAccess } from "./sheets-access.ts";

export interface SheetsService {
  status(): Promise<SheetsStatus>;
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

export function createSheetsService(orm: MikroORM, access: SheetsAccess, sync: SheetSync): SheetsService {
  function target(spreadsheetId: string): SheetTarget {
    if (!access.client) throw new AppError("BAD_REQUEST", access.problem);
    return { client: access.client, spreadsheetId };
  }

  async function configuredTarget(): Promise<SheetTarget> {
    const spreadsheetId = await sync.spreadsheetId();
    if (!spreadsheetId) throw new AppError("BAD_REQUEST", notConfiguredMessage);
    return target(spreadsheetId);
  }

  return {
    async status() {
      const spreadsheetId = await sync.spreadsheetId();
      return {
        configured: spreadsheetId !== null,
        spreadsheetId,
        serviceAccountEmail: access.client?.serviceAccountEmail ?? null,
      };
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
