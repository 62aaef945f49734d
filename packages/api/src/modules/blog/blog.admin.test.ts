import { type BlogPostCreateInput, blogMessages, serverMessages, slugify } from "@choose/schema";
import { postInput } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { describeDeletes, describeIdChecks, useAdminSession } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { createPost, seedPost } from "../../../test/blog.ts";
import { expectFieldError, type FieldCase, fieldCases } from "../../../test/validation.ts";
import { BlogPostEntity } from "./blog.entity.ts";

const t = useTestApp();
const admin = useAdminSession(t);
const { send } = admin;
const rows = () => t.db.orm.em.fork().find(BlogPostEntity, {}, { orderBy: { createdAt: "asc" } });

/** Three posts a day apart, the draft in the middle. */
const seedPosts = async () => [
  await seedPost(t, "oldest"),
  await seedPost(t, "draft", { published: false, at: 1 }),
  await seedPost(t, "newest", { at: 2, featuredImage: "https://example.org/a.png" }),
];

const adminPostShape = {
  id: expect.any(String),
  title: expect.any(String),
  slug: expect.any(String),
  excerpt: expect.any(String),
  content: expect.any(String),
  published: expect.any(Boolean),
  publishAt: null,
  authorName: expect.any(String),
  featuredMedia: null,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
  language: "en",
  translation: null,
  tags: [],
  counterpart: null,
  createdBy: null,
};

/** Bad values of each field with the message the form shows: refused alike by create and update. */
const badFields = [
  ...fieldCases(blogMessages, {
    title: ["Hey"],
    excerpt: ["Too short"],
    // The second is only markup the sanitizer drops.
    content: ["<p>Short</p>", `<script>${"alert(1);".repeat(10)}</script>`],
    authorName: ["X", " X "],
    featuredImage: ["javascript:alert(1)", "ftp://example.org/a.png", "not a url"],
    slug: ["Has Spaces", "double--hyphen", "trailing-", "ünïcode"],
  }),
  ["slug", { slug: "a".repeat(81) }, "Must be at most 80 characters"],
  ["published", { published: "yes" }, "Invalid input"],
] satisfies FieldCase[];

