import type { MikroORM } from "@mikro-orm/postgresql";

/** A fixed-window counter shared by every API instance. */
export interface CounterStore {
  /** Adds one to `key`'s window (starting it if none is open) and returns the count and window end. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** The key's open window, without counting a hit; null when none is open. */
  peek(key: string): Promise<{ count: number; resetAt: Date } | null>;
  /** Forgets a key (e.g. failed logins after a successful one). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters in the `rate_limit_counters` table: one upsert per hit, atomic under concurrency. */
export function postgresCounterStore(orm: MikroORM): CounterStore {
  let hits = 0;
  return {
    async increment(key, windowMs) {
      const connection = orm.em.getConnection();
      // Expired windows are swept now and then rather than on every hit.
      if (++hits % 500 === 0)
        await connection.execute("delete from rate_limit_counters where expires_at < now()");
      const [row] = await connection.execute<{ count: number; expires_at: Date }[]>(
        `insert into rate_limit_counters (key, count, expires_at)
         values (?, 1, now() + make_interval(secs => ?))
         on conflict (key) do update set
           count = case when rate_limit_counters.expires_at <= now() then 1 else rate_limit_counters.count + 1 end,
           expires_at = case when rate_limit_counters.expires_at <= now() then excluded.expires_at
                             else rate_limit_counters.expires_at end
         returning count, expires_at`,
        [key, windowMs / 1000],
      );
      return { count: row?.count ?? 1, resetAt: new Date(row?.expires_at ?? Date.now() + windowMs) };
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

/** Counters in Redis (INCR + PEXPIRE in one MULTI), for deployments that have it. */
export async function redisCounterStore(url: string): Promise<CounterStore> {
  // The client library loads only where REDIS_URL is set.
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async increment(key, windowMs) {
      const prefixed = `rate:${key}`;
      const results = await redis
        .multi()
        .incr(prefixed)
        .pexpire(prefixed, windowMs, "NX")
        .pttl(prefixed)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: new Date(Date.now() + (ttl > 0 ? ttl : windowMs)) };
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
