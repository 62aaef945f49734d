import { fakeApplication } from "@choose/sheets/testing";
import { describe, expect, it } from "vitest";
import { applicationToRow, columnLetter, HEADER_ROW, LAST_COLUMN, rowRange, tabRange } from "./rows.ts";

describe("sheet layout", () => {
  it("has the id first, then every field in spec order, then status and submitted date/time", () => {
    expect(HEADER_ROW).toEqual([
      "ID",
      "School Name",
      "Address",
      "City",
      "State",
      "ZIP Code",
      "Phone",
      "Website",
      "Administrator Name",
      "Administrator Email",
      "Administrator Phone",
      "School History",
      "Mission Statement",
      "Current Accreditations",
      "Governance Structure",
      "School Type",
      "Lowest Grade",
      "Highest Grade",
      "Preschool Enrollment",
      "Elementary Enrollment",
      "Middle School Enrollment",
      "High School Enrollment",
      "Curriculum Used",
      "Status",
      "Submitted At",
    ]);
    expect(LAST_COLUMN).toBe("Y");
  });

  it("maps an application to one row: lists joined, labels shown, missing values empty", () => {
    const app = fakeApplication(3, {
      governanceStructure: ["church-related", "pastor-directed"],
      schoolType: ["hybrid", "distance-learning"],
      status: "under_review",
      website: null,
    });
    const row = applicationToRow(app);
    expect(row).toHaveLength(HEADER_ROW.length);
    const cell = (header: string) => row[HEADER_ROW.indexOf(header)];
    expect(cell("ID")).toBe(app.id);
    expect(cell("Governance Structure")).toBe("Church-related, Pastor-directed");
    expect(cell("School Type")).toBe("Hybrid, Distance learning");
    expect(cell("Website")).toBe("");
    expect(cell("Preschool Enrollment")).toBe("");
    expect(cell("Status")).toBe("Under Review");
    expect(cell("Submitted At")).toBe(app.submittedAt);
  });

  it("writes A1 ranges with a quoted tab name", () => {
    expect([columnLetter(1), columnLetter(26), columnLetter(27), columnLetter(702)]).toEqual([
      "A",
      "Z",
      "AA",
      "ZZ",
    ]);
    expect(tabRange()).toBe("'Applications'");
    expect(rowRange(7)).toBe("'Applications'!A7:Y7");
  });
});
