import type { BlogPostCreateInput } from "@choose/schema";
import { postInput } from "@choose/schema/fixtures";
import { BlogPostEntity } from "../src/modules/blog/blog.entity.ts";
import { type AdminSession, adminInject, adminToken } from "./admin.ts";
import type { TestContext } from "./app.ts";

export interface SeededPost {
  published?: boolean;
  /** Days after 1 January 2026: its creation and last change. */
  at?: number;
  title?: string;
  content?: string;
  featuredImage?: string | null;
}

/** A post written straight to the database, its fields named after its slug unless given. */
export async function seedPost(
  t: TestContext,
  slug: string,
  {
    published = true,
    at = 0,
    title = `Title of ${slug}`,
    content = `<p>Content of ${slug}</p>`,
    featuredImage = null,
  }: SeededPost = {},
) {
  const em = t.db.orm.em.fork();
  const when = new Date(Date.parse("2026-01-01T00:00:00Z") + at * 86_400_000);
  const post = em.create(BlogPostEntity, {
    title,
    slug,
    excerpt: `Excerpt of ${slug}, long enough to be valid.`,
    content,
    published,
    authorName: "Program Team",
    featuredImage,
    createdAt: when,
    updatedAt: when,
  });
  await em.flush();
  return post;
}

/** `PUT /api/blog/:id` by a new administrator, sent to `app` (another instance, or the test app). */
export async function editPost(t: TestContext, id: string, change: object, app = t.app) {
  return adminInject(app, await adminToken(t), "PUT", `/api/blog/${id}`, change);
}

/** `POST /api/blog` as the session's administrator: the valid post, changed by `overrides`. */
export function createPost(session: AdminSession, overrides: Partial<BlogPostCreateInput> = {}) {
  return session.send("POST", "/api/blog", postInput(overrides));
}
