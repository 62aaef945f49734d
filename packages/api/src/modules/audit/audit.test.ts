import { AUDIT_PAGE_SIZE, type AuditEvent, AuditPageSchema } from "@choose/schema";
import { validApplication, validPostCreate } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { adminCredentials, adminToken, trpc } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { submitApplication } from "../../../test/public.ts";
import { loadConfig } from "../../config.ts";
import { declaredProcedures } from "../../trpc/procedures.ts";
import { appRouter } from "../../trpc/router.ts";
import { FAILED_SIGN_IN_LINE_MS } from "../auth/auth.service.ts";
import { AuditEventEntity } from "./audit.entity.ts";

const t = useTestApp({ AUDIT_RETENTION_DAYS: "30" });

const ADMIN_ADDRESS = "203.0.113.44";
const DAY = 24 * 60 * 60_000;

/** The trail's lines, oldest first, as (who, where, what). */
async function trail(token: string) {
  const page = AuditPageSchema.parse(
    (await trpc(t.app, "query", "admin.audit.list", { page: 1 }, token)).data,
  );
  return page.items.toReversed().map(({ username, clientIp, description }: AuditEvent) => ({
    username,
    clientIp,
    description,
  }));
}

/** Waits out the last seconds of a quarter of an hour, so that a test's failed sign-ins share one line. */
async function awayFromLineEdge(seconds = 10) {
  const left = FAILED_SIGN_IN_LINE_MS - (Date.now() % FAILED_SIGN_IN_LINE_MS);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 10));
}

const send = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { "x-admin-token": token },
    remoteAddress: ADMIN_ADDRESS,
    ...(payload && { payload }),
  });

describe("which calls are audited", () => {
  /** Mutations anyone may call: they are not admin actions (sign-in writes its own lines). */
  const PUBLIC = [
    "newsletter.subscribe",
    "newsletter.confirm",
    "newsletter.unsubscribe",
    "contact.send",
    "applications.submit",
    "auth.login",
    "auth.loginWithCode",
    "events.register",
    "events.cancelRegistration",
    "portal.saveDraft",
    // Writes its own line: the new member joined (there is no admin session yet).
    "staff.accept",
  ];
  /** Admin mutations that change nothing worth a line. */
  const NOT_AUDITED = ["admin.sheets.testConnection", "admin.account.startTwoFactorSetup"];

  test("every admin mutation declares `audit` in its meta, but the few that change nothing", () => {
    const unaudited = [...declaredProcedures(appRouter._def.record)]
      .filter(([, procedure]) => procedure._def.type === "mutation" && !procedure.meta?.audit)
      .map(([path]) => path);
    expect(unaudited.toSorted()).toEqual([...PUBLIC, ...NOT_AUDITED].toSorted());
  });
});

