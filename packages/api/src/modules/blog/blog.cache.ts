import { announcing, type ContentChanges } from "./blog.changes.ts";
import type { BlogService } from "./blog.service.ts";

/**
 * Reads kept in memory until the next content change (here or at any instance). Concurrent misses
 * share one load; a load under way when a change comes is returned to its callers but not kept. While
 * changes could be missed (`changes.live` false) every read goes to the database.
 */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createReadCache(changes: ContentChanges): ReadCache {
  const entries = new Map<string, Promise<unknown>>();
  changes.subscribe(() => entries.clear());
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!changes.live) return load();
      const cached = entries.get(key);
      // Only `read` stores under a key, always the promise its own `load` returned.
      if (cached) return cached as Promise<T>;
      const loading = load();
      // Stored at once, so a change while it loads (which clears the map) also drops this load.
      entries.set(key, loading);
      // Failures (a missing post, the database away) are not kept: the next request asks again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
  };
}

/** The blog service with its two public reads cached; every write announces the change. */
export function cachedBlogService(blog: BlogService, cache: ReadCache, changes: ContentChanges): BlogService {
  const announced = announcing(changes);
  return {
    ...blog,
    listPublished: () => cache.read("blog:list", () => blog.listPublished()),
    getPublished: (slug) => cache.read(`blog:slug:${slug}`, () => blog.getPublished(slug)),
    create: announced(blog.create),
    update: announced(blog.update),
    remove: announced(blog.remove),
  };
}
