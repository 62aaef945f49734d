/**
 * The families' new pages by keyboard alone (issues 34 and 35): the header's search box, a result, the
 * events list, an event's registration form and its answer, reached with Tab and used with Enter; focus
 * goes to the answer when it comes.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { WIDTHS, waitForApp } from "./ui.ts";

/** Presses Tab until `target` has the focus (at most `limit` times): it is reachable in the tab order. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached with Tab within ${limit} presses`).toBeFocused();
}

test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

test("an event is found from the list and registered for by keyboard; the answer takes the focus", async ({
  page,
  stack,
}) => {
  const start = Date.now() + 15 * 86_400_000;
  const title = stack.unique("Keyboard workshop");
  const event = await stack.createEvent({
    title,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3_600_000).toISOString(),
    location: "Library, Huntsville",
    capacity: 5,
    language: "en",
    published: true,
  });
  await page.goto("/events");
  await waitForApp(page);
  await tabTo(page, page.locator(`a[href="/events/${event.slug}"]`).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  const form = page.getByRole("form", { name: "Event registration" });
  await tabTo(page, form.getByRole("textbox", { name: "Full Name" }));
  await page.keyboard.type("Kim Keyboard");
  await page.keyboard.press("Tab");
  await expect(form.getByRole("textbox", { name: "Email" })).toBeFocused();
  await page.keyboard.type(stack.uniqueEmail("keyboard"));
  await page.keyboard.press("Enter");
  const answer = page.getByRole("heading", { name: "You are registered" });
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
});

test("the header's search box is reached by Tab, Enter searches, and a result opens by keyboard", async ({
  page,
}) => {
  await page.goto("/");
  await waitForApp(page);
  const box = page.getByRole("searchbox", { name: "Search the site" }).first();
  await tabTo(page, box);
  await page.keyboard.type("tutoring");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=tutoring$/);
  // "tutoring" is in the CHOOSE Act guide's section on what an account pays for.
  const first = page.getByRole("main").locator("ol a[href]").first();
  await expect(first).toHaveAttribute("href", "/choose-act#uses");
  await tabTo(page, first);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/choose-act#uses$/);
});
