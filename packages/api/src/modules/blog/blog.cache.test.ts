import { describe, expect, test } from "vitest";
import { createReadCache } from "./blog.cache.ts";
import type { ContentChanges } from "./blog.changes.ts";

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

describe("the read cache", () => {
  test("concurrent misses share one load, and later reads are answered from memory", async () => {
    const cache = createReadCache(fakeChanges());
    const load = counting(() => ["post"]);
    const [a, b] = await Promise.all([cache.read("k", load.run), cache.read("k", load.run)]);
    expect(a).toBe(b);
    expect(await cache.read("k", load.run)).toBe(a);
    expect(load.calls).toBe(1);
  });

  test("a change drops everything, including a load under way", async () => {
    const changes = fakeChanges();
    const cache = createReadCache(changes);
    let version = 1;
    const load = counting(() => version);
    const underWay = cache.read("k", load.run);
    version = 2;
    await changes.publish();
    // Its callers get what it read; the next read loads again rather than keep it.
    expect(await underWay).toBe(1);
    expect(await cache.read("k", load.run)).toBe(2);
    expect(load.calls).toBe(2);
  });

  test("failures are not kept", async () => {
    const cache = createReadCache(fakeChanges());
    await expect(cache.read("k", () => Promise.reject(new Error("away")))).rejects.toThrow("away");
    expect(await cache.read("k", async () => "back")).toBe("back");
  });

  test("while another instance's change could be missed, every read loads", async () => {
    const changes = fakeChanges();
    changes.live = false;
    const cache = createReadCache(changes);
    const load = counting(() => "fresh");
    await cache.read("k", load.run);
    await cache.read("k", load.run);
    expect(load.calls).toBe(2);
  });
});
