import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationMessages,
  backOfficeMessages,
  REVIEW_ITEMS,
  serverMessages,
} from "@choose/schema";
import { validApplicationFields } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { type AdminMethod, describeDeletes, describeIdChecks, useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { submitApplication } from "../../../test/public.ts";
import { expectFieldError } from "../../../test/validation.ts";
import { ApplicationChangeEntity } from "../sheets/sheets.outbox.ts";
import { ApplicationEntity } from "./applications.entity.ts";

const t = useTestApp();
const admin = useAdminSession(t);
const { send } = admin;
const changes = () =>
  t.db.orm.em
    .fork()
    .find(ApplicationChangeEntity, {}, { orderBy: { id: "asc" } })
    .then((rows) => rows.map(({ applicationId, kind }) => ({ applicationId, kind })));
const stored = (id: string) => t.db.orm.em.fork().findOne(ApplicationEntity, { id });

/** Three applications a day apart (no change records: those are what the tests look at). */
async function seedApplications() {
  const em = t.db.orm.em.fork();
  const base = Date.parse("2026-02-01T00:00:00Z");
  const rows = ["Oldest Academy", "Middle School of Hope", "Newest Prep"].map((schoolName, i) =>
    em.create(ApplicationEntity, {
      ...validApplicationFields,
      schoolName,
      submittedAt: new Date(base + i * 86_400_000),
      status: "pending",
    }),
  );
  await em.flush();
  return rows;
}

describe("reading applications", () => {
  test("GET /api/applications/admin lists every application, newest first, with every field", async () => {
    const [oldest] = await seedApplications();
    const response = await send("GET", "/api/applications/admin");
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((row: { schoolName: string }) => row.schoolName)).toEqual([
      "Newest Prep",
      "Middle School of Hope",
      "Oldest Academy",
    ]);
    expect(list[2]).toEqual({
      ...validApplicationFields,
      schoolName: "Oldest Academy",
      id: oldest?.id,
      submittedAt: "2026-02-01T00:00:00.000Z",
      status: "pending",
      // Nobody reviews it yet (the reviews module's part of a list row).
      review: { assignee: null, met: 0, answered: 0, total: REVIEW_ITEMS.length },
    });
    expect(response.headers["x-total-count"]).toBe("3");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect((await admin.trpc("query", "admin.applications.list", {})).data).toEqual({
      items: list,
      total: 3,
    });
  });

  test("GET /api/applications/admin searches, filters, sorts and pages from the query string", async () => {
    const [oldest, middle] = await seedApplications();
    await send("PUT", `/api/applications/${middle?.id}`, { status: "approved" });
    const names = async (query: string) => {
      const response = await send("GET", `/api/applications/admin?${query}`);
      expect(response.statusCode).toBe(200);
      return {
        names: response.json().map((row: { schoolName: string }) => row.schoolName),
        total: response.headers["x-total-count"],
      };
    };
    expect(await names("sort=school&page=1&pageSize=2")).toEqual({
      names: ["Middle School of Hope", "Newest Prep"],
      total: "3",
    });
    expect(await names("sort=school&page=2&pageSize=2")).toEqual({ names: ["Oldest Academy"], total: "3" });
    expect(await names("status=approved")).toEqual({ names: ["Middle School of Hope"], total: "1" });
    expect(await names("q=OLDEST")).toEqual({ names: ["Oldest Academy"], total: "1" });
    expect(await names("q=john%40grace&sort=oldest")).toEqual({
      names: ["Oldest Academy", "Middle School of Hope", "Newest Prep"],
      total: "3",
    });
    expect(oldest).toBeDefined();
  });

  test.each([
    ["page=0", "page"],
    ["pageSize=1000", "pageSize"],
    ["status=lost", "status"],
    ["sort=random", "sort"],
    ["language=fr", "language"],
  ])("GET /api/applications/admin?%s answers 400 naming %s", async (query, path) => {
    const response = await send("GET", `/api/applications/admin?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path, message: expect.any(String) }]);
  });

  test("notes and status history: added, shown on the detail, deleted; never in the list", async () => {
    const [oldest] = await seedApplications();
    const id = oldest?.id;
    const added = await send("POST", `/api/applications/${id}/notes`, { body: "  Called the principal  " });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      author: "admin",
      body: "Called the principal",
      createdAt: expect.any(String),
      mine: true,
    });
    expect((await send("POST", `/api/applications/${id}/notes`, { body: "  " })).statusCode).toBe(400);
    await send("PUT", `/api/applications/${id}`, { status: "under_review" });
    const detail = (await send("GET", `/api/applications/admin/${id}`)).json();
    expect(detail.notes).toEqual([added.json()]);
    expect(detail.history).toEqual([
      {
        id: expect.any(String),
        from: "pending",
        to: "under_review",
        changedBy: "admin",
        changedAt: expect.any(String),
      },
    ]);
    const list = (await send("GET", "/api/applications/admin")).json();
    expect(list[0]).not.toHaveProperty("notes");
    const removed = await send("DELETE", `/api/applications/${id}/notes/${added.json().id}`);
    expect(removed.json()).toEqual({ message: "Note deleted" });
    expect((await send("DELETE", `/api/applications/${id}/notes/${added.json().id}`)).statusCode).toBe(404);
  });

  test("a note is deleted by its author only", async () => {
    const [oldest] = await seedApplications();
    const id = oldest?.id ?? "";
    const note = await t.app.services.applications.addNote(id, "someone-else", "Visited the campus");
    const refused = await send("DELETE", `/api/applications/${id}/notes/${note.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: backOfficeMessages.noteNotYours }]);
    expect((await t.app.services.applications.get(id)).notes).toEqual([note]);
  });

  test("GET /api/applications/admin/export.csv: labelled columns, the filter's rows, formulas escaped", async () => {
    const em = t.db.orm.em.fork();
    em.create(ApplicationEntity, {
      ...validApplicationFields,
      schoolName: '=HYPERLINK("http://evil.example")',
      curriculumUsed: "+1 and -2, @home",
    });
    await em.flush();
    await seedApplications();
    const response = await send("GET", "/api/applications/admin/export.csv?q=hyperlink");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    const [header, row, end] = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(/^"School Name","Address",.*"Curriculum Used","Submitted","Status","Language"$/);
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)",/);
    expect(row).toContain(`"'+1 and -2, @home"`);
    expect(row).toMatch(/"Pending","English"$/);
    expect(end).toBe("");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/applications/admin/export.csv" })).statusCode,
    ).toBe(401);
    expect((await send("GET", "/api/applications/admin/export.csv?sort=x")).statusCode).toBe(400);
  });

  test("the language filter: list, counts and pages, sorts, the status filter and the CSV export", async () => {
    const [oldest, middle, newest] = await seedApplications();
    const em = t.db.orm.em.fork();
    for (const row of [oldest, newest]) {
      if (row) await em.nativeUpdate(ApplicationEntity, { id: row.id }, { language: "es" });
    }
    await send("PUT", `/api/applications/${newest?.id}`, { status: "approved" });
    const names = async (query: string) => {
      const response = await send("GET", `/api/applications/admin?${query}`);
      expect(response.statusCode).toBe(200);
      return {
        names: response.json().map((row: { schoolName: string }) => row.schoolName),
        total: response.headers["x-total-count"],
      };
    };
    expect(await names("language=es")).toEqual({ names: ["Newest Prep", "Oldest Academy"], total: "2" });
    expect(await names("language=es&sort=school&page=2&pageSize=1")).toEqual({
      names: ["Oldest Academy"],
      total: "2",
    });
    expect(await names("language=en")).toEqual({ names: ["Middle School of Hope"], total: "1" });
    expect(await names("language=es&status=approved")).toEqual({ names: ["Newest Prep"], total: "1" });
    expect(await names("language=en&status=approved")).toEqual({ names: [], total: "0" });
    expect(await names("language=es&q=middle")).toEqual({ names: [], total: "0" });
    const viaTrpc = await admin.trpc("query", "admin.applications.list", {
      language: "es",
      status: "pending",
    });
    expect(viaTrpc.data).toMatchObject({ items: [{ id: oldest?.id, language: "es" }], total: 1 });
    expect((await send("GET", `/api/applications/admin/${middle?.id}`)).json()).toMatchObject({
      language: "en",
    });

    const csv = await send("GET", "/api/applications/admin/export.csv?language=es&sort=oldest");
    const [header, ...rows] = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(/,"Language"$/);
    expect(rows).toEqual([
      expect.stringMatching(/^"Oldest Academy",.*,"Pending","Spanish"$/),
      expect.stringMatching(/^"Newest Prep",.*,"Approved","Spanish"$/),
      "",
    ]);
    const refused = await send("GET", "/api/applications/admin/export.csv?language=english");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: "language", message: "Language must be en or es" }]);
  });

  test("GET /api/applications/admin/:id returns one application", async () => {
    const [, middle] = await seedApplications();
    const response = await send("GET", `/api/applications/admin/${middle?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: middle?.id, schoolName: "Middle School of Hope" });
    const viaTrpc = await admin.trpc("query", "admin.applications.byId", { id: middle?.id });
    expect(viaTrpc.data).toEqual(response.json());
  });
});

describeIdChecks(admin, "application", serverMessages.applicationNotFound, {
  rest: ["/api/applications", { status: "approved" }],
  trpc: ["admin.applications", "updateStatus", (id) => ({ id, status: "approved" })],
  // Nothing recorded for the spreadsheet either.
  unchanged: async () => expect(await changes()).toEqual([]),
});

describe("PUT /api/applications/:id", () => {
  // Any status may follow any other (spec 4): each value is set from the other end of the list.
  const transitions = APPLICATION_STATUSES.map((status, i): [ApplicationStatus, ApplicationStatus] => [
    status,
    APPLICATION_STATUSES[APPLICATION_STATUSES.length - 1 - i] ?? "pending",
  ]);
  test.each(transitions)("sets %s (from %s) and records the change", async (status, from) => {
    const [row] = await seedApplications();
    const id = row?.id ?? "";
    await t.db.orm.em.fork().nativeUpdate(ApplicationEntity, { id }, { status: from });
    const response = await send("PUT", `/api/applications/${id}`, { status });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status, schoolName: "Oldest Academy" });
    expect((await stored(id))?.status).toBe(status);
    expect(await changes()).toEqual([{ applicationId: id, kind: "upsert" }]);
  });

  test.each([
    ["an unknown status", { status: "accepted" }, applicationMessages.status],
    ["a status in capitals", { status: "APPROVED" }, applicationMessages.status],
    ["an empty status", { status: "" }, applicationMessages.status],
    ["a null status", { status: null }, applicationMessages.status],
    ["no status", {}, applicationMessages.status],
  ])("%s → 400 with the message; nothing changed or recorded", async (_, payload, message) => {
    const [row] = await seedApplications();
    expectFieldError(await send("PUT", `/api/applications/${row?.id}`, payload), "status", message);
    expect((await stored(row?.id ?? ""))?.status).toBe("pending");
    expect(await changes()).toEqual([]);
  });

  test("tRPC applicationsAdmin.updateStatus does the same", async () => {
    const [row] = await seedApplications();
    const id = row?.id ?? "";
    const ok = await admin.trpc("mutation", "admin.applications.updateStatus", {
      id,
      status: "under_review",
    });
    expect(ok.data).toMatchObject({ id, status: "under_review" });
    const bad = await admin.trpc("mutation", "admin.applications.updateStatus", { id, status: "done" });
    expect([bad.status, bad.error?.message]).toEqual([400, applicationMessages.status]);
    expect(await changes()).toEqual([{ applicationId: id, kind: "upsert" }]);
  });
});

describeDeletes(admin, "/api/applications", "admin.applications", {
  message: "Application deleted",
  seed: async () => (await seedApplications())[1]?.id ?? "",
  // Gone, the others kept, and the delete (only the first) recorded.
  deleted: async (id) => {
    expect(await stored(id)).toBeNull();
    expect(await t.db.orm.em.fork().count(ApplicationEntity, {})).toBe(2);
    expect(await changes()).toEqual([{ applicationId: id, kind: "delete" }]);
  },
});

describe("the change records for the spreadsheet", () => {
  test("submit, status change and delete each leave one record, in order", async () => {
    const submitted = await submitApplication(t.app);
    const id: string = submitted.json().id;
    await send("PUT", `/api/applications/${id}`, { status: "approved" });
    await send("DELETE", `/api/applications/${id}`);
    expect(await changes()).toEqual([
      { applicationId: id, kind: "upsert" },
      { applicationId: id, kind: "upsert" },
      { applicationId: id, kind: "delete" },
    ]);
  });

  /** Makes writing one kind of change record fail, to show the application change fails with it. */
  async function withOutboxRefusing(kind: "upsert" | "delete", run: () => Promise<void>) {
    const connection = t.db.orm.em.getConnection();
    await connection.execute(
      `alter table application_changes add constraint test_refuse check (kind <> '${kind}')`,
    );
    try {
      await run();
    } finally {
      await connection.execute("alter table application_changes drop constraint test_refuse");
    }
  }

  test.each<[string, "upsert" | "delete", AdminMethod, object | undefined]>([
    ["a status change", "upsert", "PUT", { status: "rejected" }],
    ["a delete", "delete", "DELETE", undefined],
  ])(
    "%s whose change record cannot be written is not applied either (one transaction)",
    async (_, kind, method, payload) => {
      const [row] = await seedApplications();
      const id = row?.id ?? "";
      await withOutboxRefusing(kind, async () => {
        const response = await send(method, `/api/applications/${id}`, payload);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ message: serverMessages.internal });
      });
      // Still there, still pending, and no record of a change that did not happen.
      expect((await stored(id))?.status).toBe("pending");
      expect(await changes()).toEqual([]);
    },
  );
});

describe("the overview", () => {
  test("counts applications since a time and by status, unread messages, active and new subscribers", async () => {
    await seedApplications();
    // A confirmed subscriber (the double opt-in's link followed).
    await t.db.orm.em
      .getConnection()
      .execute(
        "insert into newsletter_subscriptions (id, email, name, is_active, unsubscribe_token) values (gen_random_uuid(), 'ann@example.org', 'Ann', true, 'token')",
      );
    const overview = await admin.trpc("query", "admin.overview.get", { since: "2026-02-01T12:00:00.000Z" });
    expect(overview.data).toEqual({
      newApplications: 2,
      applicationsByStatus: { pending: 3, under_review: 0, approved: 0, rejected: 0 },
      unreadMessages: 0,
      activeSubscribers: 1,
      newSubscribers: 1,
    });
    expect(overview.headers["cache-control"]).toBe("no-store");
    const bad = await admin.trpc("query", "admin.overview.get", { since: "yesterday" });
    expect(bad.status).toBe(400);
  });
});
