import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
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
