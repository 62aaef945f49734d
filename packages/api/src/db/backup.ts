import { BACKUP_COMPLETED_SETTING } from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { PoolClient } from "pg";
import { z } from "zod";
import { SettingEntity } from "../platform/settings.entity.ts";
import { migrate } from "./database.ts";
import { migrationsList } from "./migrations/index.ts";

/**
 * A backup is plain SQL that psql can run too: a header naming the migrations the data was taken at,
 * then one transaction of inserts, table by table (parents before children), each row as JSON turned
 * back into the table's row type by PostgreSQL itself, and the sequences' positions. The embedded
 * database and PostgreSQL write and read the same file, so a site moves from one to the other with it.
 */
const FORMAT = "choose-esa backup 1";
const MIGRATIONS_LINE = "-- migrations: ";
/** Rows per INSERT: few statements, none too large. */
const BATCH = 500;

const MIGRATIONS_TABLE = "mikro_orm_migrations";

export interface BackupSummary {
  tables: number;
  rows: number;
  migrations: string[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A dedicated connection from the ORM's pool, released whatever happens. */
async function withClient<T>(orm: MikroORM, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = await orm.em.getConnection().getNativeClient();
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** The schema's tables but the migrations log, parents before the tables whose foreign keys name them. */
async function tablesInOrder(client: PoolClient): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> $1
       order by table_name`,
      [MIGRATIONS_TABLE],
    )
  ).rows.map((row) => row.name);
  const references = (
    await client.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = current_schema()`,
    )
  ).rows.map(({ child, parent }) => ({
    child: child.replaceAll('"', ""),
    parent: parent.replaceAll('"', ""),
  }));
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Every table's row count, in the order given. */
async function rowCounts(client: PoolClient, tables: string[]): Promise<number[]> {
  const counts: number[] = [];
  for (const table of tables) {
    const result = await client.query<{ count: string }>(
      `select count(*)::text as count from ${quoteIdent(table)}`,
    );
    counts.push(Number(result.rows[0]?.count ?? 0));
  }
  return counts;
}

async function executedMigrations(client: PoolClient): Promise<string[]> {
  const rows = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`);
  return rows.rows.map((row) => row.name);
}

/**
 * Writes the database's rows as a backup, `write` receiving it piece by piece; one consistent snapshot.
 * Once every piece is written, the time the backup was taken is recorded in the settings
 * (`backup.last_completed_at`, which the back office's setup checklist reads); the backup itself holds
 * the previous one's time.
 */
export async function writeBackup(
  orm: MikroORM,
  write: (sql: string) => Promise<void>,
): Promise<BackupSummary> {
  const takenAt = new Date();
  const summary = await withClient(orm, async (client) => {
    await client.query("begin isolation level repeatable read read only");
    try {
      const migrations = await executedMigrations(client);
      const tables = await tablesInOrder(client);
      await write(
        `-- ${FORMAT}\n-- taken: ${takenAt.toISOString()}\n${MIGRATIONS_LINE}${migrations.join(",")}\n` +
          "-- Restore with `pnpm db:restore <file>` (it migrates the database to the level above first).\n\n" +
          "begin;\nset local statement_timeout = 0;\n",
      );
      let rows = 0;
      for (const table of tables) {
        const columns = (
          await client.query<{ name: string }>(
            `select column_name as name from information_schema.columns
             where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
            [table],
          )
        ).rows.map((row) => quoteIdent(row.name));
        const data = await client.query<{ row: string }>(
          `select row_to_json(t)::text as row from ${quoteIdent(table)} t`,
        );
        await write(`\n-- ${table}: ${data.rows.length} rows\n`);
        for (let start = 0; start < data.rows.length; start += BATCH) {
          const json = `[${data.rows
            .slice(start, start + BATCH)
            .map((row) => row.row)
            .join(",\n")}]`;
          // Named columns: a newer schema's added columns take their defaults.
          await write(
            `insert into ${quoteIdent(table)} (${columns.join(", ")}) select ${columns.join(", ")} from json_populate_recordset(null::${quoteIdent(table)}, ${quoteLiteral(json)});\n`,
          );
        }
        rows += data.rows.length;
        const sequences = await client.query<{ column: string; sequence: string }>(
          `select column_name as column, pg_get_serial_sequence($1, column_name) as sequence
           from information_schema.columns
           where table_schema = current_schema() and table_name = $2
             and pg_get_serial_sequence($1, column_name) is not null`,
          [quoteIdent(table), table],
        );
        for (const { sequence } of sequences.rows) {
          const state = await client.query<{ last_value: string; is_called: boolean }>(
            `select last_value::text, is_called from ${sequence}`,
          );
          const position = state.rows[0];
          if (position)
            await write(
              `select setval(${quoteLiteral(sequence)}, ${position.last_value}, ${position.is_called});\n`,
            );
        }
      }
      await write("\ncommit;\n");
      return { tables: tables.length, rows, migrations };
    } finally {
      await client.query("rollback");
    }
  });
  await orm.em.fork().upsert(SettingEntity, {
    key: BACKUP_COMPLETED_SETTING,
    value: takenAt.toISOString(),
    updatedAt: new Date(),
  });
  return summary;
}

