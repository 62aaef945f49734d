/**
 * `pnpm db:restore <file> [--replace]`: loads a `pnpm db:backup` file into the configured database
 * (embedded or PostgreSQL, whichever wrote it), migrating it to the backup's level first and to the
 * newest after. The database must be empty; `--replace` deletes its rows first (in the same transaction).
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig, openDatabase, restoreBackup } from "@choose/api";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
if (!file) {
  console.error("Usage: pnpm db:restore <backup.sql> [--replace]");
  process.exit(1);
}
const config = loadConfig(process.env);
const sql = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8");
const db = await openDatabase(config.database, { attach: true, migrate: false });
try {
  const summary = await restoreBackup(db.orm, sql, { replace: args.includes("--replace") });
  console.log(`Restored ${summary.rows} rows of ${summary.tables} tables into the ${db.kind} database.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
