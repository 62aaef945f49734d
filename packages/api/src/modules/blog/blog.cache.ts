import type { BlogPost, BlogPostSummary, TaggedPosts } from "@choose/schema";
import { announcing, type ContentChanges } from "../../platform/content-changes.ts";
import { type CacheList, createReadCache } from "../../platform/read-cache.ts";
import type { BlogService } from "./blog.service.ts";

/** A post is at most 50,000 characters of content: this keeps a few hundred of the most read. */
export const BLOG_POSTS_CACHE_BYTES = 16 * 1024 * 1024;
/** The tag pages (summaries only). */
export const BLOG_TAGS_CACHE_BYTES = 4 * 1024 * 1024;
/** The one list of published posts (summaries only). */
export const BLOG_LIST_CACHE_BYTES = 4 * 1024 * 1024;

/** A read's size is its JSON's (the objects take about as much), measured once, when it is kept. */
const jsonSize = (value: object) => JSON.stringify(value).length;

/** The blog service with its two public reads cached; every write announces the change. */
export function cachedBlogService(
  blog: BlogService,
  changes: ContentChanges,
  caches: CacheList,
): BlogService {
  const announced = announcing(changes);
  const posts = createReadCache<BlogPost>(changes, caches, {
    name: "blog-posts",
    maxBytes: BLOG_POSTS_CACHE_BYTES,
    sizeOf: jsonSize,
  });
  const list = createReadCache<BlogPostSummary[]>(changes, caches, {
    name: "blog-list",
    maxBytes: BLOG_LIST_CACHE_BYTES,
    sizeOf: jsonSize,
  });
  const tagged = createReadCache<TaggedPosts>(changes, caches, {
    name: "blog-tags",
    maxBytes: BLOG_TAGS_CACHE_BYTES,
    sizeOf: jsonSize,
  });
  return {
    ...blog,
    listByTag: (slug) => tagged.read(slug, () => blog.listByTag(slug)),
    renameTag: announced(blog.renameTag),
    removeTag: announced(blog.removeTag),
    listPublished: () => list.read("list", () => blog.listPublished()),
    getPublished: (slug) => posts.read(slug, () => blog.getPublished(slug)),
    create: announced(blog.create),
    update: announced(blog.update),
    remove: announced(blog.remove),
  };
}
