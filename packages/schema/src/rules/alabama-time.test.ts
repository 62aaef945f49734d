import { describe, expect, test } from "vitest";
import { formatAlabamaTime, fromAlabamaLocal, toAlabamaLocal } from "./alabama-time.ts";

describe("Alabama time", () => {
  test.each([
    ["2027-01-15T08:00", "2027-01-15T14:00:00.000Z"],
    ["2027-07-04T08:00", "2027-07-04T13:00:00.000Z"],
    // The spring change skips 2:00–2:59: the hour after.
    ["2027-03-14T02:30", "2027-03-14T08:30:00.000Z"],
    // The autumn change repeats 1:00–1:59: the first of the two.
    ["2027-11-07T01:30", "2027-11-07T06:30:00.000Z"],
  ])("%s in Alabama is %s, and reads back the same", (local, instant) => {
    expect(fromAlabamaLocal(local)).toBe(instant);
    if (!local.startsWith("2027-03-14")) expect(toAlabamaLocal(instant)).toBe(local);
  });

  test.each(["", "2027-01-15", "2027-13-40T08:00", "tomorrow"])("%j is not a time", (local) => {
    expect(fromAlabamaLocal(local)).toBeNull();
  });

  test("is shown with its day, date and time", () => {
    expect(formatAlabamaTime("2027-01-15T14:00:00.000Z")).toBe("Friday, January 15, 2027 at 8:00 AM");
  });
});
