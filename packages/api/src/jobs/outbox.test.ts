import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { ApplicationChangeEntity, createSheetsOutbox } from "../modules/sheets/sheets.outbox.ts";

const t = useTestApp();

/** Three records through the sheet's outbox, the one outbox there is so far. */
async function threeRecords() {
  const em = t.db.orm.em.fork();
  for (const kind of ["upsert", "upsert", "delete"] as const) {
    em.create(ApplicationChangeEntity, { applicationId: randomUUID(), kind });
  }
  await em.flush();
  return createSheetsOutbox(t.db.orm);
}

describe("an outbox", () => {
  test("hands out due records oldest first, as typed entities", async () => {
    const outbox = await threeRecords();
    const due = await outbox.due(2);
    expect(due.map((record) => [typeof record.id, record.attempts, record.kind])).toEqual([
      ["number", 0, "upsert"],
      ["number", 0, "upsert"],
    ]);
    expect(due[0]?.id).toBeLessThan(due[1]?.id ?? 0);
  });

  test("a failed attempt is counted, explained and postponed; the next due time says when", async () => {
    const outbox = await threeRecords();
    const ids = await outbox.pendingIds();
    await outbox.postpone(ids, 60_000, "Google is down");
    expect(await outbox.due(10)).toEqual([]);
    const rows = await t.db.orm.em.fork().find(ApplicationChangeEntity, {});
    expect(rows.map((row) => [row.attempts, row.lastError])).toEqual(Array(3).fill([1, "Google is down"]));
    expect(await outbox.nextDueInMs()).toBeGreaterThan(59_000);
    await outbox.retryAllNow();
    expect(await outbox.nextDueInMs()).toBeLessThanOrEqual(0);
    expect(await outbox.due(10)).toHaveLength(3);
  });

  test("handled records are removed; an empty outbox has nothing due", async () => {
    const outbox = await threeRecords();
    await outbox.remove(await outbox.pendingIds());
    expect(await outbox.pendingIds()).toEqual([]);
    expect(await outbox.nextDueInMs()).toBeNull();
  });
});
