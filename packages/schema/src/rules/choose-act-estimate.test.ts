import { describe, expect, test } from "vitest";
import {
  alabamaDate,
  applicationWindow,
  type ChooseActYear,
  estimatorYear,
  findYear,
} from "./choose-act-estimate.ts";
import { SEEDED_CHOOSE_ACT_GUIDE } from "./choose-act-figures.ts";

const seeded = SEEDED_CHOOSE_ACT_GUIDE.years;
const seededYear = (schoolYear: string): ChooseActYear => {
  const found = findYear(seeded, schoolYear);
  if (!found) throw new Error(`No ${schoolYear} in the seeded table`);
  return found;
};
/** The seeded years with every date taken away. */
const undated = seeded.map((year) => ({
  ...year,
  renewalsOpen: null,
  applicationsOpen: null,
  applicationsClose: null,
  awardsAnnounced: null,
}));
const chosen = (years: readonly ChooseActYear[], today: string) => estimatorYear(years, today)?.schoolYear;

describe("where a year's application window stands", () => {
  const y2026 = seededYear("2026-27");
  test.each([
    ["2025-12-31", "upcoming"],
    ["2026-01-02", "open"],
    ["2026-03-31", "open"],
    ["2026-04-01", "closed"],
  ])("2026-27 (January 2 to March 31, 2026) on %s: %s", (today, state) => {
    expect(applicationWindow(y2026, today)).toBe(state);
  });

  test("a year without an opening date is not announced, until its closing date has passed", () => {
    expect(applicationWindow(seededYear("2027-28"), "2026-11-28")).toBe("not-announced");
    expect(applicationWindow({ ...y2026, applicationsOpen: null }, "2026-03-31")).toBe("not-announced");
    expect(applicationWindow({ ...y2026, applicationsOpen: null }, "2026-04-01")).toBe("closed");
  });
});

describe("the year the estimator starts on", () => {
  test("the year whose window is open", () => {
    expect(chosen(seeded, "2026-02-15")).toBe("2026-27");
    expect(chosen(seeded, "2025-03-01")).toBe("2025-26");
  });

  test("the next year whose window is to come, not the one that has closed", () => {
    // 2025-26 closed on April 7, 2025; 2026-27 opens on January 2, 2026.
    expect(chosen(seeded, "2025-11-28")).toBe("2026-27");
    // 2026-27 closed on March 31, 2026; 2027-28's dates are not announced, and it has not begun.
    expect(chosen(seeded, "2026-04-01")).toBe("2027-28");
    expect(chosen(seeded, "2026-11-28")).toBe("2027-28");
  });

  test("every window closed: the newest year, never an older one", () => {
    const dated = seeded.filter((year) => year.applicationsClose !== null);
    expect(chosen(dated, "2026-11-28")).toBe("2026-27");
    // The table's order does not matter.
    expect(chosen([...dated].reverse(), "2026-11-28")).toBe("2026-27");
  });

  test("no dates at all: the first year that has not begun, else the newest", () => {
    expect(chosen(undated, "2026-11-28")).toBe("2027-28");
    expect(chosen(undated, "2026-06-30")).toBe("2026-27");
    expect(chosen(undated, "2027-07-01")).toBe("2027-28");
  });

  test("an empty table has none", () => {
    expect(estimatorYear([], "2026-11-28")).toBeUndefined();
  });
});

test("today is Alabama's calendar day (Central time), whatever the clock's zone", () => {
  // 03:00 UTC on April 1 is still March 31 in Alabama: the 2026-27 window is open there.
  expect(alabamaDate(new Date("2026-04-01T03:00:00Z"))).toBe("2026-03-31");
  expect(alabamaDate(Date.parse("2026-04-01T06:00:00Z"))).toBe("2026-04-01");
  expect(alabamaDate(new Date("2026-11-28T12:00:00Z"))).toBe("2026-11-28");
});