describe("reading posts", () => {
  test("GET /api/blog/admin lists every post, drafts too, newest first, with the admin fields", async () => {
    await seedPosts();
    const response = await send("GET", "/api/blog/admin");
    expect(response.statusCode).toBe(200);
    const posts = response.json();
    expect(posts.map((post: { slug: string }) => post.slug)).toEqual(["newest", "draft", "oldest"]);
    expect(posts[1]).toEqual({ ...adminPostShape, slug: "draft", published: false, featuredImage: null });
    expect(posts[0].featuredImage).toBe("https://example.org/a.png");
    const viaTrpc = await admin.trpc("query", "admin.blog.list");
    expect(viaTrpc.data).toEqual(posts);
  });

  test("GET /api/blog/admin/:id returns one post, draft or not", async () => {
    const [, draft] = await seedPosts();
    const response = await send("GET", `/api/blog/admin/${draft?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...adminPostShape,
      id: draft?.id,
      slug: "draft",
      content: "<p>Content of draft</p>",
      published: false,
      featuredImage: null,
      createdAt: "2026-01-02T00:00:00.000Z",
      updatedAt: "2026-01-02T00:00:00.000Z",
    });
    const viaTrpc = await admin.trpc("query", "admin.blog.byId", { id: draft?.id });
    expect(viaTrpc.data).toEqual(response.json());
  });
});

describeIdChecks(admin, "post", serverMessages.postNotFound, {
  rest: ["/api/blog", { title: "A fine new title" }],
  trpc: ["admin.blog", "update", (id) => ({ id, data: { title: "A fine new title" } })],
});

describe("POST /api/blog", () => {
  test("creates a post: 201, a draft by default, author defaulting to the team name, content sanitized", async () => {
    const response = await createPost(admin, {
      published: undefined,
      authorName: undefined,
      featuredImage: "",
      content: '<p onclick="x()">Hello <script>alert(1)</script>families, applications open soon.</p>',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      ...adminPostShape,
      title: postInput().title,
      slug: slugify(postInput().title),
      published: false,
      authorName: t.config.site.teamName,
      featuredImage: null,
      content: "<p>Hello families, applications open soon.</p>",
      // The staff account that wrote it, beside the public author name.
      createdBy: "admin",
    });
    const [row] = await rows();
    expect(row).toMatchObject({ id: body.id, content: body.content, published: false, featuredImage: null });
  });

  test("keeps a typed slug, author, image and published flag", async () => {
    const response = await createPost(admin, {
      slug: "  esa-basics ",
      authorName: "Dr. Ruth Baker",
      featuredImage: "https://example.org/cover.png",
      published: true,
    });
    expect(response.json()).toMatchObject({
      slug: "esa-basics",
      authorName: "Dr. Ruth Baker",
      featuredImage: "https://example.org/cover.png",
      published: true,
    });
  });

  test("tRPC blogAdmin.create creates the same post", async () => {
    const response = await admin.trpc("mutation", "admin.blog.create", postInput());
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      slug: slugify(postInput().title),
      published: true,
    });
    expect(await rows()).toHaveLength(1);
  });

  test.each([
    ["Élan & the CHOOSE Act: what’s new?", "elan-the-choose-act-whats-new"],
    ["日本語のニュース記事", "post"],
    [`${"Scholarship ".repeat(10)}news`, `${"scholarship-".repeat(6)}scholars`],
  ])("an empty slug is generated from %j", async (title, slug) => {
    const response = await createPost(admin, { title, slug: "" });
    expect(response.json().slug).toBe(slug);
    expect(response.json().slug.length).toBeLessThanOrEqual(80);
  });

  test("a generated slug that is taken gets -2, -3…", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++)
      slugs.push((await createPost(admin, { title: "Open house in Mobile" })).json().slug);
    expect(slugs).toEqual(["open-house-in-mobile", "open-house-in-mobile-2", "open-house-in-mobile-3"]);
  });

  test("a generated slug at the 80-character limit stays within it when suffixed", async () => {
    const title = `${"x".repeat(85)}`;
    const slugs: string[] = [];
    for (let i = 0; i < 2; i++) slugs.push((await createPost(admin, { title })).json().slug);
    expect(slugs).toEqual(["x".repeat(80), `${"x".repeat(78)}-2`]);
  });

  test("a typed slug that is taken → 409 with a message, nothing written", async () => {
    await createPost(admin, { slug: "esa-basics" });
    const response = await createPost(admin, { slug: "esa-basics", title: "Another post entirely" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: serverMessages.slugTaken });
    expect(await rows()).toHaveLength(1);
    const viaTrpc = await admin.trpc("mutation", "admin.blog.create", postInput({ slug: "esa-basics" }));
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([409, serverMessages.slugTaken]);
  });

  test.each(badFields)("a bad %s → 400 with its message, nothing written", async (path, change, message) => {
    expectFieldError(await send("POST", "/api/blog", { ...postInput(), ...change }), path, message);
    expect(await rows()).toHaveLength(0);
  });
});

describe("PUT /api/blog/:id", () => {
  const longAgo = new Date("2026-01-01T00:00:00Z");

  /** A post whose updatedAt is in the past, so a change of it shows. */
  async function existingPost(overrides: Partial<BlogPostCreateInput> = {}) {
    const id: string = (
      await createPost(admin, { featuredImage: "https://example.org/a.png", ...overrides })
    ).json().id;
    await t.db.orm.em.fork().nativeUpdate(BlogPostEntity, { id }, { createdAt: longAgo, updatedAt: longAgo });
    return id;
  }

  test("changes only the fields sent, keeps the slug when the title changes, and moves updatedAt", async () => {
    const id = await existingPost();
    const before = (await send("GET", `/api/blog/admin/${id}`)).json();
    const response = await send("PUT", `/api/blog/${id}`, { title: "A completely new title" });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual({ ...before, title: "A completely new title", updatedAt: expect.any(String) });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(longAgo.getTime());
    expect(after.createdAt).toBe(longAgo.toISOString());
  });

  test("a post keeps the language it is written in, and an update may change it", async () => {
    const id = await existingPost();
    expect((await send("PUT", `/api/blog/${id}`, { language: "es" })).json().language).toBe("es");
    expect((await send("GET", `/api/blog/admin/${id}`)).json().language).toBe("es");
  });

  test("an empty body still counts as an update", async () => {
    const id = await existingPost();
    const response = await send("PUT", `/api/blog/${id}`, {});
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().updatedAt)).toBeGreaterThan(longAgo.getTime());
  });

  test.each([
    ["an empty featuredImage removes the image", { featuredImage: "" }, { featuredImage: null }],
    ["a blank featuredImage removes the image", { featuredImage: "   " }, { featuredImage: null }],
    [
      "a new featuredImage replaces it",
      { featuredImage: "https://example.org/b.png" },
      { featuredImage: "https://example.org/b.png" },
    ],
    ["a typed slug replaces the slug", { slug: "renamed-post" }, { slug: "renamed-post" }],
    ["an empty slug keeps the slug", { slug: "" }, { slug: slugify(postInput().title) }],
    ["published can be switched off", { published: false }, { published: false }],
    [
      "content is sanitized",
      { content: `<p style="x">${"Safe words. ".repeat(5)}<img src=x onerror=alert(1)></p>` },
      { content: `<p>${"Safe words. ".repeat(5)}</p>` },
    ],
  ])("%s", async (_, change, expected) => {
    const id = await existingPost();
    const response = await send("PUT", `/api/blog/${id}`, change);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(expected);
    expect(await t.db.orm.em.fork().findOneOrFail(BlogPostEntity, { id })).toMatchObject(expected);
  });

  test.each(badFields)(
    "a bad %s → 400 with its message, the post unchanged",
    async (path, change, message) => {
      const id = await existingPost();
      expectFieldError(await send("PUT", `/api/blog/${id}`, change), path, message);
      const row = await t.db.orm.em.fork().findOneOrFail(BlogPostEntity, { id });
      expect(row.updatedAt).toEqual(longAgo);
    },
  );

  test("a typed slug used by another post → 409 with a message, the post unchanged", async () => {
    await createPost(admin, { slug: "taken-slug" });
    const id = await existingPost({ slug: "mine" });
    const response = await send("PUT", `/api/blog/${id}`, {
      slug: "taken-slug",
      title: "Changed title here",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: serverMessages.slugTaken });
    expect(await t.db.orm.em.fork().findOneOrFail(BlogPostEntity, { id })).toMatchObject({
      slug: "mine",
      title: postInput().title,
    });
  });

  test("tRPC blogAdmin.update applies the same rules", async () => {
    const id = await existingPost();
    const ok = await admin.trpc("mutation", "admin.blog.update", { id, data: { featuredImage: "" } });
    expect(ok.data).toMatchObject({ id, featuredImage: null });
    const bad = await admin.trpc("mutation", "admin.blog.update", { id, data: { title: "Hey" } });
    expect([bad.status, bad.error?.message]).toEqual([400, blogMessages.title]);
  });
});

describeDeletes(admin, "/api/blog", "admin.blog", {
  message: "Blog post deleted",
  seed: async () => (await seedPosts())[1]?.id ?? "",
  deleted: async () => expect((await rows()).map((row) => row.slug)).toEqual(["oldest", "newest"]),
});
