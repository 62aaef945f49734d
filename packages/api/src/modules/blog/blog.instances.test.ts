import { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterEach, describe, expect, inject, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { ormOptions } from "../../db/database.ts";
import { BlogPostEntity } from "./blog.entity.ts";

const t = useTestApp();
const onPostgres = inject("database") === "postgres";
const redisUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

/** REDIS_TEST_URL (CI) makes the Redis case required; without it a local Redis is used when one answers. */
async function redisAnswers() {
  if (process.env.REDIS_TEST_URL) return true;
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const started: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

/** An instance as a deployment runs it: its own pool on the shared PostgreSQL database. */
async function startInstance(env: Record<string, string>) {
  const url = inject("databaseUrl");
  const orm = await MikroORM.init(ormOptions(url, { poolSize: 2 }));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      RATE_LIMIT: "off",
      WEB_DIST_DIR: "/nonexistent",
      DATABASE_URL: url,
      ...env,
    }),
    db: { orm, kind: "postgres", close: () => orm.close(true) },
  });
  app.addHook("onClose", () => orm.close(true));
  started.push(app);
  await app.ready();
  // Listening for other instances' changes starts with the app; until then reads bypass the cache.
  await expect.poll(() => app.contentChanges.live, { timeout: 5_000 }).toBe(true);
  return app;
}

async function seedPost() {
  const em = t.db.orm.em.fork();
  const post = em.create(BlogPostEntity, {
    title: "The first title",
    slug: "shared-news",
    excerpt: "An excerpt long enough to be valid here.",
    content: "<p>The body of the post.</p>",
    published: true,
    authorName: "Program Team",
    featuredImage: null,
  });
  await em.flush();
  return post;
}

/**
 * Two instances read (and so cache) a post; a direct write to the database shows they answer from
 * memory; a save at one is then on the very next read at both.
 */
async function editAtOneReadAtOther(env: Record<string, string>) {
  const post = await seedPost();
  const [writer, reader] = [await startInstance(env), await startInstance(env)];
  const read = async (app: FastifyInstance) => {
    const [list, one] = await Promise.all([
      app.inject("/api/blog"),
      app.inject("/api/blog/slug/shared-news"),
    ]);
    return [list.json()[0]?.title, one.json().title];
  };
  expect(await read(reader)).toEqual(["The first title", "The first title"]);
  expect(await read(writer)).toEqual(["The first title", "The first title"]);

  // Written behind the instances' backs, so a read from memory shows the old title: they do cache.
  await t.db.orm.em.fork().nativeUpdate(BlogPostEntity, { id: post.id }, { title: "Changed by hand" });
  expect(await read(reader)).toEqual(["The first title", "The first title"]);

  const token = await adminToken(t);
  const saved = await writer.inject({
    method: "PUT",
    url: `/api/blog/${post.id}`,
    headers: { "x-admin-token": token },
    payload: { title: "The second title" },
  });
  expect(saved.statusCode).toBe(200);
  expect(await read(reader)).toEqual(["The second title", "The second title"]);
  expect(await read(writer)).toEqual(["The second title", "The second title"]);
}

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  test("with PostgreSQL LISTEN/NOTIFY, an edit at one is on the very next read at the other", async () => {
    await editAtOneReadAtOther({});
  });

  test("with Redis pub/sub, an edit at one is on the very next read at the other", async (context) => {
    context.skip(
      !(await redisAnswers()),
      `no Redis answers at ${redisUrl} (set REDIS_TEST_URL to require one)`,
    );
    await editAtOneReadAtOther({ REDIS_URL: redisUrl });
  });
});
