import { type ChooseActGuideData, findYear, formatDollars, incomeLimit, uiMessages } from "@choose/schema";
import { guideEn } from "@choose/schema/i18n/guide-en";
import { guideEs } from "@choose/schema/i18n/guide-es";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations, expectToast, textbox, useAdminToken, visit, WIDTHS } from "./ui.ts";

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

test("the estimator starts on a year whose window is open or to come, in the server's HTML and after hydration; a closed year says so", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  // React reports a hydration mismatch on the console.
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // The seeded table on the real clock (after March 31, 2026): 2026-27 has closed, 2027-28 is to come.
  const html = await (await request.get("/choose-act")).text();
  expect(html).toMatch(/<option value="2027-28" selected="">/);
  await visit(page, "/choose-act");
  const form = page.getByRole("form", { name: guideEn.estimator.formLabel });
  const year = form.getByRole("combobox", { name: guideEn.estimator.schoolYear });
  await expect(year).toHaveValue("2027-28");
  await year.selectOption("2026-27");
  await expect(year).toHaveAccessibleDescription(
    /^Applications for 2026-27 closed on March 31, 2026\. You can no longer apply for that school year\./,
  );
  await textbox(form, guideEn.estimator.householdSize).fill("4");
  await textbox(form, guideEn.estimator.income).fill("50000");
  await textbox(form, guideEn.estimator.childAge).fill("9");
  await form.getByRole("button", { name: guideEn.estimator.submit }).click();
  const result = page.getByRole("status").filter({ hasText: "2026-27" });
  await expect(result).toContainText("Applications for 2026-27 closed on March 31, 2026");
  await expect(result).not.toContainText("Apply at");
  expect(problems).toEqual([]);
});

/** Fills the estimator of the guide at `path` in its language and answers the live region's text. */
async function estimate(
  page: Page,
  path: string,
  texts: typeof guideEn.estimator,
  answers: { schoolYear: string; householdSize: string; income: string; childAge: string },
) {
  await visit(page, path);
  const form = page.getByRole("form", { name: texts.formLabel });
  await form.getByRole("combobox", { name: texts.schoolYear }).selectOption(answers.schoolYear);
  await textbox(form, texts.householdSize).fill(answers.householdSize);
  await textbox(form, texts.income).fill(answers.income);
  await textbox(form, texts.childAge).fill(answers.childAge);
  await form.getByRole("button", { name: texts.submit }).click();
  const result = page.getByRole("status").filter({ hasText: answers.schoolYear });
  await expect(result).toBeVisible();
  await expect(form.getByRole("button", { name: texts.submit })).toBeFocused();
  return result;
}

test("the Spanish guide's estimate: a household of 4 at $90,000 for 2026-27 is likely eligible, with the English page's figures", {
  tag: "@smoke",
}, async ({ page, request }) => {
  // Two pages, two estimates and an axe audit: 45 s alone on the embedded database, more under load.
  test.setTimeout(120_000);
  // The figures the database holds now (the first start seeded them): the 2026-27 limit for 4 people.
  const guide: ChooseActGuideData = await (await request.get("/api/choose-act")).json();
  const year = findYear(guide.years, "2026-27");
  if (!year) throw new Error("no 2026-27 in the table");
  const limit = formatDollars(incomeLimit(year, 4) ?? 0);
  const award = formatDollars(year.schoolAward);
  const answers = { schoolYear: "2026-27", householdSize: "4", income: "90,000", childAge: "8" };

  const english = await estimate(page, "/choose-act", guideEn.estimator, answers);
  await expect(english).toContainText("Likely eligible for 2026-27");
  await expect(english).toContainText(
    `at or below the 2026-27 limit of ${limit} for a household of 4 people`,
  );
  await expect(english).toContainText(`${award} at a participating school`);

  const spanish = await estimate(page, "/es/choose-act", guideEs.estimator, answers);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(spanish).toContainText("Es probable que sea elegible para 2026-27");
  await expect(spanish).toContainText(
    `Un ingreso de $90,000 está dentro del límite de 2026-27, que es de ${limit} para un hogar de 4 personas`,
  );
  await expect(spanish).toContainText(`La ayuda sería de ${award} en una escuela que participa`);
  expect(await axeViolations(page)).toEqual([]);
});

test("the header's Ley CHOOSE leads to the Spanish guide, which is Spanish throughout", async ({ page }) => {
  // Each language's guide texts are a chunk of their own, fetched by that language's guide pages only.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const guideChunks = () => scripts.filter((path) => /\/guide-e[ns]-[^/]*\.js$/.test(path));
  await visit(page, "/es");
  expect(guideChunks()).toEqual([]);
  await page
    .getByRole("navigation")
    .first()
    .getByRole("link", { name: "Ley CHOOSE", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/es\/choose-act$/);
  await expect(page.getByRole("heading", { level: 1, name: guideEs.families.title })).toBeVisible();
  await expect(page.getByRole("table", { name: guideEs.families.income.caption })).toBeVisible();
  // Nothing in the guide is marked as English: every text of it is the Spanish catalogue's.
  await expect(page.locator("main [lang='en']")).toHaveCount(0);
  for (const text of [guideEn.families.what.title, guideEn.estimator.title, guideEn.faqTitle])
    await expect(page.getByText(text)).toHaveCount(0);
  expect(guideChunks()).toEqual([expect.stringMatching(/\/guide-es-/)]);
});

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`the Spanish guides pass axe (WCAG 2.2 AA) at ${width} px`, async ({ page }) => {
    // Two pages audited, each after its figures show: up to a minute on a loaded machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of [
      ["/es/choose-act", guideEs.families.title],
      ["/es/choose-act/schools", guideEs.schools.title],
    ] as const) {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("#sources time")).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
