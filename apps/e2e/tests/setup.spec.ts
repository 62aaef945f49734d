import { SEEDED_PAGES } from "@choose/api/testing";
import { type AdminPage, type OrganisationProfile, type PageInput, uiMessages } from "@choose/schema";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations, expectToast, textbox, useAdminToken, visit } from "./ui.ts";

const texts = uiMessages.setup;
const ABOUT = SEEDED_PAGES[0];

/** A checklist item, by its name ("Organization details and logo: To do"). */
const item = (checklist: Locator, key: "organisation" | "about") =>
  checklist.getByRole("listitem").filter({ hasText: texts.items[key].title });

async function expectItem(page: Page, key: "organisation" | "about", state: "Done" | "To do") {
  const checklist = page.getByRole("list", { name: "Setup checklist" });
  await expect(item(checklist, key)).toContainText(`${texts.items[key].title}: ${state}`);
}

// The stack is shared: the journey asserts only the items it changes itself, from a state it sets
// (a profile without a logo, About as seeded), and puts the profile and the About page back at the end.
test("the setup checklist shows open items; saving the profile and the About page ticks them", {
  tag: ["@smoke", "@site-settings"],
}, async ({ page, stack }) => {
  test.slow();
  const before: OrganisationProfile = await (
    await stack.adminRequest("GET", "/api/admin/organisation")
  ).json();
  const pages: AdminPage[] = await (await stack.adminRequest("GET", "/api/admin/pages")).json();
  const about = pages.find((row) => row.slug === ABOUT.slug);
  if (!about) throw new Error("the seeded About page is missing");
  // What the editor would send, its link to the Spanish version left as it is.
  const aboutInput = (content: string): PageInput => ({
    title: about.title,
    slug: about.slug,
    description: about.description,
    content,
    published: about.published,
    order: about.order,
    showInHeader: about.showInHeader,
    showInFooter: about.showInFooter,
    language: about.language,
  });
  const saveAbout = (content: string) =>
    stack.adminRequest("PUT", `/api/admin/pages/${about.id}`, aboutInput(content));
  try {
    await stack.adminRequest("PUT", "/api/admin/organisation", { ...before, logoUrl: "" });
    expect((await saveAbout(ABOUT.content)).status()).toBe(200);
    const logo = await stack.uploadImage("Our logo");

    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: texts.title })).toBeVisible();
    await expectItem(page, "organisation", "To do");
    await expectItem(page, "about", "To do");
    expect(await axeViolations(page)).toEqual([]);

    // The organisation's details and logo, through the item's own link.
    await item(page.getByRole("list", { name: "Setup checklist" }), "organisation")
      .getByRole("link", { name: texts.items.organisation.action })
      .click();
    const form = page.getByRole("form", { name: "Organization details" });
    await textbox(form, "Short description").fill("Parents and teachers helping Birmingham's schools.");
    await textbox(form, "Logo image").fill(logo.url);
    await form.getByRole("button", { name: "Save Details" }).click();
    await expectToast(page, uiMessages.organisationAdmin.saved);

    // The About page, written.
    await visit(page, "/admin/pages");
    await page.getByRole("link", { name: `Edit ${ABOUT.title}` }).click();
    const editor = page.getByRole("form", { name: "Page editor" });
    await editor.getByRole("button", { name: "HTML" }).click();
    await textbox(editor, "Content").fill(
      `<p>${stack.unique("We are parents and teachers")} from Birmingham, working with the schools of our city.</p>`,
    );
    await editor.getByRole("button", { name: "Update Page" }).click();
    await expectToast(page, uiMessages.pagesAdmin.updated);

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Posts" }).click();
    await expectItem(page, "organisation", "Done");
    await expectItem(page, "about", "Done");
    // The header names the organisation, with its logo.
    await expect(
      page.getByRole("banner").getByRole("link", { name: `${before.name} back office` }),
    ).toBeVisible();
  } finally {
    await stack.adminRequest("PUT", "/api/admin/organisation", before);
    await saveAbout(about.content);
  }
});

test("the dashboard with its checklist and the grouped navigation are axe clean on a phone (behind the Menu button) and on a desktop", async ({
  page,
  stack,
}) => {
  await useAdminToken(page, await stack.adminToken());
  await page.setViewportSize({ width: 390, height: 900 });
  // The dashboard: the checklist and the navigation together.
  await visit(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: texts.title })).toBeVisible();
  expect(await axeViolations(page), "the dashboard at 390 px").toEqual([]);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(nav).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Posts" })).toBeFocused();
  await expect(nav.getByRole("link", { name: "Posts" })).toHaveAttribute("aria-current", "page");
  expect(await axeViolations(page), "the open menu at 390 px").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(menu).toBeHidden();
  await expect(
    nav.getByRole("list", { name: "People" }).getByRole("link", { name: "Messages" }),
  ).toBeVisible();
  expect(await axeViolations(page), "the dashboard and its navigation at 1366 px").toEqual([]);
});
