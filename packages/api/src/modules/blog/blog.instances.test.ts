import type { FastifyInstance } from "fastify";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { editPost, seedPost } from "../../../test/blog.ts";
import { onPostgres, useInstances } from "../../../test/instances.ts";
import { redisUrl, skipWithoutRedis } from "../../../test/redis.ts";
import { BlogPostEntity } from "./blog.entity.ts";

const t = useTestApp();
const startInstance = useInstances();

/**
 * Two instances read (and so cache) a post; a direct write to the database shows they answer from
 * memory; a save at one is then on the very next read at both.
 */
async function editAtOneReadAtOther(env: Record<string, string>) {
  const post = await seedPost(t, "shared-news", { title: "The first title" });
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

  const saved = await editPost(t, post.id, { title: "The second title" }, writer);
  expect(saved.statusCode).toBe(200);
  expect(await read(reader)).toEqual(["The second title", "The second title"]);
  expect(await read(writer)).toEqual(["The second title", "The second title"]);
}

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  test("with PostgreSQL LISTEN/NOTIFY, an edit at one is on the very next read at the other", async () => {
    await editAtOneReadAtOther({});
  });

  test("with Redis pub/sub, an edit at one is on the very next read at the other", async (context) => {
    await skipWithoutRedis(context);
    await editAtOneReadAtOther({ REDIS_URL: redisUrl });
  });
});
