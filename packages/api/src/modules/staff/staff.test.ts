import { randomUUID } from "node:crypto";
import { accountMessages, mayUse, STAFF_ROLES, staffMessages, uiMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import {
  adminCredentials,
  adminToken,
  enableTwoFactor,
  login,
  staffToken,
  trpc,
} from "../../../test/admin.ts";
import { useMailingTestApp } from "../../../test/mail.ts";
import { sectionOf } from "../../trpc/permissions.ts";
import { declaredProcedures } from "../../trpc/procedures.ts";
import { appRouter } from "../../trpc/router.ts";
import { UserEntity } from "../auth/auth.entity.ts";
import { StaffInvitationEntity } from "./staff.entity.ts";

const { t, smtp } = await useMailingTestApp();

const adminProcedures = [...declaredProcedures(appRouter._def.record)].filter(([path]) =>
  path.startsWith("admin."),
);
const restUrl = (path: string) => path.replace(/:[a-zA-Z]+/g, randomUUID());
const rest = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { "x-admin-token": token }, ...(payload && { payload }) });

/** The invitation link's token, from the email the real SMTP server received. */
async function invitationToken(to: string) {
  const mails = await smtp.waitFor(1);
  const mail = mails.find((m) => m.to.includes(to));
  const token = /\/admin\/accept#token=([A-Za-z0-9_-]+)/.exec(mail?.decoded ?? "")?.[1];
  if (!token) throw new Error("No invitation link in the email");
  return token;
}

const member = async (username: string) =>
  t.db.orm.em.fork().findOneOrFail(UserEntity, { username: { $like: `${username}%` } });

