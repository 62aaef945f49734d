import { CHOOSE_ACT_OFFICIAL_URL } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import type { Page } from "@playwright/test";
import { expect, type Stack, test } from "./fixtures.ts";
import { axeViolations, select, textbox, visit, WIDTHS } from "./ui.ts";

/**
 * Issue 34, the finder of member schools: four applications in one city of this run's own, an
 * approved and consenting one (listed), an approved one that did not consent, a pending one that did,
 * and an approved, consenting high school that a filter tells apart from the first.
 */
async function fourSchools(stack: Stack) {
  const city = stack.unique("Finderville");
  // A ZIP code of this run's own for the high school (a number, to the router).
  const zipCode = `3${String(Date.now() % 10_000).padStart(4, "0")}`;
  const apply = async (name: string, overrides: Record<string, unknown>, approve: boolean) => {
    const schoolName = stack.unique(name);
    const { id } = await stack.submitApplication({
      ...validApplication,
      schoolName,
      city,
      administratorEmail: stack.uniqueEmail("finder"),
      ...overrides,
    });
    if (approve) {
      const response = await stack.adminRequest("PUT", `/api/applications/${id}`, { status: "approved" });
      expect(response.status()).toBe(200);
    }
    return schoolName;
  };
  return {
    city,
    zipCode,
    listed: await apply("Listed Academy", { listInDirectory: true }, true),
    noConsent: await apply("Unlisted Academy", {}, true),
    pending: await apply("Pending Academy", { listInDirectory: true }, false),
    highSchool: await apply(
      "Upper School",
      {
        listInDirectory: true,
        lowestGrade: "9th grade",
        highestGrade: "12th grade",
        schoolType: ["hybrid"],
        zipCode,
      },
      true,
    ),
  };
}

const schoolHeading = (page: Page, name: string) => page.getByRole("heading", { level: 3, name });

test("an approved, consenting school is in /schools and /es/schools; a non-consenting or pending one is not", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  const schools = await fourSchools(stack);
  const place = encodeURIComponent(schools.city);
  for (const path of ["/schools", "/es/schools"]) {
    await visit(page, `${path}?place=${place}`);
    await expect(schoolHeading(page, schools.listed)).toBeVisible();
    await expect(schoolHeading(page, schools.highSchool)).toBeVisible();
    await expect(page.getByText(schools.noConsent)).toHaveCount(0);
    await expect(page.getByText(schools.pending)).toHaveCount(0);
    // The framing names the state's official source; the page is the organisation's list, not the state's.
    await expect(page.locator(`a[href="${CHOOSE_ACT_OFFICIAL_URL}"]`)).toBeVisible();
  }
  await expect(
    page.getByText(/No es la lista estatal de escuelas que participan en la Ley CHOOSE/),
  ).toBeVisible();

  // The unfiltered page: in the sitemap with its Spanish twin, its schools as JSON-LD.
  await visit(page, "/schools");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"@type":"School"');
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    "href",
    /\/es\/schools$/,
  );
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/schools</loc>");
  expect(sitemap).toContain("/es/schools");

  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `/schools at ${width} px`).toEqual([]);
  }
  await visit(page, `/es/schools?place=${place}`);
  for (const width of Object.values(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `/es/schools at ${width} px`).toEqual([]);
  }
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the finder's GET form narrows the list, rendered by the server", { tag: "@smoke" }, async ({
    page,
    stack,
  }) => {
    const schools = await fourSchools(stack);
    await page.goto("/schools");
    const form = page.getByRole("form", { name: "Filter the schools" });
    await textbox(form, "City or ZIP code").fill(schools.city);
    await form.getByRole("button", { name: "Show schools" }).click();
    await expect(page).toHaveURL(/\/schools\?place=/);
    await expect(schoolHeading(page, schools.listed)).toBeVisible();
    await expect(schoolHeading(page, schools.highSchool)).toBeVisible();
    await expect(page.getByText(schools.pending)).toHaveCount(0);

    // The grade a child will enter: 10th grade leaves the high school alone.
    await select(page, "Grade your child will enter").selectOption("10th grade");
    await page.getByRole("button", { name: "Show schools" }).click();
    await expect(page).toHaveURL(/grade=10th\+grade/);
    await expect(schoolHeading(page, schools.highSchool)).toBeVisible();
    await expect(schoolHeading(page, schools.listed)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "1 school" })).toBeVisible();

    // A school type the listed one is, and the high school is not.
    await select(page, "Grade your child will enter").selectOption("");
    await select(page, "School type").selectOption("conventional");
    await page.getByRole("button", { name: "Show schools" }).click();
    await expect(schoolHeading(page, schools.listed)).toBeVisible();
    await expect(schoolHeading(page, schools.highSchool)).toHaveCount(0);

    // A ZIP code alone.
    await page.goto("/schools");
    await textbox(page, "City or ZIP code").fill(schools.zipCode);
    await page.getByRole("button", { name: "Show schools" }).click();
    await expect(schoolHeading(page, schools.highSchool)).toBeVisible();
    await expect(schoolHeading(page, schools.listed)).toHaveCount(0);

    // The same in Spanish.
    await page.goto(`/es/schools?place=${encodeURIComponent(schools.city)}&grade=10th+grade`);
    await expect(schoolHeading(page, schools.highSchool)).toBeVisible();
    await expect(schoolHeading(page, schools.listed)).toHaveCount(0);
    await expect(select(page, "Grado al que entrará su hijo")).toHaveValue("10th grade");
  });
});

test("on a CPU six times slower, a filter typed as soon as the page has loaded is kept and applied", async ({
  page,
  stack,
}) => {
  const schools = await fourSchools(stack);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  for (const path of ["/schools", "/es/schools"]) {
    await page.goto(path, { waitUntil: "load" });
    // Typed while the page's script may still be starting: hydration must not take it back.
    const form = page.locator('main form[method="get"]');
    const place = form.locator('input[name="place"]');
    await place.fill(schools.zipCode);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?(.*&)?place=${schools.zipCode}`), { timeout: 20_000 });
    await expect(schoolHeading(page, schools.highSchool)).toBeVisible({ timeout: 20_000 });
    await expect(schoolHeading(page, schools.listed)).toHaveCount(0);
    await expect(place).toHaveValue(schools.zipCode);
  }
});
