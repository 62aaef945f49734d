import { uiMessages } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { SheetsService } from "../../services.ts";
import { SettingEntity } from "./settings.entity.ts";

export const SPREADSHEET_ID_SETTING = "google_sheets.spreadsheet_id";

const keyMissing =
  "No Google service account key is configured: set GOOGLE_SERVICE_ACCOUNT_KEY or GOOGLE_SERVICE_ACCOUNT_KEY_FILE on the server.";

/** The spreadsheet settings; the sync itself is wired in by the Sheets integration. */
export function createSheetsService(orm: MikroORM): SheetsService {
  async function spreadsheetId() {
    const setting = await orm.em.fork().findOne(SettingEntity, { key: SPREADSHEET_ID_SETTING });
    return setting?.value ?? null;
  }
  return {
    async status() {
      const id = await spreadsheetId();
      return { configured: id !== null, spreadsheetId: id, serviceAccountEmail: null };
    },
    async configure(id) {
      await orm.em
        .fork()
        .upsert(SettingEntity, { key: SPREADSHEET_ID_SETTING, value: id, updatedAt: new Date() });
      return { message: uiMessages.sheets.configured };
    },
    async testConnection() {
      return { success: false, message: keyMissing };
    },
    async syncAll() {
      return { message: keyMissing };
    },
  };
}