describe("roles, enforced on every procedure and REST path", () => {
  test("every admin procedure belongs to a part of the back office", () => {
    expect(adminProcedures.length).toBeGreaterThan(50);
    expect(adminProcedures.filter(([path]) => sectionOf(path) === undefined).map(([path]) => path)).toEqual(
      [],
    );
  });

  // Some 900 requests: 8 s on the embedded database, near the default 30 s on PostgreSQL under a load of
  // 38 on 2 cores.
  test("each role × each procedure: 403 where the role table says no, never a 5xx, else not a 403", async () => {
    const wrong: string[] = [];
    for (const role of STAFF_ROLES) {
      // One session per role, a new one only when a call has ended it (logout): a 401 is asked again.
      let token = await staffToken(t, role);
      const answered = async (send: (token: string) => Promise<number>) => {
        const status = await send(token);
        if (status !== 401) return status;
        token = await staffToken(t, role);
        return send(token);
      };
      for (const [path, procedure] of adminProcedures) {
        const section = sectionOf(path) ?? "staff";
        const allowed = mayUse(role, section);
        const kind = procedure._def.type === "query" ? "query" : "mutation";
        const statuses = [
          await answered(async (session) => (await trpc(t.app, kind, path, undefined, session)).status),
        ];
        const route = procedure.meta?.rest;
        if (route)
          statuses.push(
            await answered(
              async (session) => (await rest(session, route.method, restUrl(route.path))).statusCode,
            ),
          );
        for (const status of statuses) {
          if (status >= 500 || (status === 403) === allowed)
            wrong.push(`${role} ${path} (${section}): ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 90_000);

  test("the CSV exports of personal data are the administrators' by default (a Reviewer and an Editor get 403)", async () => {
    for (const url of ["/api/applications/admin/export.csv", "/api/newsletter/admin/export.csv"]) {
      const statuses = await Promise.all(
        STAFF_ROLES.map(async (role) => [
          role,
          (await rest(await staffToken(t, role), "GET", url)).statusCode,
        ]),
      );
      expect(Object.fromEntries(statuses)).toEqual({ owner: 200, admin: 200, editor: 403, reviewer: 403 });
    }
  });

  test("the Owner's per-person switch: a Reviewer allowed may export applications (never subscribers), an Administrator refused may not", async () => {
    const owner = await adminToken(t);
    const reviewer = await staffToken(t, "reviewer");
    const admin = await staffToken(t, "admin");
    const editor = await staffToken(t, "editor");
    const id = async (prefix: string) => (await member(prefix)).id;
    const applications = "/api/applications/admin/export.csv";
    const refused = await rest(reviewer, "GET", applications);
    expect([refused.statusCode, refused.json().message]).toEqual([403, staffMessages.exportForbidden]);
    const team = (await rest(owner, "GET", "/api/admin/staff")).json();
    expect(
      Object.fromEntries(
        team.members.map((m: { role: string; canExport: boolean }) => [m.role, m.canExport]),
      ),
    ).toEqual({ owner: true, admin: true, editor: false, reviewer: false });

    const allowed = await rest(owner, "PUT", `/api/admin/staff/${await id("reviewer-")}/export`, {
      canExport: true,
    });
    expect(allowed.statusCode).toBe(200);
    expect((await rest(reviewer, "GET", applications)).statusCode).toBe(200);
    const me = await trpc(t.app, "query", "admin.session.me", undefined, reviewer);
    expect(me.data).toMatchObject({ sections: ["self", "applications", "messages", "exports"] });
    // The switch opens no list the role does not read.
    const subscribers = await rest(reviewer, "GET", "/api/newsletter/admin/export.csv");
    expect([subscribers.statusCode, subscribers.json().message]).toEqual([403, staffMessages.forbidden]);

    await rest(owner, "PUT", `/api/admin/staff/${await id("admin-")}/export`, { canExport: false });
    const adminRefused = await rest(admin, "GET", "/api/newsletter/admin/export.csv");
    expect([adminRefused.statusCode, adminRefused.json().message]).toEqual([
      403,
      staffMessages.exportForbidden,
    ]);
    expect((await rest(admin, "GET", "/api/blog/admin")).statusCode).toBe(200);

    // An Owner always may; an Editor reads nothing to export; only the Owner sets the switch.
    // The Owner is "admin" exactly ("admin%" would also match the Administrators, "admin-…").
    const ownerId = (
      await t.db.orm.em.fork().findOneOrFail(UserEntity, { username: adminCredentials.username })
    ).id;
    const ownerOff = await rest(owner, "PUT", `/api/admin/staff/${ownerId}/export`, {
      canExport: false,
    });
    expect([ownerOff.statusCode, ownerOff.json().errors[0]]).toEqual([
      400,
      { path: "canExport", message: staffMessages.ownerExports },
    ]);
    const editorOn = await rest(owner, "PUT", `/api/admin/staff/${await id("editor-")}/export`, {
      canExport: true,
    });
    expect([editorOn.statusCode, editorOn.json().message]).toEqual([400, staffMessages.noExportsForRole]);
    const bySelf = await rest(admin, "PUT", `/api/admin/staff/${await id("admin-")}/export`, {
      canExport: true,
    });
    expect(bySelf.statusCode).toBe(403);
    expect((await rest(editor, "GET", applications)).statusCode).toBe(403);
    const unknown = await rest(owner, "PUT", `/api/admin/staff/${randomUUID()}/export`, { canExport: true });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, staffMessages.notFound]);

    // A new role starts from its default: the Reviewer made Administrator may export.
    await rest(owner, "PUT", `/api/admin/staff/${await id("reviewer-")}`, { role: "admin" });
    const promoted = (await rest(owner, "GET", "/api/admin/staff")).json();
    expect(
      promoted.members.find((m: { username: string }) => m.username.startsWith("reviewer-")),
    ).toMatchObject({
      role: "admin",
      canExport: true,
    });
  });

  test("the overview sends only the counts a role may read", async () => {
    const keys = async (role: (typeof STAFF_ROLES)[number]) =>
      Object.keys(
        (await trpc(t.app, "query", "admin.overview.get", {}, await staffToken(t, role))).data as object,
      ).sort();
    const everything = [
      "activeSubscribers",
      "applicationsByStatus",
      "newApplications",
      "newSubscribers",
      "unreadMessages",
    ];
    expect(await keys("owner")).toEqual(everything);
    expect(await keys("admin")).toEqual(everything);
    expect(await keys("reviewer")).toEqual(["applicationsByStatus", "newApplications", "unreadMessages"]);
    expect(await keys("editor")).toEqual([]);
  });

  test("`me` says the role and the parts it opens", async () => {
    const me = await trpc(t.app, "query", "admin.session.me", undefined, await staffToken(t, "reviewer"));
    expect(me.data).toMatchObject({ role: "reviewer", sections: ["self", "applications", "messages"] });
  });
});

describe("invitations", () => {
  test("the Owner invites an Editor by email; the link makes the account, which signs in and is an Editor", async () => {
    const owner = await adminToken(t);
    const invited = await rest(owner, "POST", "/api/admin/staff", {
      email: "Writer@Example.org",
      role: "editor",
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: "writer@example.org", role: "editor", invitedBy: "admin" });
    const token = await invitationToken("writer@example.org");
    expect(smtp.mails[0]?.decoded).toContain("as Editor");

    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/staff/accept",
      payload: { token, username: "writer", password: "a long editor password 42" },
    });
    expect([accepted.statusCode, accepted.json()]).toEqual([201, { username: "writer" }]);
    // Single use.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/staff/accept",
      payload: { token, username: "writer2", password: "a long editor password 42" },
    });
    expect([again.statusCode, again.json().message]).toEqual([400, staffMessages.invitationInvalid]);

    const signedIn = await login(t.app, { username: "writer", password: "a long editor password 42" });
    const session = signedIn.json().token;
    expect((await rest(session, "GET", "/api/blog/admin")).statusCode).toBe(200);
    const applications = await rest(session, "GET", "/api/applications/admin");
    expect([applications.statusCode, applications.json().message]).toEqual([403, staffMessages.forbidden]);
    const list = (await rest(owner, "GET", "/api/admin/staff")).json();
    expect(list.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: "writer", role: "editor", email: "writer@example.org" }),
      ]),
    );
    expect(list.invitations).toEqual([]);
  });

  test("an expired, unknown or malformed token is a 400 with a message; nothing is made", async () => {
    const owner = await adminToken(t);
    await rest(owner, "POST", "/api/admin/staff", { email: "late@example.org", role: "reviewer" });
    const token = await invitationToken("late@example.org");
    await t.db.orm.em
      .fork()
      .nativeUpdate(StaffInvitationEntity, {}, { expiresAt: new Date(Date.now() - 1000) });
    for (const candidate of [token, "x".repeat(43), ""]) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/staff/accept",
        payload: { token: candidate, username: "late", password: "a long reviewer password 7" },
      });
      expect([answer.statusCode, answer.json().message]).toEqual([400, staffMessages.invitationInvalid]);
    }
    expect(await t.db.orm.em.fork().count(UserEntity, { username: "late" })).toBe(0);
  });

  test("bad invitations are 4xx at their field: a bad address, an unknown role, someone already on the team", async () => {
    const owner = await adminToken(t);
    const badEmail = await rest(owner, "POST", "/api/admin/staff", { email: "nope", role: "editor" });
    expect([badEmail.statusCode, badEmail.json().errors[0].path]).toEqual([400, "email"]);
    const badRole = await rest(owner, "POST", "/api/admin/staff", { email: "a@example.org", role: "god" });
    expect([badRole.statusCode, badRole.json().errors[0].message]).toEqual([400, staffMessages.role]);
    await t.db.orm.em.fork().nativeUpdate(UserEntity, { username: "admin" }, { email: "boss@example.org" });
    const member = await rest(owner, "POST", "/api/admin/staff", {
      email: "boss@example.org",
      role: "editor",
    });
    expect([member.statusCode, member.json().message]).toEqual([409, staffMessages.alreadyStaff]);
    // Only the Owner invites.
    const asAdmin = await rest(await staffToken(t, "admin"), "POST", "/api/admin/staff", {
      email: "a@example.org",
      role: "editor",
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe("changing the team", () => {
  test("a role change and a removal sign the person out on their next request", async () => {
    const owner = await adminToken(t);
    const reviewer = await staffToken(t, "reviewer");
    const { id } = await member("reviewer-");
    expect((await rest(reviewer, "GET", "/api/applications/admin")).statusCode).toBe(200);
    const changed = await rest(owner, "PUT", `/api/admin/staff/${id}`, { role: "editor" });
    expect(changed.statusCode).toBe(200);
    expect((await rest(reviewer, "GET", "/api/blog/admin")).statusCode).toBe(401);

    const editor = await staffToken(t, "editor");
    const other = await member("editor-");
    const removed = await rest(owner, "DELETE", `/api/admin/staff/${other.id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, staffMessages.removed]);
    expect((await rest(editor, "GET", "/api/blog/admin")).statusCode).toBe(401);
  });

  test("the team keeps an Owner: the last one can be neither demoted nor removed", async () => {
    const owner = await adminToken(t);
    const { id } = await member("admin");
    const demoted = await rest(owner, "PUT", `/api/admin/staff/${id}`, { role: "admin" });
    expect([demoted.statusCode, demoted.json().message]).toEqual([409, staffMessages.lastOwner]);
    const second = await staffToken(t, "owner");
    const removedSelf = await rest(second, "DELETE", `/api/admin/staff/${(await member("owner-")).id}`);
    expect(removedSelf.statusCode).toBe(400);
    // With a second Owner the first may step down.
    expect((await rest(second, "PUT", `/api/admin/staff/${id}`, { role: "admin" })).statusCode).toBe(200);
  });

  test("the Owner signs anyone out; the audit trail names who did what", async () => {
    const owner = await adminToken(t);
    const editor = await staffToken(t, "editor");
    const { id, username } = await member("editor-");
    const out = await rest(owner, "POST", `/api/admin/staff/${id}/sign-out`);
    expect(out.json()).toEqual({ count: 1 });
    expect((await rest(editor, "GET", "/api/blog/admin")).statusCode).toBe(401);
    const audit = await trpc(t.app, "query", "admin.audit.list", { page: 1 }, owner);
    expect(JSON.stringify(audit.data)).toContain(`Signed out staff member ${id}`);
    expect(username).toMatch(/^editor-/);
  });

  test("the Owner sees everyone's sessions (when, where, which browser) and signs one out; each person sees their own", async () => {
    const owner = await adminToken(t);
    const first = await staffToken(t, "reviewer");
    const { id } = await member("reviewer-");
    const sessions = await rest(owner, "GET", "/api/admin/staff/sessions");
    expect(sessions.statusCode).toBe(200);
    expect(sessions.headers["cache-control"]).toContain("no-store");
    const theirs = sessions.json().filter((session: { userId: string }) => session.userId === id);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ current: false, device: expect.any(String) });
    expect(Object.keys(theirs[0]).sort()).toEqual(
      ["clientIp", "createdAt", "current", "device", "id", "lastUsedAt", "userId"].sort(),
    );
    expect(sessions.json().filter((session: { current: boolean }) => session.current)).toHaveLength(1);

    // Each person still sees their own, and only their own.
    const own = await trpc(t.app, "query", "admin.account.sessions", undefined, first);
    expect(own.data).toEqual([expect.objectContaining({ id: theirs[0].id, current: true })]);
    expect((await rest(first, "GET", "/api/admin/staff/sessions")).statusCode).toBe(403);

    // A session of someone else's through another person's id is not found.
    const wrongPerson = await rest(
      owner,
      "DELETE",
      `/api/admin/staff/${(await member("admin")).id}/sessions/${theirs[0].id}`,
    );
    expect([wrongPerson.statusCode, wrongPerson.json().message]).toEqual([
      404,
      accountMessages.sessionNotFound,
    ]);
    const out = await rest(owner, "DELETE", `/api/admin/staff/${id}/sessions/${theirs[0].id}`);
    expect([out.statusCode, out.json().message]).toEqual([200, uiMessages.account.sessionSignedOut]);
    expect((await rest(first, "GET", "/api/applications/admin")).statusCode).toBe(401);
    const again = await rest(owner, "DELETE", `/api/admin/staff/${id}/sessions/${theirs[0].id}`);
    expect(again.statusCode).toBe(404);
    const audit = await trpc(t.app, "query", "admin.audit.list", { page: 1 }, owner);
    expect(JSON.stringify(audit.data)).toContain(`Signed out session ${theirs[0].id} of staff member ${id}`);
  });

  test("two-factor required for everyone: a person without it keeps only their account until they turn it on", async () => {
    const owner = await adminToken(t);
    await enableTwoFactor(t, owner);
    expect(
      (await rest(owner, "PUT", "/api/admin/staff-security", { requireTwoFactor: true })).statusCode,
    ).toBe(200);
    const editor = await staffToken(t, "editor");
    const refused = await rest(editor, "GET", "/api/blog/admin");
    expect([refused.statusCode, refused.json().message]).toEqual([403, staffMessages.twoFactorRequired]);
    expect((await trpc(t.app, "query", "admin.account.twoFactorStatus", undefined, editor)).status).toBe(200);
    await enableTwoFactor(t, editor);
    expect((await rest(editor, "GET", "/api/blog/admin")).statusCode).toBe(200);
  });
});
