import { afterEach, describe, expect, test, vi } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { defaultSenderTiming } from "../modules/email/email-sender.ts";
import { defaultSyncTiming } from "../modules/sheets/sheet-sync.ts";
import { createLease, DEFAULT_LEASE_TTL_MS, LEASE_BUSY_RETRY_MS } from "./lease.ts";

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves when `signal` aborts. */
const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));

describe("a lease", () => {
  test("keeps a second instance out while held and lets it in once released", async () => {
    const first = createLease(t.db.orm, "test", 60_000);
    const second = createLease(t.db.orm, "test", 60_000);
    const other = createLease(t.db.orm, "another queue", 60_000);
    let finish = () => {};
    const holding = first.run(() => new Promise<void>((resolve) => (finish = resolve)));
    await sleep(100);
    expect(await second.run(async () => "second")).toEqual({ held: false });
    expect(await other.run(async () => "other")).toEqual({ held: true, value: "other" });
    const waiting = second.run(async () => "second", { waitMs: 5_000 });
    finish();
    expect(await holding).toEqual({ held: true, value: undefined });
    expect(await waiting).toEqual({ held: true, value: "second" });
  });

  test("a living holder keeps it through work many times longer than its TTL: its heartbeat renews it", async () => {
    const ttlMs = 300;
    const holder = createLease(t.db.orm, "test", ttlMs);
    const other = createLease(t.db.orm, "test", ttlMs);
    const outcome = holder.run(async (lost) => {
      for (let i = 0; i < 5; i++) {
        await sleep(ttlMs);
        expect(await other.run(async () => "taken")).toEqual({ held: false });
      }
      return lost.aborted;
    });
    expect(await outcome).toEqual({ held: true, value: false });
  });

  test("a dead holder's lease is taken over once its TTL has passed since its last heartbeat", async () => {
    const ttlMs = 800;
    // A killed instance's heartbeat stops, and its row stays behind: here its interval timer is one
    // that never fires (only setInterval is faked; every other timer runs).
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const dead = createLease(t.db.orm, "test", ttlMs);
    let acquiredAt = 0;
    let end = () => {};
    const abandoned = dead.run(async () => {
      acquiredAt = Date.now();
      await new Promise<void>((resolve) => (end = resolve));
    });
    // The heartbeat starts before the work does: once the work runs, real timers can come back.
    while (acquiredAt === 0) await sleep(10);
    vi.useRealTimers();
    const survivor = createLease(t.db.orm, "test", ttlMs);
    await sleep(ttlMs / 2);
    expect(await survivor.run(async () => "too early")).toEqual({ held: false });
    expect(await survivor.run(async () => "taken over", { waitMs: 10 * ttlMs })).toEqual({
      held: true,
      value: "taken over",
    });
    // Taken once the TTL had passed, soon after it (a few polling steps on a busy machine).
    expect(Date.now() - acquiredAt).toBeGreaterThanOrEqual(ttlMs);
    expect(Date.now() - acquiredAt).toBeLessThan(4 * ttlMs);
    end();
    await abandoned;
  });

  test("a holder whose lease another took is told so, and does not take it back", async () => {
    const ttlMs = 300;
    const holder = createLease(t.db.orm, "test", ttlMs);
    const outcome = holder.run(async (lost) => {
      await t.db.orm.em.getConnection().execute("update sync_leases set holder = 'another instance'");
      await aborted(lost);
      return "stopped";
    });
    expect(await outcome).toEqual({ held: true, value: "stopped" });
    const [row] = await t.db.orm.em
      .getConnection()
      .execute<{ holder: string }[]>("select holder from sync_leases where name = 'test'");
    expect(row?.holder).toBe("another instance");
  });

  test("work of one process under one lease runs one piece after the other", async () => {
    const lease = createLease(t.db.orm, "test", 60_000);
    const order: string[] = [];
    const piece = (name: string) => async () => {
      order.push(`${name} starts`);
      await sleep(50);
      order.push(`${name} ends`);
    };
    await Promise.all([lease.run(piece("drain")), lease.run(piece("full sync"))]);
    await lease.settled();
    expect(order).toEqual(["drain starts", "drain ends", "full sync starts", "full sync ends"]);
  });

  test("as shipped, the mail and the sheet sync of a killed instance move on within 30 s", () => {
    for (const timing of [defaultSenderTiming, defaultSyncTiming]) {
      // An instance with work of its own retries a busy lease every LEASE_BUSY_RETRY_MS; an idle one
      // looks at the next poll. Either way it finds the lease free by then.
      expect(timing.leaseMs).toBe(DEFAULT_LEASE_TTL_MS);
      expect(timing.leaseMs + LEASE_BUSY_RETRY_MS).toBeLessThanOrEqual(30_000);
      expect(Math.max(timing.pollMs, timing.leaseMs)).toBeLessThanOrEqual(30_000);
    }
  });
});
