import { serverMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { adminInject, adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { editPost, seedPost } from "../../../test/blog.ts";

const t = useTestApp();

/** Two published posts, and a draft between them. */
const seedPosts = async () =>
  [
    await seedPost(t, "older-news"),
    await seedPost(t, "newer-news", { at: 2 }),
    await seedPost(t, "secret-draft", { published: false, at: 1 }),
  ] as const;

describe("public news", () => {
  test("GET /api/blog lists published posts only, newest first, with the card fields", async () => {
    await seedPosts();
    const response = await t.app.inject("/api/blog");
    expect(response.statusCode).toBe(200);
    const posts = response.json();
    expect(posts.map((post: { slug: string }) => post.slug)).toEqual(["newer-news", "older-news"]);
    expect(Object.keys(posts[0]).sort()).toEqual(
      [
        "authorName",
        "createdAt",
        "excerpt",
        "featuredImage",
        "featuredMedia",
        "id",
        "language",
        "slug",
        "title",
        // Issue 30: the published version in the other language (added; the rest is as before).
        "translation",
        // Issue 35: its tags' names (added).
        "tags",
      ].sort(),
    );
    expect(JSON.stringify(posts)).not.toContain("secret-draft");
  });

  test("GET /api/blog/slug/:slug returns a published post with its content and dates", async () => {
    await seedPosts();
    const response = await t.app.inject("/api/blog/slug/older-news");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: "older-news",
      content: "<p>Content of older-news</p>",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(response.json()).not.toHaveProperty("published");
  });

  test.each(["secret-draft", "no-such-post", "%27%20or%201%3D1--"])(
    "GET /api/blog/slug/%s is a 404 with a message",
    async (slug) => {
      await seedPosts();
      const response = await t.app.inject(`/api/blog/slug/${slug}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: serverMessages.postNotFound });
    },
  );

  test("the tRPC procedures give the same answers", async () => {
    await seedPosts();
    const list = await t.app.inject("/trpc/blog.list");
    expect(list.json().result.data.map((post: { slug: string }) => post.slug)).toEqual([
      "newer-news",
      "older-news",
    ]);
    const draft = await t.app.inject(
      `/trpc/blog.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: "secret-draft" }))}`,
    );
    expect(draft.statusCode).toBe(404);
    expect(draft.json().error.message).toBe(serverMessages.postNotFound);
  });

  test("the public reads carry an ETag: 304 while unchanged, the new answer on the next request after a save", async () => {
    const [post] = await seedPosts();
    for (const url of ["/api/blog", "/api/blog/slug/older-news"]) {
      const first = await t.app.inject(url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^".+"$/);
      const again = await t.app.inject({ url, headers: { "if-none-match": `W/${etag}, "other"` } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe("");
    }
    const before = await t.app.inject("/api/blog/slug/older-news");
    const saved = await editPost(t, post.id, { title: "Renamed news" });
    expect(saved.statusCode).toBe(200);
    for (const url of ["/api/blog", "/api/blog/slug/older-news"]) {
      const after = await t.app.inject({ url, headers: { "if-none-match": String(before.headers.etag) } });
      expect(after.statusCode, url).toBe(200);
      expect(after.body, url).toContain("Renamed news");
    }
  });

  test("a deleted or unpublished post is gone from the next public read", async () => {
    const [older, newer] = await seedPosts();
    expect((await t.app.inject("/api/blog/slug/older-news")).statusCode).toBe(200);
    expect((await t.app.inject("/api/blog")).body).toContain("newer-news");
    const token = await adminToken(t);
    await adminInject(t.app, token, "PUT", `/api/blog/${older.id}`, { published: false });
    await adminInject(t.app, token, "DELETE", `/api/blog/${newer.id}`);
    expect((await t.app.inject("/api/blog/slug/older-news")).statusCode).toBe(404);
    expect((await t.app.inject("/api/blog")).json()).toEqual([]);
  });
});
