import { Migrator } from "@mikro-orm/migrations";
import { MikroORM, UnderscoreNamingStrategy } from "@mikro-orm/postgresql";
import pg from "pg";
import { type Config, type DatabaseLimits, defaultDatabaseLimits } from "../config.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { entities } from "./entities.ts";
import { migrationsList } from "./migrations/index.ts";

export type DatabaseKind = "postgres" | "embedded";

export interface Database {
  orm: MikroORM;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/**
 * A table is named after its entity, in snake_case and plural (`AdminSession` → `admin_sessions`): the
 * one rule, so an entity names its table only where it differs (`media`, `sync_leases`…). Foreign key
 * columns stay singular (`user_id`): MikroORM names them through the same method, from the property.
 */
class PluralTableNames extends UnderscoreNamingStrategy {
  override classToTableName(entityName: string, tableName?: string): string {
    return tableName ?? `${super.classToTableName(entityName)}s`;
  }

  override joinKeyColumnName(
    entityName: string,
    referencedColumnName?: string,
    _composite?: boolean,
    tableName?: string,
  ): string {
    return `${super.classToTableName(entityName, tableName)}_${referencedColumnName || this.referenceColumnName()}`;
  }
}

/** The ORM options shared by the app, the migration generator and the tests. */
export function ormOptions(clientUrl: string, limits: Partial<DatabaseLimits> = {}) {
  const { poolSize, acquireTimeoutMs, statementTimeoutMs, lockTimeoutMs } = {
    ...defaultDatabaseLimits,
    ...limits,
  };
  return {
    clientUrl,
    entities,
    namingStrategy: PluralTableNames,
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    // Passed to pg's Pool: how long to wait for a connection (a free one or a new one), and the
    // server-side limits on one statement and on one wait for a lock (0: none), so a held lock fails
    // requests within seconds instead of holding their connections.
    driverOptions: {
      connectionTimeoutMillis: acquireTimeoutMs,
      statement_timeout: statementTimeoutMs,
      lock_timeout: lockTimeoutMs,
    },
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

/** Every instance takes this PostgreSQL advisory lock to migrate, so two starting together take turns. */
const MIGRATION_LOCK = "choose-esa:migrations";

/**
 * Applies pending migrations under a session-level advisory lock held on a connection of its own: an
 * instance that starts while another migrates waits, then finds nothing left to do. Migrations run
 * without a statement or lock timeout (an index on a large table may take a while). `to` stops after that one.
 */
export async function migrate(url: string, options: { to?: string | undefined } = {}): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext($1))", [MIGRATION_LOCK]);
    const orm = await MikroORM.init(
      ormOptions(url, { poolSize: 1, statementTimeoutMs: 0, lockTimeoutMs: 0 }),
    );
    try {
      await orm.migrator.up(options.to ? { to: options.to } : undefined);
    } finally {
      await orm.close(true);
    }
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
}

/** Whether every migration this code knows has been applied (readiness: false while one is running). */
export async function migrationsApplied(orm: MikroORM): Promise<boolean> {
  return (await orm.migrator.getPending()).length === 0;
}

/**
 * One code path for both databases: DATABASE_URL → that PostgreSQL; otherwise the embedded one
 * (PGlite behind a private Unix socket, one connection for the app). Migrations run before it returns
 * unless `migrate` is false (a restore migrates to the backup's level itself). `attach` lets a command
 * use the embedded database a running server already serves.
 */
export async function openDatabase(
  database: Config["database"],
  options: { limits?: Partial<DatabaseLimits>; attach?: boolean; migrate?: boolean } = {},
): Promise<Database> {
  const migrating = options.migrate ?? true;
  if (database.kind === "postgres") {
    if (migrating) await migrate(database.url);
    const orm = await MikroORM.init(ormOptions(database.url, options.limits));
    return { orm, kind: "postgres", close: () => orm.close(true) };
  }
  const embedded = await startEmbeddedPostgres(database.dataDir, { attach: options.attach ?? false });
  try {
    if (migrating) await migrate(embedded.url);
    // PGlite runs one statement at a time: the app gets one connection.
    const orm = await MikroORM.init(ormOptions(embedded.url, { ...options.limits, poolSize: 1 }));
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
