import type { Database } from "@choose/api";

/** The schema that keeps the seeded rows each test starts from. */
const SEED = "seed";

/** The app's tables (the migrations' log is left alone). */
async function appTables(db: Database): Promise<string[]> {
  const rows = await db.orm.em
    .getConnection()
    .execute<{ name: string }[]>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by table_name",
    );
  return rows.map((row) => `"${row.name}"`);
}

/** Copies every table's rows, as seeded, aside: `seedRestorer` puts them back. */
export async function keepSeed(db: Database): Promise<void> {
  const tables = await appTables(db);
  await db.orm.em
    .getConnection()
    .execute(
      [
        `create schema ${SEED}`,
        ...tables.map((table) => `create table ${SEED}.${table} as table public.${table}`),
      ].join(";\n"),
    );
}

/**
 * Returns a test's tables to the seeded rows: one script that empties them and copies the kept rows
 * back, the foreign keys' triggers off meanwhile (the rows were consistent when kept). Measured at a
 * few tens of milliseconds, against seconds to seed again through the services (images, password).
 */
export function seedRestorer(db: Database): () => Promise<void> {
  const script = appTables(db).then((tables) =>
    [
      "set session_replication_role = replica",
      `truncate ${tables.map((table) => `public.${table}`).join(", ")}`,
      ...tables.map((table) => `insert into public.${table} select * from ${SEED}.${table}`),
      "set session_replication_role = origin",
    ].join(";\n"),
  );
  return async () => {
    await db.orm.em.getConnection().execute(await script);
  };
}
