import { serverMessages } from "@choose/schema";
import { MikroORM } from "@mikro-orm/postgresql";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../test/app.ts";
import { seedPost } from "../test/blog.ts";
import { submitApplication } from "../test/public.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { ormOptions } from "./db/database.ts";

const TOKEN = "a-metrics-token-long-enough";
const t = useTestApp({ METRICS_TOKEN: TOKEN });

describe("health", () => {
  test("live answers without asking the database; ready once the database answers and is migrated", async () => {
    expect((await t.app.inject("/api/health/live")).json()).toEqual({ status: "ok" });
    expect((await t.app.inject("/api/health/ready")).json()).toEqual({
      status: "ready",
      database: t.db.kind,
    });
  });

  test("ready fails while a migration this code knows has not been applied", async () => {
    const connection = t.db.orm.em.getConnection();
    const [last] = await connection.execute<{ id: number; name: string }[]>(
      "select id, name from mikro_orm_migrations order by id desc limit 1",
    );
    await connection.execute("delete from mikro_orm_migrations where id = ?", [last?.id]);
    try {
      const response = await t.app.inject("/api/health/ready");
      expect([response.statusCode, response.json().message]).toEqual([503, serverMessages.migrationsPending]);
    } finally {
      await connection.execute("insert into mikro_orm_migrations (id, name) values (?, ?)", [
        last?.id,
        last?.name,
      ]);
    }
    expect((await t.app.inject("/api/health/ready")).statusCode).toBe(200);
  });

  test("ready fails while the database is away; live does not", async () => {
    const orm = new MikroORM(ormOptions("postgres://postgres@127.0.0.1:9/gone", { poolSize: 1 }));
    const lost = await buildApp({
      config: t.config,
      db: { orm, kind: t.db.kind, close: () => orm.close(true) },
    });
    const [ready, live] = [await lost.inject("/api/health/ready"), await lost.inject("/api/health/live")];
    await lost.close();
    await orm.close(true);
    expect([ready.statusCode, ready.json().message, live.statusCode]).toEqual([
      503,
      serverMessages.databaseUnavailable,
      200,
    ]);
  });
});

describe("metrics", () => {
  test("off without METRICS_TOKEN", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/none" });
    const app = await buildApp({ config, db: t.db });
    const response = await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    await app.close();
    expect(response.statusCode).toBe(404);
  });

  test.each([undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, TOKEN])(
    "refused with authorization %o",
    async (authorization) => {
      const response = await t.app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect([response.statusCode, response.headers["www-authenticate"]]).toEqual([401, "Bearer"]);
    },
  );

  test("request durations by route, the outbox backlog and the pool, for the bearer of the token", async () => {
    await submitApplication(t.app);
    await t.app.inject("/api/blog");
    await t.app.inject("/trpc/blog.list");
    const response = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/blog",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/trpc\/blog.list",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/applications",status="201"\} 1/,
    );
    expect(text).toMatch(/choose_outbox_depth\{outbox="sheets"\} 1/);
    expect(text).toMatch(/choose_outbox_oldest_age_seconds\{outbox="sheets"\} \d/);
    expect(text).toMatch(/choose_outbox_failing_records\{outbox="sheets"\} 0/);
    expect(text).toMatch(/choose_db_pool_connections\{state="max"\} \d+/);
    expect(text).toMatch(/choose_database_up 1/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });

  test("each in-memory cache reports its bytes, its bound, its entries and its evictions", async () => {
    await seedPost(t, "cached-news");
    await t.app.inject("/api/blog/slug/cached-news");
    const response = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    const text = response.body;
    expect(text).toMatch(/choose_cache_bytes\{cache="blog-posts"\} [1-9]\d*/);
    expect(text).toMatch(/choose_cache_entries\{cache="blog-posts"\} 1/);
    expect(text).toMatch(/choose_cache_max_bytes\{cache="blog-posts"\} 16777216/);
    expect(text).toMatch(/choose_cache_evictions_total\{cache="blog-posts"\} 0/);
    expect(text).toMatch(/choose_cache_bytes\{cache="blog-list"\} 0/);
  });
});
