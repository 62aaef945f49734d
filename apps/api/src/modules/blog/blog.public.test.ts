import { serverMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { BlogPostEntity } from "./blog.entity.ts";

const t = useTestApp();

async function seedPosts() {
  const em = t.db.orm.em.fork();
  const base = Date.parse("2026-01-01T00:00:00Z");
  const rows = [
    { slug: "older-news", published: true, at: 0 },
    { slug: "newer-news", published: true, at: 2 },
    { slug: "secret-draft", published: false, at: 1 },
  ].map(({ slug, published, at }) =>
    em.create(BlogPostEntity, {
      title: `Title of ${slug}`,
      slug,
      excerpt: `Excerpt of ${slug}, long enough to be valid.`,
      content: `<p>Content of ${slug}</p>`,
      published,
      authorName: "Program Team",
      featuredImage: null,
      createdAt: new Date(base + at * 86_400_000),
      updatedAt: new Date(base + at * 86_400_000),
    }),
  );
  await em.flush();
  return rows;
}

describe("public news", () => {
  test("GET /api/blog lists published posts only, newest first, with the card fields", async () => {
    await seedPosts();
    const response = await t.app.inject("/api/blog");
    expect(response.statusCode).toBe(200);
    const posts = response.json();
    expect(posts.map((post: { slug: string }) => post.slug)).toEqual(["newer-news", "older-news"]);
    expect(Object.keys(posts[0]).sort()).toEqual(
      ["authorName", "createdAt", "excerpt", "featuredImage", "id", "slug", "title"].sort(),
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
});