describe("the audit trail", () => {
  test("admin actions over REST and tRPC are written with the admin, the address and what was done", async () => {
    const token = await adminToken(t);
    const created = await send("POST", "/api/blog", token, {
      ...validPostCreate,
      title: "Spring enrollment news",
    });
    const postId = created.json().id;
    await send("PUT", `/api/blog/${postId}`, token, { published: true });
    await send("PUT", `/api/blog/${postId}`, token, { title: "Spring enrollment update" });
    await send("DELETE", `/api/blog/${postId}`, token);
    const applicationId = (await submitApplication(t.app)).json().id;
    await send("PUT", `/api/applications/${applicationId}`, token, { status: "under_review" });
    await send("DELETE", `/api/applications/${applicationId}`, token);
    // A call that fails writes nothing.
    expect((await send("DELETE", `/api/blog/${postId}`, token)).statusCode).toBe(404);

    const admin = { username: adminCredentials.username, clientIp: ADMIN_ADDRESS };
    expect(await trail(token)).toEqual([
      { ...admin, description: 'Created post "Spring enrollment news" (draft)' },
      { ...admin, description: 'Saved and published post "Spring enrollment news" (published)' },
      { ...admin, description: 'Saved post "Spring enrollment update" (published)' },
      { ...admin, description: `Deleted post ${postId}` },
      { ...admin, description: `Set the application of "${validApplication.schoolName}" to Under Review` },
      { ...admin, description: `Deleted application ${applicationId}` },
    ]);
  });

  test("sign-ins, the password change and two-factor changes are written, never a secret", async () => {
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "admin", password },
        remoteAddress: ADMIN_ADDRESS,
      });
    const token = await adminToken(t);
    await login("a wrong password typed");
    const session = (await login(adminCredentials.password)).json().token;
    const newPassword = "a fresh password for the trail";
    await trpc(
      t.app,
      "mutation",
      "admin.account.changePassword",
      {
        currentPassword: adminCredentials.password,
        newPassword,
        confirmPassword: newPassword,
      },
      session,
    );

    const lines = await trail(session);
    expect(lines.map((line) => line.description)).toEqual([
      "Sign-in failed: wrong password",
      "Signed in",
      "Changed the password and signed out the other sessions",
    ]);
    expect(lines[0]).toEqual({
      username: "admin",
      clientIp: ADMIN_ADDRESS,
      description: "Sign-in failed: wrong password",
    });
    const stored = JSON.stringify(await t.db.orm.em.fork().find(AuditEventEntity, {}));
    for (const secret of ["a wrong password typed", adminCredentials.password, newPassword, token, session]) {
      expect(stored).not.toContain(secret);
    }
  });

  test("a flood of failed sign-ins from one address is one line per 15 minutes (issue 27, finding 4)", async () => {
    await adminToken(t);
    const fail = (username: string, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username, password: "a guess" },
        remoteAddress,
      });
    await awayFromLineEdge();
    // Rate limits are off here, so every try is a real failure.
    for (let i = 0; i < 50; i++) await fail(`guess${i}`, "198.51.100.66");
    const trailLines = async () => {
      const rows = await t.db.orm.em.fork().find(AuditEventEntity, {}, { orderBy: { at: "asc" } });
      return rows.map(({ username, clientIp, description }) => ({ username, clientIp, description }));
    };
    expect(await trailLines()).toEqual([
      {
        username: null,
        clientIp: "198.51.100.66",
        description: "Sign-in failed: unknown username (50 times)",
      },
    ]);

    // Wrong passwords for the account are a line of their own (it names the account); an IPv6 client's
    // line is its /64's.
    for (let i = 0; i < 3; i++) await fail("admin", "198.51.100.66");
    for (const host of ["1", "2"]) await fail("admin", `2001:db8:5:5::${host}`);
    expect((await trailLines()).slice(1)).toEqual([
      {
        username: "admin",
        clientIp: "198.51.100.66",
        description: "Sign-in failed: wrong password (3 times)",
      },
      {
        username: "admin",
        clientIp: "2001:db8:5:5::/64",
        description: "Sign-in failed: wrong password (2 times)",
      },
    ]);
  });

  test("failures counted at the same time all reach their line", async () => {
    await awayFromLineEdge();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.services.auth
          .login(
            { username: `guess${i}`, password: "a guess" },
            { ip: "198.51.100.67", userAgent: undefined },
          )
          .catch(() => undefined),
      ),
    );
    const lines = await t.db.orm.em.fork().find(AuditEventEntity, {});
    expect(lines.map(({ description }) => description)).toEqual([
      "Sign-in failed: unknown username (20 times)",
    ]);
  });

  test("lines older than AUDIT_RETENTION_DAYS are pruned", async () => {
    const em = t.db.orm.em.fork();
    for (const [description, ageDays] of [
      ["recent", 29],
      ["old", 31],
    ] as const) {
      em.create(AuditEventEntity, {
        at: new Date(Date.now() - ageDays * DAY),
        username: "admin",
        clientIp: null,
        description,
      });
    }
    await em.flush();
    expect(await t.app.services.audit.prune()).toBe(1);
    const left = await t.db.orm.em.fork().find(AuditEventEntity, {});
    expect(left.map((line) => line.description)).toEqual(["recent"]);
  });

  test("the retention is a year unless AUDIT_RETENTION_DAYS says otherwise", () => {
    expect(loadConfig({}).auditRetentionMs).toBe(365 * DAY);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "90" }).auditRetentionMs).toBe(90 * DAY);
  });

  test("the trail is paged by AUDIT_PAGE_SIZE, page 1 the newest", async () => {
    const em = t.db.orm.em.fork();
    const start = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 1; i <= AUDIT_PAGE_SIZE + 2; i++) {
      em.create(AuditEventEntity, {
        at: new Date(start + i * 1000),
        username: "admin",
        clientIp: null,
        description: `Action ${i}`,
      });
    }
    await em.flush();
    const first = await t.app.services.audit.list(1);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: AUDIT_PAGE_SIZE + 2 });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]?.description).toBe(`Action ${AUDIT_PAGE_SIZE + 2}`);
    expect((await t.app.services.audit.list(2)).items.map((item) => item.description)).toEqual([
      "Action 2",
      "Action 1",
    ]);
    expect((await t.app.services.audit.list(3)).items).toEqual([]);
  });

  test("a page out of range is refused", async () => {
    const response = await trpc(t.app, "query", "admin.audit.list", { page: 0 }, await adminToken(t));
    expect(response.status).toBe(400);
  });
});
