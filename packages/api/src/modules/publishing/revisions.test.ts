import { revisionMessages } from "@choose/schema";
import { postInput, validPage } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { REVISIONS_KEPT, RevisionEntity } from "./revisions.entity.ts";

const t = useTestApp();
const { send } = useAdminSession(t);

const FIRST = "<p>The first paragraph, as the author wrote it, long enough for the rule.</p>";
const OVERWRITTEN = "<p>A colleague's paragraph that replaced the first one, just as long.</p>";

describe("revisions of a post", () => {
  test("every save keeps one (who, when); one restores the overwritten paragraph as a new revision", async () => {
    const created = await send("POST", "/api/blog", {
      ...postInput({ slug: "revised" }),
      content: FIRST,
      published: true,
    });
    const post = created.json();
    await send("PUT", `/api/blog/${post.id}`, { content: OVERWRITTEN });
    const list = await send("GET", `/api/admin/revisions/post/${post.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toContain("no-store");
    const revisions = list.json();
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({
      savedBy: "admin",
      title: post.title,
      createdAt: expect.any(String),
    });
    const oldest = revisions[1];
    expect((await send("GET", `/api/admin/revisions/post/${post.id}/${oldest.id}`)).json().content).toBe(
      FIRST,
    );

    // Read (and so cached) with the overwritten paragraph.
    expect((await t.app.inject("/api/blog/slug/revised")).json().content).toBe(OVERWRITTEN);
    const restored = await send("POST", `/api/admin/revisions/post/${post.id}/${oldest.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ content: FIRST, savedBy: "admin" });
    expect((await t.app.inject("/api/blog/slug/revised")).json().content).toBe(FIRST);
    expect((await send("GET", `/api/admin/revisions/post/${post.id}`)).json()).toHaveLength(3);
  });

  test(`a post keeps its last ${REVISIONS_KEPT} revisions`, async () => {
    const post = (await send("POST", "/api/blog", postInput({ slug: "often-saved" }))).json();
    for (let save = 1; save <= REVISIONS_KEPT + 2; save++) {
      await send("PUT", `/api/blog/${post.id}`, { title: `Saved time number ${save}` });
    }
    const revisions = (await send("GET", `/api/admin/revisions/post/${post.id}`)).json();
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0].title).toBe(`Saved time number ${REVISIONS_KEPT + 2}`);
    await send("DELETE", `/api/blog/${post.id}`);
    expect(await t.db.orm.em.fork().count(RevisionEntity, {})).toBe(0);
  });

  test("an unknown revision, or another document's, is a 404; a malformed one a 400", async () => {
    const post = (await send("POST", "/api/blog", postInput({ slug: "one" }))).json();
    const other = (await send("POST", "/api/blog", postInput({ slug: "two" }))).json();
    const [revision] = (await send("GET", `/api/admin/revisions/post/${other.id}`)).json();
    const missing = await send("GET", `/api/admin/revisions/post/${post.id}/${revision.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(revisionMessages.notFound);
    expect(
      (await send("POST", `/api/admin/revisions/page/${post.id}/${revision.id}/restore`)).statusCode,
    ).toBe(404);
    expect((await send("GET", `/api/admin/revisions/post/${post.id}/abc`)).statusCode).toBe(400);
    expect((await send("GET", `/api/admin/revisions/poster/${post.id}`)).statusCode).toBe(400);
  });
});

describe("revisions of a page", () => {
  test("a page's saves keep revisions, and restoring one brings its text back", async () => {
    const page = (await send("POST", "/api/admin/pages", validPage)).json();
    await send("PUT", `/api/admin/pages/${page.id}`, { ...validPage, content: OVERWRITTEN });
    const [, first] = (await send("GET", `/api/admin/revisions/page/${page.id}`)).json();
    const restored = await send("POST", `/api/admin/revisions/page/${page.id}/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.app.inject(`/api/pages/${validPage.slug}`)).json().content).toBe(validPage.content);
  });
});
