import { describe, expect, test } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { createLease } from "./lease.ts";

const t = useTestApp();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  test("a holder gone silent past the expiry loses it, and its renew says so", async () => {
    const silent = createLease(t.db.orm, "test", 200);
    const next = createLease(t.db.orm, "test", 60_000);
    const outcome = await silent.run(async (renew) => {
      expect(await renew()).toBe(true);
      await sleep(300);
      expect(await next.run(async () => "taken over")).toEqual({ held: true, value: "taken over" });
      expect(await next.run(async () => renew())).toEqual({ held: true, value: false });
      return "done";
    });
    expect(outcome).toEqual({ held: true, value: "done" });
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
});
