/**
 * `pnpm db:backup [file]`: writes every table of the configured database (embedded or PostgreSQL) to a
 * plain SQL file, `choose-backup-<time>.sql` in the current directory unless a path is given. Runs
 * beside a live server: the embedded database is reached through the server's socket.
 */
import { open } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig, openDatabase, writeBackup } from "@choose/api";

const config = loadConfig(process.env);
// pnpm runs this in apps/api; a relative path means where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const stamp = new Date().toISOString().replaceAll(/[:.]/g, "-");
const path = resolve(cwd, process.argv[2] ?? `choose-backup-${stamp}.sql`);

const db = await openDatabase(config.database, { attach: true });
const file = await open(path, "wx", 0o600);
try {
  const summary = await writeBackup(db.orm, async (sql) => {
    await file.write(sql);
  });
  console.log(
    `Backed up ${summary.rows} rows of ${summary.tables} tables (${db.kind} database, migration ${summary.migrations.at(-1)}) to ${path}`,
  );
} finally {
  await file.close();
  await db.close();
}
