/** The API as a library: the hosts (apps/api's server and commands, benchmarks) start it from here. */
export { type AppDependencies, buildApp } from "./app.ts";
export { type Config, ConfigError, loadConfig } from "./config.ts";
export { type BackupSummary, restoreBackup, writeBackup } from "./db/backup.ts";
export { type Database, openDatabase } from "./db/database.ts";
export { type Prompter, runAdminPassword } from "./modules/auth/admin-password.ts";
export { ensureFirstAdmin } from "./modules/auth/auth.service.ts";
export { seedFirstStartChooseAct } from "./modules/choose-act/choose-act.service.ts";
export { MEDIA_PROCESSING_CONCURRENCY } from "./modules/media/media.images.ts";
export { organisationPageData, seedFirstStartPages } from "./modules/organisation/organisation.service.ts";
export { searchStatement } from "./modules/search/search.service.ts";
export { CONTENT_CHANNEL } from "./platform/content-changes.ts";
