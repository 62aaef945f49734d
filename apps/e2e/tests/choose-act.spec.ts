import { type ChooseActGuideData, uiMessages } from "@choose/schema";
import { expect, test } from "./fixtures.ts";
import { expectToast, textbox, useAdminToken, visit } from "./ui.ts";

test("a figure changed in /admin/choose-act shows on the public guide and in its estimate at once", async ({
  page,
  request,
  stack,
}) => {
  const before: ChooseActGuideData = await (await stack.adminRequest("GET", "/api/admin/choose-act")).json();
  // The first start filled the table from the facts file.
  expect(before.years.map((year) => year.schoolYear)).toEqual(["2025-26", "2026-27", "2027-28"]);
  try {
    await visit(page, "/choose-act");
    await expect(page.getByRole("cell", { name: "$93,600" })).toBeVisible();

    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/choose-act");
    const form = page.getByRole("form", { name: "CHOOSE Act figures" });
    const year = form.getByRole("group", { name: "School year 2025-26" });
    // The 2024 guideline for a family of four, $31,200, becomes $31,300: 300% of it is $93,900.
    await textbox(year, "4 people").fill("31300");
    await textbox(form, "Last reviewed").fill("2026-11-23");
    await form.getByRole("button", { name: "Save figures" }).click();
    await expectToast(page, uiMessages.chooseActAdmin.saved);

    // The server's render, whose cache the save dropped, has the new figure in its HTML.
    const html = await (await request.get("/choose-act")).text();
    expect(html).toContain("$93,900");
    expect(html).toContain('"@type":"FAQPage"');
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/choose-act/schools</loc>");
    await visit(page, "/choose-act");
    await expect(page.getByRole("cell", { name: "$93,900" })).toBeVisible();
    await expect(page.getByText("November 23, 2026")).toBeVisible();
    const estimate = page.getByRole("form", { name: "Eligibility estimate" });
    await estimate.getByRole("combobox", { name: "School year" }).selectOption("2025-26");
    await textbox(estimate, "People in your household").fill("4");
    await textbox(estimate, "Yearly household income").fill("93,900");
    await textbox(estimate, "Your child's age").fill("19");
    await estimate.getByRole("button", { name: "Check eligibility" }).click();
    await expect(page.getByText("Likely eligible for 2025-26")).toBeVisible();
    await expect(estimate.getByRole("button", { name: "Check eligibility" })).toBeFocused();
  } finally {
    const restore = { lastReviewed: before.lastReviewed, years: before.years };
    await stack.adminRequest("PUT", "/api/admin/choose-act", restore);
  }
});

test("an amount of zero is refused at its field, which gets the focus", async ({ page, stack }) => {
  await useAdminToken(page, await stack.adminToken());
  await visit(page, "/admin/choose-act");
  const form = page.getByRole("form", { name: "CHOOSE Act figures" });
  const year = form.getByRole("group", { name: "School year 2026-27" });
  await textbox(year, "Amount per student at a participating school ($)").fill("0");
  await form.getByRole("button", { name: "Save figures" }).click();
  await expect(textbox(year, "Amount per student at a participating school ($)")).toBeFocused();
  await expect(year.getByText("Enter a whole number of dollars above zero")).toBeVisible();
});
