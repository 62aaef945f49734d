import { defaultSiteConfig, uiMessages } from "@choose/schema";
import { expect, test } from "./fixtures.ts";
import { expectSectionUnderHeader, expectToast, newsletterForm, SCREEN_HEIGHT, visit, WIDTHS } from "./ui.ts";

/** Spec 1 and 2: what the landing page must carry. */
const SERVICE_AREAS = ["Education & Training", "Technical Assistance", "Family Outreach", "Advocacy"];
const PARTNER_KINDS = ["School Associations", "Churches", "EdTech Providers", "Policymakers"];
const SOCIAL = ["Facebook", "Twitter", "LinkedIn", "Instagram"];
const SECTIONS = [
  { id: "mission", nav: "Mission" },
  { id: "what-we-do", nav: "What We Do" },
  { id: "partners", nav: "Partners" },
  { id: "contact", nav: "Contact" },
] as const;

test.describe("landing page", () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: SCREEN_HEIGHT } });

  test("loads no validation library until a form is used", async ({ page }) => {
    // zod is a large share of the JavaScript; the forms load it on their first focus, so it must not
    // come with the start-up chunk (route definitions are in it) and lengthen hydration.
    const scripts: Promise<{ url: string; zod: boolean }>[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js"))
        scripts.push(
          response.text().then((body) => ({ url: response.url(), zod: body.includes("ZodObject") })),
        );
    });
    const withZod = async () =>
      (await Promise.all(scripts)).filter((script) => script.zod).map(({ url }) => url);
    await visit(page, "/");
    expect(scripts.length).toBeGreaterThan(0);
    expect(await withZod()).toEqual([]);
    // The control: the contact form does load it, on its first focus.
    await visit(page, "/contact");
    await page.getByRole("textbox").first().focus();
    await expect.poll(async () => (await withZod()).length).toBeGreaterThan(0);
  });

  test("shows every section of the spec", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(defaultSiteConfig.tagline);
    for (const name of ["Learn Our Mission", "Our Services"]) {
      await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("form", { name: "Newsletter sign-up" })).toBeVisible();
    for (const { id } of SECTIONS) await expect(page.locator(`section#${id}`)).toBeAttached();
    const services = page.locator("section#what-we-do");
    for (const area of SERVICE_AREAS)
      await expect(services.getByRole("heading", { name: area })).toBeVisible();
    const partners = page.locator("section#partners");
    for (const kind of PARTNER_KINDS)
      await expect(partners.getByRole("heading", { name: kind })).toBeVisible();
    const contact = page.locator("section#contact");
    await expect(contact.getByRole("link", { name: "Send Us a Message" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(contact.locator(`a[href="mailto:${defaultSiteConfig.infoEmail}"]`)).toBeVisible();
    for (const name of SOCIAL) await expect(contact.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("© 2025");
  });

  for (const { id, nav } of SECTIONS) {
    test(`header link "${nav}" scrolls smoothly to #${id}, 80 px under the sticky header`, async ({
      page,
    }) => {
      await visit(page, "/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: nav, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectSectionUnderHeader(page, id);
    });
  }

  test("scrolling is smooth (it passes through intermediate positions)", async ({ page }) => {
    await visit(page, "/");
    await page.evaluate(() => {
      const positions: number[] = [];
      Reflect.set(window, "__scrollPositions", positions);
      window.addEventListener("scroll", () => positions.push(window.scrollY));
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Partners" }).click();
    await expectSectionUnderHeader(page, "partners");
    const positions = await page.evaluate(() => Reflect.get(window, "__scrollPositions"));
    // An instant jump fires one scroll event, at its end; a smooth scroll passes at least one position on
    // the way (a loaded machine drops frames, so more is not counted on: it once saw only one).
    expect(Array.isArray(positions) && new Set(positions).size).toBeGreaterThan(1);
  });

  test("hero buttons scroll to the mission and the services", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Learn Our Mission" }).click();
    await expectSectionUnderHeader(page, "mission");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "Our Services" }).click();
    await expectSectionUnderHeader(page, "what-we-do");
  });

  test("arriving from another page lands on the section (/blog → Mission)", async ({ page }) => {
    await visit(page, "/blog");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mission" }).click();
    await expect(page).toHaveURL(/\/#mission$/);
    await expectSectionUnderHeader(page, "mission");
  });

  test("newsletter: success clears the fields, and the same email again is welcomed too", async ({
    page,
    stack,
  }) => {
    const email = stack.uniqueEmail("reader");
    await visit(page, "/");
    const { name, email: address, subscribe } = newsletterForm(page);

    await expect(subscribe).toBeDisabled();
    await address.fill(email);
    await name.fill(" J ");
    await expect(subscribe, "a trimmed name of one character is too short").toBeDisabled();
    for (const attempt of ["first", "repeat"]) {
      await name.fill(`Reader ${attempt}`);
      await address.fill(email);
      await subscribe.click();
      await expectToast(page, uiMessages.newsletter.successTitle, uiMessages.newsletter.successBody);
      await expect(name).toHaveValue("");
      await expect(address).toHaveValue("");
      await expect(subscribe).toBeDisabled();
    }
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: SCREEN_HEIGHT } });

  test("opens, closes after a section choice, and after a page choice", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText([
      "Mission",
      "What We Do",
      "Partners",
      "CHOOSE Act",
      "News",
      "Contact",
      "Application",
    ]);
    await menu.getByRole("link", { name: "Partners" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expectSectionUnderHeader(page, "partners");

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "News & Updates" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("closes with Escape", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});
