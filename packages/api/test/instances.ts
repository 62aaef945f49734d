import { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { ormOptions } from "../src/db/database.ts";
import { testConfig } from "./app.ts";

/** Whether this run's database is PostgreSQL, which several instances can share (the embedded one cannot). */
export const onPostgres = inject("database") === "postgres";

/**
 * Instances as a deployment runs them, each with its own pool on the shared PostgreSQL database,
 * closed after each test. `start(env)` answers once the instance hears other instances' changes.
 */
export function useInstances() {
  const started: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
  });
  return async function startInstance(env: Record<string, string> = {}) {
    const url = inject("databaseUrl");
    const orm = await MikroORM.init(ormOptions(url, { poolSize: 2 }));
    const app = await buildApp({
      config: testConfig({ DATABASE_URL: url, ...env }),
      db: { orm, kind: "postgres", close: () => orm.close(true) },
    });
    app.addHook("onClose", () => orm.close(true));
    started.push(app);
    await app.ready();
    // Listening for other instances' changes starts with the app; until then reads bypass the cache.
    await expect.poll(() => app.contentChanges.live, { timeout: 5_000 }).toBe(true);
    return app;
  };
}
