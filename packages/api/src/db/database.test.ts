import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SettingEntity } from "../platform/settings.entity.ts";
import { openDatabase } from "./database.ts";
import { socketUrl } from "./embedded.ts";

describe("the embedded database", () => {
  // One data directory for the file: a first start (creating and migrating the database) is the
  // expensive part, and the later tests need only a database that exists.
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "choose-embedded-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test("migrates on first start and keeps its data across a restart", async () => {
    const first = await openDatabase({ kind: "embedded", dataDir });
    expect(first.kind).toBe("embedded");
    await first.orm.em
      .fork()
      .insert(SettingEntity, { key: "kept", value: "across restarts", updatedAt: new Date() });
    await first.close();

    const second = await openDatabase({ kind: "embedded", dataDir });
    const kept = await second.orm.em.fork().findOne(SettingEntity, { key: "kept" });
    const executed = await second.orm.migrator.getExecuted();
    await second.close();
    expect(kept?.value).toBe("across restarts");
    expect(executed.length).toBeGreaterThan(0);
  });

  test("is reachable only through a socket in its data directory, which only its owner can open", async () => {
    const db = await openDatabase({ kind: "embedded", dataDir });
    try {
      // No TCP port: the driver connects to the socket in DATA_DIR.
      expect(db.orm.config.get("clientUrl")).toBe(socketUrl(dataDir));
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect((await stat(join(dataDir, ".s.PGSQL.5432"))).isSocket()).toBe(true);
      // A second server on the same files is refused; a command may attach to the running one.
      await expect(openDatabase({ kind: "embedded", dataDir })).rejects.toThrow(/already serving/);
      const command = await openDatabase({ kind: "embedded", dataDir }, { attach: true });
      const [row] = await command.orm.em.getConnection().execute<{ one: number }[]>("select 1 as one");
      await command.close();
      expect(row?.one).toBe(1);
      expect((await db.orm.em.getConnection().execute("select 1")).length).toBe(1);
    } finally {
      await db.close();
    }
  });

  test("every entity's table and columns are the migrated ones (the naming rule and the migrations agree)", async () => {
    const db = await openDatabase({ kind: "embedded", dataDir });
    try {
      const rows = await db.orm.em
        .getConnection()
        .execute<{ column: string }[]>(
          "select table_name || '.' || column_name as column from information_schema.columns where table_schema = 'public'",
        );
      const migrated = new Set(rows.map((row) => row.column));
      const expected = [...db.orm.getMetadata().getAll().values()].flatMap((meta) =>
        meta.props.flatMap((prop) =>
          prop.persist === false ? [] : prop.fieldNames.map((f) => `${meta.tableName}.${f}`),
        ),
      );
      expect(expected.length).toBeGreaterThan(100);
      expect(expected.filter((column) => !migrated.has(column))).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

/** Needs a PostgreSQL server (TEST_DATABASE_URL); this file runs once, so it asks for it itself. */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("migrations on PostgreSQL", () => {
  test("two instances starting together on an empty database both start, and migrate once", async () => {
    const name = `choose_race_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    try {
      const started = await Promise.allSettled([
        openDatabase({ kind: "postgres", url: url.toString() }),
        openDatabase({ kind: "postgres", url: url.toString() }),
      ]);
      const executed = [];
      for (const result of started) {
        if (result.status === "fulfilled") {
          executed.push((await result.value.orm.migrator.getExecuted()).map((migration) => migration.name));
          await result.value.close();
        }
      }
      expect(started.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(executed[0]).toEqual(executed[1]);
      expect(new Set(executed[0]).size).toBe(executed[0]?.length);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
