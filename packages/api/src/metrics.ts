import { createHash, timingSafeEqual } from "node:crypto";
import { serverMessages } from "@choose/schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "./db/database.ts";
import type { CacheList, CacheStats } from "./platform/read-cache.ts";
import { appRouter } from "./trpc/router.ts";

/**
 * The outboxes whose backlog is reported: a table of records waiting to be delivered, each with
 * `created_at` and `attempts` (failed tries so far); `pending` picks the waiting records of an outbox
 * that keeps its handled ones (the email log). Another outbox adds its line here.
 */
export const outboxes: { name: string; table: string; pending?: string }[] = [
  { name: "sheets", table: "application_changes" },
  { name: "email", table: "email_outbox", pending: "state in ('queued', 'sending')" },
];

const procedures = new Set(Object.keys(appRouter._def.procedures));

/** A bounded route label: the route's pattern, and for tRPC the procedure (a batch is one label). */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return "(unmatched)";
  if (pattern !== "/trpc/:path") return pattern;
  const path = request.url.slice("/trpc/".length).split("?")[0] ?? "";
  if (path.includes(",")) return "/trpc/(batch)";
  return procedures.has(path) ? `/trpc/${path}` : "/trpc/(unknown)";
}

/** Compares in constant time (both sides hashed to the same length first). */
function sameSecret(given: string, expected: string) {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Prometheus metrics at `/metrics`, only when `token` is set and only for `Authorization: Bearer
 * <token>`: request durations by route, the outboxes' depth, oldest record and failing records, the
 * database pool, the in-memory caches, and Node's process metrics. Each instance reports itself: scrape
 * every instance.
 */
export async function registerMetrics(
  app: FastifyInstance,
  db: Database,
  token: string | undefined,
  caches: CacheList,
) {
  if (!token) {
    app.get("/metrics", (_request, reply) => reply.status(404).send({ message: serverMessages.notFound }));
    return;
  }
  // The client library loads only where metrics are turned on.
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import("prom-client");
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method, route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      { method: request.method, route: routeLabel(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  // One series per outbox (`outboxes`), refreshed on each scrape.
  const outboxGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ["outbox"], registers });
  const outboxDepth = outboxGauge("choose_outbox_depth", "Records waiting in an outbox");
  const outboxOldest = outboxGauge(
    "choose_outbox_oldest_age_seconds",
    "Age of the oldest record waiting in an outbox (0 when empty)",
  );
  const outboxFailing = outboxGauge(
    "choose_outbox_failing_records",
    "Records in an outbox whose delivery has failed at least once (sync failures)",
  );
  const databaseUp = new Gauge({
    name: "choose_database_up",
    help: "1 when the database answered the last scrape",
    registers,
  });
  const pool = new Gauge({
    name: "choose_db_pool_connections",
    help: "Database pool connections by state (busy, idle, waiting requests, max)",
    labelNames: ["state"],
    registers,
  });

  // One series per in-memory cache (`caches`), read on each scrape.
  const cacheGauge = (name: string, help: string, value: (stats: CacheStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["cache"],
      registers,
      collect() {
        for (const stats of caches.all) this.set({ cache: stats.name }, value(stats));
      },
    });
  cacheGauge("choose_cache_bytes", "Bytes held by an in-memory cache", (stats) => stats.bytes());
  cacheGauge("choose_cache_max_bytes", "The most an in-memory cache may hold", (stats) => stats.maxBytes);
  cacheGauge("choose_cache_entries", "Entries in an in-memory cache", (stats) => stats.entries());
  new Counter({
    name: "choose_cache_evictions_total",
    help: "Entries an in-memory cache dropped to stay within its bytes (raise its size if this climbs)",
    labelNames: ["cache"],
    registers,
    collect() {
      // The caches count; the counter takes their totals as they are.
      this.reset();
      for (const stats of caches.all) this.inc({ cache: stats.name }, stats.evictions());
    },
  });

  async function refresh() {
    const connection = db.orm.em.getConnection();
    const native = await connection.getNativeClient();
    pool.set({ state: "busy" }, native.totalCount - native.idleCount);
    pool.set({ state: "idle" }, native.idleCount);
    pool.set({ state: "waiting" }, native.waitingCount);
    pool.set({ state: "max" }, native.options.max);
    try {
      for (const { name, table, pending = "true" } of outboxes) {
        const [row] = await connection.execute<{ depth: string; oldest: number | null; failing: string }[]>(
          `select count(*) as depth, extract(epoch from now() - min(created_at))::float8 as oldest,
                  count(*) filter (where attempts > 0) as failing
           from "${table}" where ${pending}`,
        );
        outboxDepth.set({ outbox: name }, Number(row?.depth ?? 0));
        outboxOldest.set({ outbox: name }, row?.oldest ?? 0);
        outboxFailing.set({ outbox: name }, Number(row?.failing ?? 0));
      }
      databaseUp.set(1);
    } catch {
      databaseUp.set(0);
    }
  }

  app.get("/metrics", async (request, reply) => {
    const [scheme, given] = (request.headers.authorization ?? "").split(" ");
    if (scheme !== "Bearer" || !given || !sameSecret(given, token))
      return reply
        .status(401)
        .header("www-authenticate", "Bearer")
        .send({ message: serverMessages.unauthorized });
    await refresh();
    return reply
      .header("cache-control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
