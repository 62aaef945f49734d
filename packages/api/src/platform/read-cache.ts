import { LRUCache } from "lru-cache";
import type { ContentChanges } from "./content-changes.ts";

/** What an in-memory cache reports at `/metrics` (`choose_cache_*{cache="<name>"}`). */
export interface CacheStats {
  readonly name: string;
  readonly maxBytes: number;
  bytes(): number;
  entries(): number;
  /** Entries dropped to stay within `maxBytes` since start (a change's clearing is not counted). */
  evictions(): number;
}

/** Every in-memory cache of one app, each listed as it is made, so the metrics report them all. */
export interface CacheList {
  readonly all: readonly CacheStats[];
  add(stats: CacheStats): void;
}

export function cacheList(): CacheList {
  const all: CacheStats[] = [];
  return { all, add: (stats) => void all.push(stats) };
}

/**
 * Reads kept in memory until the next content change (here or at any instance). Concurrent misses
 * share one load; a load under way when a change comes is returned to its callers but not kept. While
 * changes could be missed (`changes.live` false) every read goes to the database.
 */
export interface ReadCache<V> {
  read(key: string, load: () => Promise<V>): Promise<V>;
}

export interface ReadCacheOptions<V> {
  /** Its label in the metrics. */
  name: string;
  /** What the kept values may take together; the least recently read go first past it. */
  maxBytes: number;
  /** The bytes a value holds (an estimate: what dominates it). */
  sizeOf(value: V): number;
  /** Whether a loaded value is kept (by default every one); one not kept is loaded again next time. */
  keep?(value: V): boolean;
}

/**
 * A read cache bounded by bytes (least recently used out first), so no sequence of requests can make
 * it hold more than `maxBytes`, whatever keys they make.
 */
export function createReadCache<V extends object>(
  changes: ContentChanges,
  caches: CacheList,
  { name, maxBytes, sizeOf, keep = () => true }: ReadCacheOptions<V>,
): ReadCache<V> {
  let evictions = 0;
  const kept = new LRUCache<string, V>({
    maxSize: maxBytes,
    // lru-cache wants a positive whole number.
    sizeCalculation: (value) => Math.max(1, Math.ceil(sizeOf(value))),
    dispose: (_value, _key, reason) => {
      if (reason === "evict") evictions++;
    },
  });
  const loading = new Map<string, Promise<V>>();
  // A load started before a change must not store what it read after that change.
  let generation = 0;
  changes.subscribe(() => {
    generation++;
    kept.clear();
    loading.clear();
  });
  caches.add({
    name,
    maxBytes,
    bytes: () => kept.calculatedSize,
    entries: () => kept.size,
    evictions: () => evictions,
  });
  return {
    read(key, load) {
      if (!changes.live) return load();
      const value = kept.get(key);
      if (value !== undefined) return Promise.resolve(value);
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load();
      loading.set(key, promise);
      // Failures (a missing post, the database away) are not kept: the next request asks again.
      const settle = (loaded?: V) => {
        if (loading.get(key) === promise) loading.delete(key);
        if (loaded !== undefined && started === generation && keep(loaded)) kept.set(key, loaded);
      };
      promise.then(settle, () => settle());
      return promise;
    },
  };
}
