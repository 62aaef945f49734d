import { type EntityDictionary, type EntityName, type MikroORM, p } from "@mikro-orm/postgresql";
import { z } from "zod";
import { createdTimestamp } from "../platform/columns.ts";

/*
 * Background work that must survive a crash goes through an outbox. A new queue (email, say) needs:
 * 1. its entity, `defineEntity({ tableName, properties: { ...outboxColumns(), ...its own } })`, listed in
 *    db/entities.ts with a migration; a record is written in the transaction of the change it stands for;
 * 2. `createOutbox(orm, Entity)` for the queue operations, `createLease(orm, "<queue name>", ttl)`;
 * 3. a drain function: under `lease.run`, handle `due()` records, `remove()` the done ones, `postpone()`
 *    failures by `retryDelayMs()`, and return when the next record falls due;
 * 4. one `createScheduler({ run: drain })`, started and stopped with the app and kicked after commits.
 * `modules/sheets/sheet-sync.ts` is the worked example; nothing here is copied per queue. A queue that
 * keeps its records after handling them (the email outbox keeps its log) names which records are
 * waiting with `OutboxOptions`.
 */

/**
 * The columns every outbox table has, spread into its entity's properties. A record is written in the
 * transaction of the change it stands for and deleted once handled; until then it is retried.
 */
export const outboxColumns = () => ({
  id: p.bigint("number").primary().autoincrement(),
  createdAt: createdTimestamp(),
  attempts: p.integer().default(0),
  nextAttemptAt: createdTimestamp().index(),
  lastError: p.text().nullable(),
});

export interface OutboxRecord {
  id: number;
  attempts: number;
}

export interface Outbox<R extends OutboxRecord> {
  /** Records due now, oldest first (or in the queue's order). Call it under the queue's lease: that is what makes them this run's. */
  due(limit: number): Promise<R[]>;
  /** Counts a failed attempt and sets the next: one statement per record, so no error is seen uncounted. */
  postpone(ids: readonly number[], delayMs: number, error: string): Promise<void>;
  /** Deletes handled records. */
  remove(ids: readonly number[]): Promise<void>;
  /** Milliseconds until the earliest record falls due (0 or less: due now); null when the outbox is empty. */
  nextDueInMs(): Promise<number | null>;
  pendingIds(): Promise<number[]>;
  /** Makes every record due now (the configuration a failure depended on changed). */
  retryAllNow(): Promise<void>;
}

export interface OutboxOptions {
  /** SQL condition on the table's columns for records still to handle (default: every record). */
  pending?: string;
  /** SQL assignments `postpone` adds, putting a record back among the pending ones. */
  onPostpone?: string;
  /** SQL order of `due` (default: oldest first). */
  order?: string;
}

/** Stays far below PostgreSQL's limit of 65,535 bind parameters (`in (?)` takes one per id). */
const IDS_PER_STATEMENT = 10_000;

const NextDueSchema = z.tuple([z.object({ ms: z.number().nullable() })]);
const IdRowsSchema = z.array(z.object({ id: z.coerce.number() }));

/**
 * The queue operations of an outbox table whose entity spreads `outboxColumns()`. Times are the
 * database's, so instances with drifting clocks agree on what is due.
 */
export function createOutbox<R extends OutboxRecord>(
  orm: MikroORM,
  entity: EntityName<R>,
  options: OutboxOptions = {},
): Outbox<R> {
  const table = `"${orm.getMetadata().get(entity).tableName}"`;
  const pending = options.pending ?? "true";
  const order = options.order ?? "id";
  const onPostpone = options.onPostpone ? `, ${options.onPostpone}` : "";
  const execute = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params);

  async function inChunks(ids: readonly number[], statement: (chunk: number[]) => Promise<unknown>) {
    for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
      await statement(ids.slice(start, start + IDS_PER_STATEMENT));
    }
  }

  return {
    async due(limit) {
      const em = orm.em.fork();
      const rows = await em
        .getConnection()
        .execute<EntityDictionary<R>[]>(
          `select * from ${table} where next_attempt_at <= now() and (${pending}) order by ${order} limit ?`,
          [limit],
        );
      return rows.map((row) => em.map(entity, row));
    },
    async postpone(ids, delayMs, error) {
      // `in (?)` with an array: the driver expands it into one placeholder per id.
      await inChunks(ids, (chunk) =>
        execute(
          `update ${table}
           set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ?), last_error = ?${onPostpone}
           where id in (?)`,
          [delayMs / 1000, error, chunk],
        ),
      );
    },
    async remove(ids) {
      await inChunks(ids, (chunk) => execute(`delete from ${table} where id in (?)`, [chunk]));
    },
    async nextDueInMs() {
      const rows = await execute(
        `select (extract(epoch from min(next_attempt_at) - now()) * 1000)::float8 as ms from ${table} where ${pending}`,
      );
      return NextDueSchema.parse(rows)[0].ms;
    },
    async pendingIds() {
      return IdRowsSchema.parse(await execute(`select id from ${table} where ${pending}`)).map(
        (row) => row.id,
      );
    },
    async retryAllNow() {
      await execute(`update ${table} set next_attempt_at = now() where ${pending}`);
    },
  };
}
