import { chooseActMessages, SEEDED_CHOOSE_ACT_GUIDE } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { adminToken } from "../../../test/admin.ts";
import { useTestApp } from "../../../test/app.ts";
import { CHOOSE_ACT_REVIEWED_SETTING, seedFirstStartChooseAct } from "./choose-act.service.ts";

const t = useTestApp();

async function admin() {
  const token = await adminToken(t);
  return (method: "GET" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { "x-admin-token": token }, ...(payload && { payload }) });
}

const [y2025, y2026, y2027] = SEEDED_CHOOSE_ACT_GUIDE.years;
const guide = { lastReviewed: "2026-11-23", years: [y2025, y2026, y2027] };

describe("the CHOOSE Act guide's figures", () => {
  test("the first start fills them from the facts file, once ever: not again after a year is removed", async () => {
    expect((await t.app.inject("/api/choose-act")).json()).toEqual({ lastReviewed: null, years: [] });
    expect(await seedFirstStartChooseAct(t.db.orm)).toBe(true);
    // As the server does after seeding: an instance already serving keeps its reads until told.
    await t.app.contentChanges.publish();
    expect((await t.app.inject("/api/choose-act")).json()).toEqual(SEEDED_CHOOSE_ACT_GUIDE);
    const send = await admin();
    expect((await send("PUT", "/api/admin/choose-act", { ...guide, years: [y2026] })).statusCode).toBe(200);
    expect(await seedFirstStartChooseAct(t.db.orm)).toBe(false);
    expect((await t.app.inject("/api/choose-act")).json().years).toEqual([y2026]);
  });

  test("instances starting together fill them once", async () => {
    const made = await Promise.all([seedFirstStartChooseAct(t.db.orm), seedFirstStartChooseAct(t.db.orm)]);
    expect(made.toSorted()).toEqual([false, true]);
    expect((await t.app.inject("/api/choose-act")).json().years).toHaveLength(3);
  });

  test("a save is what GET /api/choose-act answers next; a new school year is a new row", async () => {
    const send = await admin();
    const next = {
      ...y2027,
      schoolYear: "2028-29",
      schoolAward: 7_500,
      applicationsOpen: "2028-01-02",
      applicationsClose: "2028-03-31",
    };
    const saved = await send("PUT", "/api/admin/choose-act", { ...guide, years: [next, ...guide.years] });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    const answer = (await t.app.inject("/api/choose-act")).json();
    expect(answer.lastReviewed).toBe("2026-11-23");
    expect(answer.years.map((year: { schoolYear: string }) => year.schoolYear)).toEqual([
      "2025-26",
      "2026-27",
      "2027-28",
      "2028-29",
    ]);
    expect(answer.years[3]).toEqual(next);
    expect((await send("GET", "/api/admin/choose-act")).json()).toEqual(answer);
    const [reviewed] = await t.db.orm.em
      .getConnection()
      .execute("select value from settings where key = ?", [CHOOSE_ACT_REVIEWED_SETTING]);
    expect(reviewed).toEqual({ value: "2026-11-23" });
  });

  test.each([
    ["years.0.schoolAward", { ...y2025, schoolAward: -7_000 }, chooseActMessages.amount],
    ["years.0.povertyGuidelines", { ...y2025, povertyGuidelines: [1, 2, 3] }, chooseActMessages.guidelines],
    [
      "years.0.applicationsClose",
      { ...y2025, applicationsClose: "2024-12-31" },
      chooseActMessages.datesOrder,
    ],
    ["years.0.applicationsOpen", { ...y2025, applicationsOpen: "2025-02-30" }, chooseActMessages.date],
  ])("a bad %s is a 400 naming the field, and nothing changes", async (path, year, message) => {
    const send = await admin();
    await send("PUT", "/api/admin/choose-act", guide);
    const response = await send("PUT", "/api/admin/choose-act", { ...guide, years: [year] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await t.app.inject("/api/choose-act")).json().years).toHaveLength(3);
  });

  test("the same school year twice is a 400; saving needs the administrator", async () => {
    const send = await admin();
    const twice = await send("PUT", "/api/admin/choose-act", { ...guide, years: [y2025, y2025] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toContainEqual({
      path: "years.1.schoolYear",
      message: chooseActMessages.schoolYearTaken,
    });
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/admin/choose-act", payload: guide });
    expect(anonymous.statusCode).toBe(401);
  });

  test("REST and tRPC answer the same", async () => {
    await seedFirstStartChooseAct(t.db.orm);
    const rest = (await t.app.inject("/api/choose-act")).json();
    const trpc = (await t.app.inject("/trpc/chooseAct.guide")).json();
    expect(trpc.result.data).toEqual(rest);
  });
});
