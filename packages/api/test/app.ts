import { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeEach, inject } from "vitest";
import { type AppDependencies, buildApp } from "../src/app.ts";
import type { Config } from "../src/config.ts";
import { type Database, ormOptions } from "../src/db/database.ts";
import { testConfig } from "../src/testing/config.ts";

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
}

/** The run's database (see global-setup.ts), shared by the files of one worker. */
async function connect(): Promise<Database> {
  const database = inject("database");
  const orm = await MikroORM.init(
    ormOptions(inject("databaseUrl"), { poolSize: database === "pglite" ? 1 : 4 }),
  );
  return { orm, kind: database === "pglite" ? "embedded" : "postgres", close: () => orm.close(true) };
}

/**
 * Empties every table (but the migrations log) and restarts their sequences, so each test starts from
 * nothing. One statement of DELETEs (foreign keys are checked at its end, when all are empty) rather
 * than TRUNCATE, which on PostgreSQL costs 250–800 ms a test (new files, fsync) against a few ms.
 */
export async function resetDatabase(db: Database) {
  const metas = [...db.orm.getMetadata().getAll().values()];
  const deletes = metas.map((meta, index) => `t${index} as (delete from "${meta.tableName}")`);
  const keys = metas.flatMap((meta) =>
    meta.getPrimaryProps().flatMap((prop) => prop.fieldNames.map((column) => [meta.tableName, column])),
  );
  const sequences = keys.map(([table, column]) => `pg_get_serial_sequence('"${table}"', '${column}')`);
  await db.orm.em
    .getConnection()
    .execute(
      `with ${deletes.join(", ")} select setval(name, 1, false) from unnest(array[${sequences.join(", ")}]) as name where name is not null`,
    );
}

export { testConfig } from "../src/testing/config.ts";

/**
 * A built app on the test database, emptied before each test. Rate limits are off unless `env` turns
 * them on; `env` may set any variable (e.g. the limits themselves).
 */
export function useTestApp(
  env: Record<string, string> = {},
  dependencies: Pick<AppDependencies, "sheetSyncTiming" | "email"> = {},
): TestContext & { built: Promise<TestContext> } {
  let current: TestContext | undefined;
  const ready = (async () => {
    const config = testConfig(env);
    const db = await connect();
    current = { app: await buildApp({ config, db, ...dependencies }), db, config };
    return current;
  })();
  beforeEach(async () => {
    const { db, app } = await ready;
    await resetDatabase(db);
    await app.contentChanges.publish();
  });
  afterAll(async () => {
    const { app, db } = await ready;
    await app.close();
    await db.close();
  });
  const get = () => {
    if (!current) throw new Error("The test app is used before beforeEach ran");
    return current;
  };
  return {
    /** Resolves once the app is built: for a `beforeAll` that needs it before the first `beforeEach`. */
    built: ready,
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get config() {
      return get().config;
    },
  };
}
