import { randomBytes } from "node:crypto";
import { validApplication, validContact, validOrganisationProfile, validPage } from "@choose/schema/fixtures";
import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { describe, expect, inject, test } from "vitest";
import { adminToken } from "../../test/admin.ts";
import { useTestApp } from "../../test/app.ts";
import { seedFirstStartChooseAct } from "../modules/choose-act/choose-act.service.ts";
import { readBackupHeader, restoreBackup, writeBackup } from "./backup.ts";
import { ormOptions } from "./database.ts";

const t = useTestApp();

/** Every table but the migrations log, each as its rows' JSON (UTC), sorted; and the sequences' positions. */
async function snapshot(orm: MikroORM) {
  const pool = await orm.em.getConnection().getNativeClient();
  const client = await pool.connect();
  try {
    await client.query("set time zone 'UTC'");
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'
       order by table_name`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      // The test app's background jobs take leases of their own while the test runs (the scheduled
      // publishing, on any content change): only the seeded lease is the test's data.
      const only = name === "sync_leases" ? " where name = 'google_sheets'" : "";
      const rows = await client.query<{ row: string }>(
        `select row_to_json(t)::text as row from "${name}" t${only}`,
      );
      result[name] = rows.rows.map((row) => row.row).sort();
    }
    const sequence = await client.query<{ last_value: string }>(
      "select last_value::text from application_changes_id_seq",
    );
    result.application_changes_id_seq = [sequence.rows[0]?.last_value ?? ""];
    return result;
  } finally {
    client.release();
  }
}

/** Rows in every table, with the awkward values a dump must carry: quotes, backslashes, newlines, Unicode. */
async function seed() {
  const token = await adminToken(t);
  const awkward = `O'Brien "Jo" \\ back\\slash\nnew line – ünïcödé 🎓 ;--`;
  const send = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, headers: { "x-admin-token": token } });
  expect(
    (await send("/api/contact", { ...validContact, message: `${validContact.message} ${awkward}` }))
      .statusCode,
  ).toBe(201);
  expect(
    (await send("/api/newsletter", { email: "jo@example.org", name: awkward.slice(0, 40) })).statusCode,
  ).toBe(201);
  // The subscription exists once its link is followed; the confirmation mail carries the token.
  const [mail] = await t.db.orm.em
    .getConnection()
    .execute<{ text: string }[]>("select text from email_outbox where kind = 'newsletter_confirmation'");
  const confirmToken = /token=([0-9a-f]{64})/.exec(mail?.text ?? "")?.[1];
  expect((await send("/api/newsletter/confirm", { token: confirmToken })).statusCode).toBe(200);
  // And one sign-up still waiting for its link.
  expect((await send("/api/newsletter", { email: "pending@example.org", name: "Pat" })).statusCode).toBe(201);
  const letter = await t.app.inject({
    method: "PUT",
    url: "/api/admin/email/letters/approved",
    payload: { enabled: false, subject: awkward.slice(0, 30), body: awkward },
    headers: { "x-admin-token": token },
  });
  expect(letter.statusCode).toBe(200);
  const application = await send("/api/applications", {
    ...validApplication,
    schoolName: `St. ${awkward.slice(0, 30)}`,
  });
  expect(application.statusCode).toBe(201);
  const post = await send("/api/blog", {
    title: "Backups that restore",
    excerpt: "An excerpt long enough to pass the rule.",
    content: `<p>Content long enough to pass the fifty character rule, with ${awkward}.</p>`,
    published: true,
  });
  expect(post.statusCode).toBe(201);
  expect(
    (
      await t.app.inject({
        method: "PUT",
        url: "/api/admin/organisation",
        payload: { ...validOrganisationProfile, address: awkward },
        headers: { "x-admin-token": token },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await send("/api/admin/pages", { ...validPage, content: `<p>${awkward.replaceAll("<", "")}</p>` }))
      .statusCode,
  ).toBe(201);
  // The CHOOSE Act table: jsonb guidelines, dates, nulls.
  expect(await seedFirstStartChooseAct(t.db.orm)).toBe(true);
  const connection = t.db.orm.em.getConnection();
  await connection.execute("insert into settings (key, value) values (?, ?)", [
    "google_sheets.spreadsheet_id",
    awkward,
  ]);
  await connection.execute(
    "insert into sync_leases (name, holder, expires_at) values ('google_sheets', 'x', now())",
  );
  await connection.execute(
    "insert into rate_limit_counters (key, count, expires_at) values ('contact:1.2.3.4', 3, now())",
  );
  // An image with a binary variant, used by the post; and the administrator's second-factor rows.
  await connection.execute(
    `insert into media (id, alt, format, width, height, original_width, original_height, original_bytes)
     values ('00000000-0000-4000-8000-000000000001', ?, 'jpeg', 640, 480, 640, 480, 1234)`,
    [awkward],
  );
  await connection.execute(
    `insert into media_variants (media_id, width, format, data, bytes)
     values ('00000000-0000-4000-8000-000000000001', 640, 'webp', decode('00ff275c0a', 'hex'), 5)`,
  );
  await connection.execute(
    "insert into post_media (post_id, media_id) select id, '00000000-0000-4000-8000-000000000001' from blog_posts",
  );
  await connection.execute("insert into tags (name, slug) values ('Deadlines', 'deadlines')");
  await connection.execute(
    "insert into post_tags (post_id, tag_id) select p.id, t.id from blog_posts p, tags t",
  );
  await connection.execute(
    "insert into revisions (post_id, title, summary, content, saved_by) select id, title, excerpt, content, 'admin' from blog_posts",
  );
  // Issue 35: a document (binary) and its resource, whose search vector the trigger makes again on restore.
  await connection.execute(
    `insert into media_documents (id, file_name, format, bytes, data)
     values ('00000000-0000-4000-8000-000000000002', 'guide.pdf', 'pdf', 5, decode('255044462d', 'hex'))`,
  );
  await connection.execute(
    `insert into resources (title, description, language, category, document_id, published)
     values (?, ?, 'es', 'guide', '00000000-0000-4000-8000-000000000002', true)`,
    [`Guía ${awkward.slice(0, 30)}`, awkward],
  );
  await connection.execute(
    "insert into application_notes (application_id, author, body) select id, 'admin', ? from applications",
    [awkward],
  );
  await connection.execute(
    `insert into application_status_changes (application_id, from_status, to_status, changed_by)
     select id, 'pending', 'approved', 'admin' from applications`,
  );
  await connection.execute("insert into recovery_codes (user_id, code_hash) select id, 'hash' from users");
  await connection.execute(
    "insert into login_challenges (user_id, token_hash, expires_at) select id, 'hash', now() from users",
  );
  // The team: an invitation waiting, and a review with its reviewer and one checklist item.
  await connection.execute(
    `insert into staff_invitations (email, role, token_hash, invited_by, expires_at)
     values ('new@example.org', 'editor', 'hash', 'admin', now())`,
  );
  await connection.execute(
    "insert into review_assignments (application_id, assignee_id, assigned_by) select a.id, u.id, 'admin' from applications a, users u",
  );
  await connection.execute(
    "insert into review_checks (application_id, item, state, note, school_note, updated_by) select id, 'ferpa', 'met', ?, ?, 'admin' from applications",
    [awkward, awkward],
  );
  // The portal: the receipt wrote each application's link; a request and a document (bytes) besides.
  await connection.execute(
    "insert into portal_requests (application_id, body, asks_document, asked_by, answer, answered_at) select id, ?, true, 'admin', ?, now() from applications",
    [awkward, awkward],
  );
  await connection.execute(
    "insert into application_drafts (token_hash, language, values, expires_at) values ('hash', 'es', ?::jsonb, now())",
    [JSON.stringify({ schoolName: awkward })],
  );
  await connection.execute(
    "insert into portal_documents (application_id, file_name, content_type, size, data) select id, ?, 'application/pdf', 9, '\\x255044462d312e340a'::bytea from applications",
    [awkward],
  );
  // Events: one event with a registration.
  await connection.execute(
    `insert into events (id, slug, title, description, starts_at, ends_at, location, capacity, published)
     values ('00000000-0000-4000-8000-000000000034', 'open-house', ?, '<p>Come</p>', now() + interval '2 days', now() + interval '2 days 2 hours', 'Hall', 2, true)`,
    [awkward],
  );
  await connection.execute(
    `insert into event_registrations (event_id, name, email, seats, status, position, cancel_token, confirmed_at)
     values ('00000000-0000-4000-8000-000000000034', ?, 'family@example.org', 1, 'confirmed', 1, 'token', now())`,
    [awkward],
  );
}

describe("backups", () => {
  test("round trip: every table, row for row, and the sequences, after replacing the data", async () => {
    await seed();
    const before = await snapshot(t.db.orm);
    // Every table takes part, so every table is compared.
    expect(Object.entries(before).filter(([, rows]) => rows.length === 0)).toEqual([]);

    let dump = "";
    const summary = await writeBackup(t.db.orm, async (sql) => {
      dump += sql;
    });
    expect(summary.rows).toBeGreaterThanOrEqual(Object.keys(before).length - 1);
    expect(readBackupHeader(dump).migrations).toEqual(summary.migrations);

    // Changed data is replaced by the backup's.
    await t.db.orm.em.getConnection().execute("delete from contact_submissions");
    await t.db.orm.em
      .getConnection()
      .execute(
        "insert into application_changes (application_id, kind) select id, 'upsert' from applications",
      );
    await expect(restoreBackup(t.db.orm, dump)).rejects.toThrow(/already holds data/);
    await restoreBackup(t.db.orm, dump, { replace: true });
    expect(await snapshot(t.db.orm)).toEqual(before);
  });

  test("a file that is not a backup is refused before anything changes", async () => {
    await expect(restoreBackup(t.db.orm, "drop table users;")).rejects.toThrow(/Not a backup/);
  });

  // The move from the embedded database to PostgreSQL: the PGlite run's dump restored into a new database.
  test.skipIf(inject("database") !== "pglite" || !process.env.TEST_DATABASE_URL)(
    "an embedded database's backup restores into a new PostgreSQL database",
    async () => {
      await seed();
      // Taken before the backup, which records its own completion in the settings afterwards.
      const expected = await snapshot(t.db.orm);
      let dump = "";
      await writeBackup(t.db.orm, async (sql) => {
        dump += sql;
      });
      const serverUrl = process.env.TEST_DATABASE_URL ?? "";
      const name = `choose_restore_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const orm = await MikroORM.init(ormOptions(url.toString(), { poolSize: 2 }));
      try {
        await restoreBackup(orm, dump);
        expect(await snapshot(orm)).toEqual(expected);
      } finally {
        await orm.close(true);
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
