import { chooseActMessages, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

async function renderChooseAct() {
  const view = await renderAdminRoute("/admin/choose-act");
  const form = within(await screen.findByRole("form", { name: "CHOOSE Act figures" }));
  const year = (schoolYear: string) => within(form.getByRole("group", { name: `School year ${schoolYear}` }));
  return { ...view, form, year };
}

describe("CHOOSE Act figures", () => {
  test("a changed guideline and a new school year are saved, and the public guide shows them", async () => {
    const { form, year, user, history } = await renderChooseAct();
    const four = year("2025-26").getByLabelText("4 people");
    await user.clear(four);
    await user.type(four, "31,300");
    await user.click(form.getByRole("button", { name: "Add a school year" }));
    expect(year("2028-29").getByLabelText("School year")).toHaveValue("2028-29");
    // Attention goes to the new year's first field.
    expect(year("2028-29").getByLabelText("School year")).toHaveFocus();
    await user.click(form.getByRole("button", { name: "Save figures" }));
    await findToast(uiMessages.chooseActAdmin.saved);
    const saved = await mockBackend.services.chooseAct.guide();
    expect(saved.years.map((y) => y.schoolYear)).toEqual(["2025-26", "2026-27", "2027-28", "2028-29"]);
    expect(saved.years[0]?.povertyGuidelines[3]).toBe(31_300);

    history.push("/choose-act");
    expect(await screen.findByRole("cell", { name: "$93,900" })).toBeVisible();
  });

  test("a removed year leaves the form; focus goes to the add button", async () => {
    const { form, year, user } = await renderChooseAct();
    await user.click(year("2027-28").getByRole("button", { name: "Remove 2027-28" }));
    expect(form.queryByRole("group", { name: "School year 2027-28" })).toBeNull();
    expect(form.getByRole("button", { name: "Add a school year" })).toHaveFocus();
  });

  test("dates out of order are named at their field, which gets the focus; nothing is saved", async () => {
    const { form, year, user } = await renderChooseAct();
    const close = year("2026-27").getByLabelText("Applications close");
    await user.clear(close);
    await user.type(close, "2025-12-01");
    await user.click(form.getByRole("button", { name: "Save figures" }));
    expect(await year("2026-27").findByText(chooseActMessages.datesOrder)).toBeVisible();
    await expect.poll(() => close).toHaveFocus();
    expect((await mockBackend.services.chooseAct.guide()).years[1]?.applicationsClose).toBe("2026-03-31");
  });
});
