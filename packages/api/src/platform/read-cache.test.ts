import { describe, expect, test } from "vitest";
import type { ContentChanges } from "./content-changes.ts";
import { type CacheList, cacheList, createReadCache, type ReadCacheOptions } from "./read-cache.ts";

/** A bus whose liveness the test sets and whose changes it announces. */
function fakeChanges() {
  const listeners: (() => void)[] = [];
  const changes: ContentChanges & { live: boolean } = {
    live: true,
    async publish() {
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => void listeners.push(listener),
    start() {},
    async close() {},
  };
  return changes;
}

function counting<T>(value: () => T) {
  const load = {
    calls: 0,
    run: async () => {
      load.calls++;
      return value();
    },
  };
  return load;
}

/** A value of `bytes` bytes, as `sizeOf` below counts it. */
type Sized = { text: string };
const sized = (bytes: number, mark = "x"): Sized => ({ text: mark.repeat(bytes) });
const options: ReadCacheOptions<Sized> = {
  name: "test",
  maxBytes: 1_000,
  sizeOf: (value) => value.text.length,
};

function cache(
  changes = fakeChanges(),
  list: CacheList = cacheList(),
  overrides: Partial<ReadCacheOptions<Sized>> = {},
) {
  return createReadCache<Sized>(changes, list, { ...options, ...overrides });
}

describe("the read cache", () => {
  test("concurrent misses share one load, and later reads are answered from memory", async () => {
    const reads = cache();
    const load = counting(() => sized(10));
    const [a, b] = await Promise.all([reads.read("k", load.run), reads.read("k", load.run)]);
    expect(a).toBe(b);
    expect(await reads.read("k", load.run)).toBe(a);
    expect(load.calls).toBe(1);
  });

  test("a change drops everything, including a load under way", async () => {
    const changes = fakeChanges();
    const reads = cache(changes);
    let version = "1";
    const load = counting(() => sized(1, version));
    const underWay = reads.read("k", load.run);
    version = "2";
    await changes.publish();
    // Its callers get what it read; the next read loads again rather than keep it.
    expect((await underWay).text).toBe("1");
    expect((await reads.read("k", load.run)).text).toBe("2");
    expect(load.calls).toBe(2);
  });

  test("failures are not kept", async () => {
    const reads = cache();
    await expect(reads.read("k", () => Promise.reject(new Error("away")))).rejects.toThrow("away");
    expect((await reads.read("k", async () => ({ text: "back" }))).text).toBe("back");
  });

  test("a value `keep` refuses is shared by concurrent reads but loaded again next time", async () => {
    const reads = cache(undefined, undefined, { keep: (value) => value.text !== "missing" });
    const load = counting(() => ({ text: "missing" }));
    await Promise.all([reads.read("k", load.run), reads.read("k", load.run)]);
    expect(load.calls).toBe(1);
    await reads.read("k", load.run);
    expect(load.calls).toBe(2);
  });

  test("while another instance's change could be missed, every read loads", async () => {
    const changes = fakeChanges();
    changes.live = false;
    const reads = cache(changes);
    const load = counting(() => sized(1));
    await reads.read("k", load.run);
    await reads.read("k", load.run);
    expect(load.calls).toBe(2);
  });

  test("it never holds more than its bytes: the least recently read go first, and the metrics say so", async () => {
    const list = cacheList();
    const reads = cache(fakeChanges(), list);
    const [stats] = list.all;
    await reads.read("first", async () => sized(400));
    await reads.read("second", async () => sized(400));
    // Read again, so "second" is now the least recently used.
    await reads.read("first", async () => sized(400));
    // Many keys, each a new entry: the bytes stay within the bound.
    for (let i = 0; i < 50; i++) await reads.read(`key-${i}`, async () => sized(300));
    expect(stats?.bytes()).toBeLessThanOrEqual(1_000);
    expect(stats?.entries()).toBe(3);
    expect(stats?.evictions()).toBe(49);

    const again = counting(() => sized(400));
    await reads.read("key-49", again.run);
    expect(again.calls).toBe(0);
    await reads.read("first", again.run);
    expect(again.calls).toBe(1);
    expect(stats).toMatchObject({ name: "test", maxBytes: 1_000 });
  });

  test("a change empties it without counting evictions", async () => {
    const changes = fakeChanges();
    const list = cacheList();
    const reads = cache(changes, list);
    await reads.read("k", async () => sized(100));
    await changes.publish();
    expect(list.all[0]?.bytes()).toBe(0);
    expect(list.all[0]?.evictions()).toBe(0);
  });
});
