import { randomBytes } from "node:crypto";
import { MikroORM } from "@mikro-orm/postgresql";
import type { TestProject } from "vitest/node";
import { migrate, ormOptions } from "../src/db/database.ts";
import { startEmbeddedPostgres } from "../src/db/embedded.ts";

declare module "vitest" {
  export interface ProvidedContext {
    database: "pglite" | "postgres";
    databaseUrl: string;
  }
}

/** Creates the run's database (in-memory PGlite, or a fresh database on TEST_DATABASE_URL) and migrates it. */
export default async function setup(project: TestProject) {
  const database = project.config.provide.database;
  if (database === "pglite") {
    const embedded = await startEmbeddedPostgres(undefined);
    await migrate(embedded.url);
    project.provide("databaseUrl", embedded.url);
    return () => embedded.close();
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `choose_test_${randomBytes(6).toString("hex")}`;
  const admin = await MikroORM.init({ ...ormOptions(serverUrl, { poolSize: 1 }), migrations: undefined });
  await admin.em.getConnection().execute(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  project.provide("databaseUrl", url.toString());
  return async () => {
    await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
    await admin.close(true);
  };
}
