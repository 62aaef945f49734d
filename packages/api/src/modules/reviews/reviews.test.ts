import { randomUUID } from "node:crypto";
import { REVIEW_ITEMS, reviewMessages } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { adminToken, staffToken, trpc } from "../../../test/admin.ts";
import { useMailingTestApp } from "../../../test/mail.ts";
import { submitApplication } from "../../../test/public.ts";
import { UserEntity } from "../auth/auth.entity.ts";

const { t, smtp } = await useMailingTestApp();

const rest = (token: string, method: "GET" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { "x-admin-token": token }, ...(payload && { payload }) });

async function reviewer() {
  const token = await staffToken(t, "reviewer");
  const em = t.db.orm.em.fork();
  const user = await em.findOneOrFail(UserEntity, { role: "reviewer" });
  user.email = "reviewer@example.org";
  await em.flush();
  return { token, user };
}

describe("reviewing an application", () => {
  test("the Owner assigns a Reviewer, who is emailed; the Reviewer ticks items; both show, with who and when", async () => {
    const owner = await adminToken(t);
    const { token, user } = await reviewer();
    const { id } = (await submitApplication(t.app)).json();

    const fresh = await rest(owner, "GET", `/api/applications/admin/${id}/review`);
    expect(fresh.json()).toEqual({
      applicationId: id,
      assignee: null,
      checks: REVIEW_ITEMS.map((item) => ({
        item,
        state: "unknown",
        note: "",
        schoolNote: "",
        updatedBy: null,
        updatedAt: null,
      })),
    });
    const reviewers = await rest(owner, "GET", "/api/admin/reviewers");
    expect(reviewers.json().map((r: { username: string }) => r.username)).toEqual(
      expect.arrayContaining(["admin", user.username]),
    );

    const assigned = await rest(owner, "PUT", `/api/applications/admin/${id}/review/assignee`, {
      assigneeId: user.id,
    });
    expect(assigned.json().assignee).toEqual({ id: user.id, username: user.username });
    // The submission's alert and receipt go out too: the reviewer's is the one to their address.
    await expect
      .poll(() => smtp.mails.filter((mail) => mail.to.includes("reviewer@example.org")).length)
      .toBe(1);
    expect(smtp.mails.find((mail) => mail.to.includes("reviewer@example.org"))?.decoded).toContain(
      `https://esa.example.org/admin/applications/${id}`,
    );

    const checked = await rest(token, "PUT", `/api/applications/admin/${id}/review/checks`, {
      item: "background_checks",
      state: "met",
      note: "Policy and clearances seen on the call",
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().checks.find((c: { item: string }) => c.item === "background_checks")).toMatchObject(
      {
        state: "met",
        note: "Policy and clearances seen on the call",
        updatedBy: user.username,
      },
    );
    const audit = await trpc(t.app, "query", "admin.audit.list", { page: 1 }, owner);
    expect(JSON.stringify(audit.data)).toContain(
      `Review of application ${id}: \\"Background checks under the Alabama Child Protection Act\\" Met`,
    );
    expect(JSON.stringify(audit.data)).toContain(user.username);
  });

  test("bad input: a missing application 404, an Editor as reviewer 400 at its field, a bad state 400; an Editor may not review", async () => {
    const owner = await adminToken(t);
    const editor = await staffToken(t, "editor");
    const editorId = (await t.db.orm.em.fork().findOneOrFail(UserEntity, { role: "editor" })).id;
    const { id } = (await submitApplication(t.app)).json();
    const missing = await rest(owner, "GET", `/api/applications/admin/${randomUUID()}/review`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, reviewMessages.applicationNotFound]);
    const notReviewer = await rest(owner, "PUT", `/api/applications/admin/${id}/review/assignee`, {
      assigneeId: editorId,
    });
    expect([notReviewer.statusCode, notReviewer.json().errors[0].path]).toEqual([400, "assigneeId"]);
    const badState = await rest(owner, "PUT", `/api/applications/admin/${id}/review/checks`, {
      item: "ferpa",
      state: "maybe",
    });
    expect(badState.statusCode).toBe(400);
    expect((await rest(editor, "GET", `/api/applications/admin/${id}/review`)).statusCode).toBe(403);
  });

  test('the list filters by "assigned to me" and "unassigned", and shows each one\'s reviewer and progress', async () => {
    const owner = await adminToken(t);
    const { token, user } = await reviewer();
    const mine = (await submitApplication(t.app)).json().id;
    const other = (
      await submitApplication(t.app, { ...validApplication, schoolName: "Other Academy" })
    ).json().id;
    await rest(owner, "PUT", `/api/applications/admin/${mine}/review/assignee`, { assigneeId: user.id });
    for (const [item, state] of [
      ["accreditation", "met"],
      ["ferpa", "not_met"],
    ] as const) {
      await rest(token, "PUT", `/api/applications/admin/${mine}/review/checks`, { item, state });
    }
    const ids = async (as: string, query: string) =>
      (await rest(as, "GET", `/api/applications/admin${query}`)).json().map((a: { id: string }) => a.id);
    expect(await ids(token, "?assigned=me")).toEqual([mine]);
    expect(await ids(owner, "?assigned=me")).toEqual([]);
    expect(await ids(owner, "?assigned=none")).toEqual([other]);
    expect((await ids(owner, "")).sort()).toEqual([mine, other].sort());
    const bad = await rest(owner, "GET", "/api/applications/admin?assigned=everyone");
    expect([bad.statusCode, bad.json().errors[0].path]).toEqual([400, "assigned"]);
    const [row] = (await rest(token, "GET", "/api/applications/admin?assigned=me")).json();
    expect(row.review).toEqual({ assignee: user.username, met: 1, answered: 2, total: REVIEW_ITEMS.length });
  });
});
