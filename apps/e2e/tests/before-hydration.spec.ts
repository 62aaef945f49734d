import type { Locator, Page } from "@playwright/test";
import { expect, type Stack, test } from "./fixtures.ts";
import { SCREEN_HEIGHT, textbox, WIDTHS, waitForApp } from "./ui.ts";

/**
 * The prerendered pages before their JavaScript runs: every script of the app is held back until
 * `release()`, so what the page does meanwhile comes from its HTML and the browser alone.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a path without waiting for its (held) module scripts, which delay DOMContentLoaded. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** True once React has hydrated the control (it carries React's fiber). */
const hydrated = (control: Locator) =>
  control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

const menuButton = (page: Page) => page.getByRole("button", { name: /(Open|Close) menu/ });
const mobileMenu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

test.describe("before hydration", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: SCREEN_HEIGHT }, hasTouch: true });

  test("the application form's State already reads AL", async ({ page }) => {
    const release = await holdScripts(page);
    await open(page, "/application");
    const state = textbox(page, "State");
    await expect(state).toHaveValue("AL");
    expect(await hydrated(state)).toBe(false);

    release();
    await waitForApp(page);
    await expect(state).toHaveValue("AL");
  });

  test("the mobile menu opens on the first tap, closes on Escape and a tap outside, and its links work", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await open(page, "/");
    await expect(mobileMenu(page)).toBeHidden();

    await menuButton(page).tap();
    await expect(mobileMenu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).tap();
    await expect(mobileMenu(page)).toBeVisible();
    await page.touchscreen.tap(WIDTHS.mobile / 2, SCREEN_HEIGHT - 100);
    await expect(mobileMenu(page)).toBeHidden();
    expect(await hydrated(menuButton(page))).toBe(false);

    // Real links: a choice loads the page even with no script running.
    await menuButton(page).tap();
    await mobileMenu(page).getByRole("link", { name: "Application" }).tap();
    await expect(page).toHaveURL(/\/application$/);
    await expect(page.getByRole("heading", { level: 1, name: "School Application" })).toBeVisible();
    release();
  });

  test("a menu opened before hydration stays open through it, and React takes over its state", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await open(page, "/blog");
    await menuButton(page).tap();
    await expect(mobileMenu(page)).toBeVisible();

    release();
    await waitForApp(page);
    await expect(mobileMenu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await page.touchscreen.tap(WIDTHS.mobile / 2, SCREEN_HEIGHT - 100);
    await expect(mobileMenu(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  // The public forms' text fields, typed into before the script runs: hydration must keep every word.
  const TYPED: { path: string | ((stack: Stack) => Promise<string>); fields: Record<string, string> }[] = [
    {
      path: "/contact",
      fields: { name: "Typed Early", email: "early@example.org", message: "Typed before the script ran." },
    },
    { path: "/", fields: { name: "Early Reader", email: "reader@example.org" } },
    {
      path: "/application",
      fields: { schoolName: "Early Academy", administratorEmail: "admin@example.org" },
    },
    {
      path: async (stack) => {
        const start = Date.now() + 20 * 86_400_000;
        const event = await stack.createEvent({
          title: stack.unique("Early workshop"),
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + 3_600_000).toISOString(),
          location: "Library, Mobile",
          capacity: 5,
          language: "en",
          published: true,
        });
        return `/events/${event.slug}`;
      },
      fields: { name: "Early Parent", email: "parent@example.org" },
    },
  ];
  for (const { path, fields } of TYPED) {
    test(`what is typed into ${typeof path === "string" ? path : "an event's page"} before hydration stays through it`, async ({
      page,
      stack,
    }) => {
      const address = typeof path === "string" ? path : await path(stack);
      const release = await holdScripts(page);
      // A hydration mismatch is reported as a page error, and React then renders the page anew.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(String(error)));
      await open(page, address);
      // The form holding every one of the fields (the footer's sign-up shares "name" and "email").
      const form = Object.keys(fields).reduce(
        (forms, name) => forms.filter({ has: page.locator(`[name="${name}"]`) }),
        page.locator('form[method="post"]'),
      );
      for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
      release();
      await waitForApp(page);
      for (const [name, value] of Object.entries(fields)) {
        const control = form.locator(`[name="${name}"]`);
        await expect.poll(() => hydrated(control)).toBe(true);
        await expect(control, name).toHaveValue(value);
      }
      expect(errors).toEqual([]);
    });
  }

  test("a tap while the page hydrates is not lost", async ({ page }) => {
    const release = await holdScripts(page);
    await open(page, "/blog");
    release();
    // Right after the scripts are let through, while they load, run and hydrate.
    await menuButton(page).tap();
    await waitForApp(page);
    await expect(mobileMenu(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});
