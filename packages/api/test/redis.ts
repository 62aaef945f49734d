import { Redis } from "ioredis";
import type { TestContext as VitestContext } from "vitest";

/** REDIS_TEST_URL (set by CI) makes the Redis tests required; without it a local Redis is used when one answers. */
export const redisUrl = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

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

/** Skips the running test, saying so, when it may and no Redis answers. */
export async function skipWithoutRedis(context: VitestContext) {
  context.skip(
    !(await redisAnswers()),
    `no Redis answers at ${redisUrl} (set REDIS_TEST_URL to require one)`,
  );
}
