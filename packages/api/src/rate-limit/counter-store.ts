import type { MikroORM } from "@mikro-orm/postgresql";

/** One hit on a counter whose window, when it opens, lasts `windowMs`. */
export interface CounterHit {
  key: string;
  windowMs: number;
}

export interface CounterCount {
  count: number;
  resetAt: Date;
}

/** Fixed-window counters shared by every API instance. */
export interface CounterStore {
  /**
   * Adds one to each key's window (starting it if none is open) and returns each count and window
   * end, in the order of `hits` (distinct keys): one round trip for all of a request's counters.
   */
  increment(hits: readonly CounterHit[]): Promise<CounterCount[]>;
  /** The key's open window, without counting a hit; null when none is open. */
  peek(key: string): Promise<{ count: number; resetAt: Date } | null>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function assertDistinct(hits: readonly CounterHit[]) {
  if (new Set(hits.map((hit) => hit.key)).size !== hits.length)
    throw new Error("a counter is hit twice at once");
}

/**
 * Counters in the `rate_limit_counters` table (unlogged: no write waits for the disk, and a crash of the
 * database only forgets open windows): one upsert of all of a request's hits, atomic under concurrency.
 */
export function postgresCounterStore(orm: MikroORM): CounterStore {
  let statements = 0;
  return {
    async increment(hits) {
      assertDistinct(hits);
      const connection = orm.em.getConnection();
      // Expired windows are swept now and then rather than on every hit.
      if (++statements % 500 === 0)
        await connection.execute("delete from rate_limit_counters where expires_at < now()");
      const rows = await connection.execute<{ key: string; count: number; expires_at: Date }[]>(
        `insert into rate_limit_counters (key, count, expires_at)
         select hit.key, 1, now() + make_interval(secs => hit.seconds)
         from json_to_recordset(cast(? as json)) as hit(key text, seconds float8)
         on conflict (key) do update set
           count = case when rate_limit_counters.expires_at <= now() then 1 else rate_limit_counters.count + 1 end,
           expires_at = case when rate_limit_counters.expires_at <= now() then excluded.expires_at
                             else rate_limit_counters.expires_at end
         returning key, count, expires_at`,
        [JSON.stringify(hits.map(({ key, windowMs }) => ({ key, seconds: windowMs / 1000 })))],
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return hits.map(({ key, windowMs }) => {
        const row = byKey.get(key);
        return { count: row?.count ?? 1, resetAt: new Date(row?.expires_at ?? Date.now() + windowMs) };
      });
    },
    async peek(key) {
      const [row] = await orm.em
        .getConnection()
        .execute<{ count: number; expires_at: Date }[]>(
          "select count, expires_at from rate_limit_counters where key = ? and expires_at > now()",
          [key],
        );
      return row ? { count: row.count, resetAt: new Date(row.expires_at) } : null;
    },
    async reset(key) {
      await orm.em.getConnection().execute("delete from rate_limit_counters where key = ?", [key]);
    },
    async close() {},
  };
}

/** Counters in Redis (INCR + PEXPIRE per hit, all in one MULTI), for deployments that have it. */
export async function redisCounterStore(url: string): Promise<CounterStore> {
  // The client library loads only where REDIS_URL is set.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async increment(hits) {
      assertDistinct(hits);
      const multi = redis.multi();
      for (const { key, windowMs } of hits)
        multi.incr(`rate:${key}`).pexpire(`rate:${key}`, windowMs, "NX").pttl(`rate:${key}`);
      const results = await multi.exec();
      return hits.map(({ windowMs }, index) => {
        const count = Number(results?.[index * 3]?.[1] ?? 1);
        const ttl = Number(results?.[index * 3 + 2]?.[1] ?? windowMs);
        return { count, resetAt: new Date(Date.now() + (ttl > 0 ? ttl : windowMs)) };
      });
    },
    async peek(key) {
      const prefixed = `rate:${key}`;
      const results = await redis.multi().get(prefixed).pttl(prefixed).exec();
      const count = results?.[0]?.[1];
      const ttl = Number(results?.[1]?.[1] ?? -2);
      if (typeof count !== "string" || ttl <= 0) return null;
      return { count: Number(count), resetAt: new Date(Date.now() + ttl) };
    },
    async reset(key) {
      await redis.del(`rate:${key}`);
    },
    async close() {
      await redis.quit();
    },
  };
}