const HeaderSchema = z.object({ format: z.literal(FORMAT), migrations: z.array(z.string().min(1)) });

/** The header of a backup: its format and the migrations its data was taken at. */
export function readBackupHeader(sql: string) {
  const lines = sql.slice(0, 10_000).split("\n");
  const migrations = lines.find((line) => line.startsWith(MIGRATIONS_LINE))?.slice(MIGRATIONS_LINE.length);
  const parsed = HeaderSchema.safeParse({
    format: lines[0]?.replace(/^-- /, ""),
    migrations: migrations ? migrations.split(",") : [],
  });
  if (!parsed.success)
    throw new Error("Not a backup written by `pnpm db:backup` (its header is missing or unknown)");
  return parsed.data;
}

/**
 * Restores a backup into this database: migrates it to the backup's level, loads the rows in one
 * transaction, then applies the newer migrations this code has. The database must be empty unless
 * `replace` is set, which deletes every row in the same transaction first.
 */
export async function restoreBackup(
  orm: MikroORM,
  sql: string,
  options: { replace?: boolean } = {},
): Promise<BackupSummary> {
  const header = readBackupHeader(sql);
  const url = orm.config.get("clientUrl");
  if (!url) throw new Error("The database has no URL to migrate");
  const executed = (await orm.migrator.getExecuted()).map((migration) => migration.name);
  const ahead = executed.filter((name) => !header.migrations.includes(name));
  if (ahead.length > 0)
    throw new Error(
      `The database has migrations the backup predates (${ahead.join(", ")}): restore into a new database`,
    );
  // The backup's level is its newest migration in the code's order: the log's ids need not follow it
  // (a migration taken down and up again gets a new id).
  const level = migrationsList
    .map((migration) => migration.name)
    .filter((name) => header.migrations.includes(name));
  await migrate(url, { to: level.at(-1) });
  const summary = await withClient(orm, async (client) => {
    const tables = await tablesInOrder(client);
    if (!options.replace && (await rowCounts(client, tables)).some((count) => count > 0))
      throw new Error("The database already holds data: restore into an empty one, or pass --replace");
    // Emptying and loading in one transaction: a failed restore leaves the database as it was.
    const emptying = options.replace
      ? `truncate table ${tables.map(quoteIdent).join(", ")} restart identity cascade;\n`
      : "";
    await client.query(sql.replace(/^begin;\n/m, () => `begin;\n${emptying}`));
    const rows = (await rowCounts(client, tables)).reduce((sum, count) => sum + count, 0);
    return { tables: tables.length, rows, migrations: header.migrations };
  });
  await migrate(url);
  return summary;
}
