import { AppError, serverMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { createBulkhead } from "./bulkhead.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "./unavailable.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work that runs until `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

describe("a bulkhead", () => {
  test("runs at most `slots` calls at once; the others wait for a free slot, in arrival order", async () => {
    const bulkhead = createBulkhead({ slots: 2, waitMs: 5_000 });
    const started: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => gate(started, name));
    if (!a || !b || !c || !d) throw new Error("four gates");
    const calls = [a, b, c, d].map((g) => bulkhead.run(g.work));
    await sleep(20);
    expect(started).toEqual(["a", "b"]);
    b.finish();
    await sleep(20);
    expect(started).toEqual(["a", "b", "c"]);
    a.finish();
    c.finish();
    d.finish();
    expect(await Promise.all(calls)).toEqual(["a", "b", "c", "d"]);
  });

  test("a call that waits longer than `waitMs` is a 503 with Retry-After, and never runs", async () => {
    const bulkhead = createBulkhead({ slots: 1, waitMs: 100 });
    const held = gate([], "held");
    const holding = bulkhead.run(held.work);
    let ran = false;
    const started = Date.now();
    const refused = await bulkhead
      .run(async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "UNAVAILABLE",
      message: serverMessages.formsBusy,
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    });
    held.finish();
    await holding;
    // The refused call left no claim on the slot behind it.
    expect(await bulkhead.run(async () => "next")).toBe("next");
    expect(ran).toBe(false);
  });

  test("a failed call gives its slot back", async () => {
    const bulkhead = createBulkhead({ slots: 1, waitMs: 100 });
    await expect(bulkhead.run(() => Promise.reject(new Error("database away")))).rejects.toThrow();
    expect(await bulkhead.run(async () => "after")).toBe("after");
  });

  test("guards a service method: same arguments, same answer", async () => {
    const bulkhead = createBulkhead({ slots: 1, waitMs: 100 });
    const send = bulkhead.guard(async (name: string, count: number) => `${name} ${count}`);
    expect(await send("sent", 2)).toBe("sent 2");
  });
});
