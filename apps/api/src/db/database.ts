import { Migrator } from "@mikro-orm/migrations";
import { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../env.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { entities } from "./entities.ts";
import { migrationsList } from "./migrations/index.ts";

export type DatabaseKind = "postgres" | "embedded";

export interface Database {
  orm: MikroORM;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** The ORM options shared by the app, the migration generator and the tests. */
export function ormOptions(clientUrl: string, poolSize: number) {
  return {
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    migrations: {
      path: new URL("./migrations", import.meta.url).pathname,
      emit: "ts" as const,
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // The app logs through pino; the ORM stays quiet unless debugging.
    debug: false,
    allowGlobalContext: false,
  };
}

/**
 * One code path for both databases: DATABASE_URL → that PostgreSQL; otherwise the embedded one
 * (PGlite behind a loopback socket, a single connection). Migrations run before the app serves.
 */
export async function openDatabase(database: Config["database"]): Promise<Database> {
  if (database.kind === "postgres") {
    const orm = await MikroORM.init(ormOptions(database.url, 10));
    await orm.migrator.up();
    return { orm, kind: "postgres", close: () => orm.close(true) };
  }
  const embedded = await startEmbeddedPostgres(database.dataDir);
  try {
    const orm = await MikroORM.init(ormOptions(embedded.url, 1));
    await orm.migrator.up();
    return {
      orm,
      kind: "embedded",
      async close() {
        await orm.close(true);
        await embedded.close();
      },
    };
  } catch (error) {
    await embedded.close();
    throw error;
  }
}
