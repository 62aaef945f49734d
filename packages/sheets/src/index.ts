export {
  createSheetsClient,
  GOOGLE_TOKEN_URL,
  parseServiceAccountKey,
  type ServiceAccountCredentials,
  ServiceAccountKeySchema,
  SHEETS_SCOPE,
  type SheetsClient,
  type SheetsClientOptions,
} from "./client.ts";
export { classifySheetsError, type SheetsErrorInfo, type SheetsErrorKind } from "./errors.ts";
export { APPLICATIONS_TAB, applicationToRow, HEADER_ROW } from "./rows.ts";
export {
  type ApplicationChange,
  type ApplyResult,
  applyChanges,
  prepareSheet,
  replaceAllRows,
  type SheetTarget,
  testConnection,
} from "./sync.ts";
