import { serverMessages } from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";
import { MikroORM } from "@mikro-orm/postgresql";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { describe, expect, inject, test } from "vitest";
import { trpc } from "../../test/admin.ts";
import { useTestApp } from "../../test/app.ts";
import { buildApp } from "../app.ts";
import type { DatabaseLimits } from "../config.ts";
import { ormOptions } from "./database.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./unavailable.ts";

const t = useTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app on its own ORM (its own pool, with `limits`) at `url`. */
async function appOn(url: string, limits: Partial<DatabaseLimits>) {
  const orm = new MikroORM(ormOptions(url, limits));
  const app = await buildApp({
    config: t.config,
    db: { orm, kind: t.db.kind, close: () => orm.close(true) },
  });
  return {
    app,
    orm,
    async close() {
      await app.close();
      await orm.close(true);
    },
  };
}

const postContact = (app: FastifyInstance) =>
  app.inject({ method: "POST", url: "/api/contact", payload: validContact });

/** The 503 both transports give when the database cannot serve: a message and Retry-After. */
async function expectUnavailable(app: FastifyInstance) {
  const rest = await postContact(app);
  expect([rest.statusCode, rest.headers["retry-after"], rest.json()]).toEqual([
    503,
    String(DATABASE_RETRY_AFTER_SECONDS),
    { message: serverMessages.serviceUnavailable },
  ]);
  const viaTrpc = await trpc(app, "mutation", "contact.send", validContact);
  expect([viaTrpc.status, viaTrpc.headers["retry-after"], viaTrpc.error?.message]).toEqual([
    503,
    String(DATABASE_RETRY_AFTER_SECONDS),
    serverMessages.serviceUnavailable,
  ]);
}

describe("a database that cannot serve", () => {
  test("a database that does not answer: 503 with Retry-After on REST and tRPC, not 500", async () => {
    // Nothing listens on port 9: every connection is refused, as with a database that is down.
    const lost = await appOn("postgres://postgres@127.0.0.1:9/gone", { poolSize: 1 });
    try {
      await expectUnavailable(lost.app);
      const list = await lost.app.inject("/api/blog");
      expect([list.statusCode, list.headers["retry-after"]]).toEqual([
        503,
        String(DATABASE_RETRY_AFTER_SECONDS),
      ]);
    } finally {
      await lost.close();
    }
  });

  test("a request waiting for a pooled connection gives up after the pool timeout with a 503", async () => {
    const busy = await appOn(inject("databaseUrl"), { poolSize: 1, acquireTimeoutMs: 300 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: Promise<unknown> = Promise.resolve();
    const held = new Promise<void>((resolve) => {
      // The pool's only connection is held by a long transaction.
      holding = busy.orm.em.fork().transactional(async (em) => {
        await em.execute("select 1");
        resolve();
        await released;
      });
    });
    try {
      await held;
      const started = Date.now();
      await expectUnavailable(busy.app);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      release();
      await holding;
      await busy.close();
    }
  });

  // PGlite serves one statement at a time to its single connection: no other session can hold a lock.
  test.skipIf(inject("database") === "pglite")(
    "a statement stuck behind a lock fails after statement_timeout with a 503",
    async () => {
      const url = inject("databaseUrl");
      const locked = await appOn(url, { poolSize: 2, statementTimeoutMs: 300 });
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query("begin");
        await locker.query("lock table contact_submissions in access exclusive mode");
        const started = Date.now();
        await expectUnavailable(locked.app);
        expect(Date.now() - started).toBeLessThan(5_000);
        // The health check is not stuck behind it either.
        expect((await locked.app.inject("/api/health")).statusCode).toBe(200);
      } finally {
        await locker.query("rollback");
        await locker.end();
        await locked.close();
      }
    },
  );

  // PGlite serves one session: no other can hold a lock.
  test.skipIf(inject("database") === "pglite")(
    "one locked table cannot take the site down: public forms never take the connections reads use",
    async () => {
      const url = inject("databaseUrl");
      // The shipped limits: 10 connections, a 2 s lock timeout, 2 writers per public form.
      const site = await appOn(url, t.config.databaseLimits);
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      const sent = Date.now();
      try {
        await locker.query("begin");
        await locker.query("lock table contact_submissions in access exclusive mode");
        const posts = Promise.all(
          Array.from({ length: 12 }, async () => ({ response: await postContact(site.app), at: Date.now() })),
        );
        await sleep(300);
        for (const read of [
          "/api/health",
          "/api/health/ready",
          "/api/blog",
          "/api/organisation",
          "/trpc/blog.list",
        ]) {
          const started = Date.now();
          const response = await site.app.inject(read);
          expect([read, response.statusCode]).toEqual([read, 200]);
          expect(Date.now() - started).toBeLessThan(1_000);
        }
        // Each post was refused (stuck on the lock for the lock timeout, or waiting for a slot past its
        // wait) with a 503 that says to retry, well before the 15 s statement timeout.
        for (const { response, at } of await posts) {
          expect([response.statusCode, response.headers["retry-after"]]).toEqual([
            503,
            String(DATABASE_RETRY_AFTER_SECONDS),
          ]);
          expect([serverMessages.serviceUnavailable, serverMessages.formsBusy]).toContain(
            response.json().message,
          );
          expect(at - sent).toBeLessThan(4_000);
        }
        await locker.query("rollback");
        const after = await Promise.all(Array.from({ length: 12 }, () => postContact(site.app)));
        expect(after.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
      } finally {
        await locker.query("rollback");
        await locker.end();
        await site.close();
      }
    },
  );
});
