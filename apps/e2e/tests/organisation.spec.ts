import { SEEDED_PAGES } from "@choose/api/testing";
import { organisationMessages, uiMessages } from "@choose/schema";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectToast, textbox, useAdminToken, visit } from "./ui.ts";

/** The pages a new site starts with, at their addresses. */
const SEEDED = SEEDED_PAGES.map(({ slug, title }) => ({ path: `/${slug}`, title }));

async function asAdmin(page: Page, token: string, path: string) {
  await useAdminToken(page, token);
  await visit(page, path);
}

test("the seeded pages are served at their addresses with their own titles, and linked in the footer", {
  tag: "@smoke",
}, async ({ page }) => {
  for (const { path, title } of SEEDED) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
  }
  const footer = page.getByRole("navigation", { name: "About us" });
  for (const { path, title } of SEEDED) {
    await expect(footer.getByRole("link", { name: title })).toHaveAttribute("href", path);
  }
  await visit(page, "/contact");
  await expect(
    page.getByRole("form", { name: "Contact form" }).getByRole("link", { name: "our privacy policy" }),
  ).toHaveAttribute("href", "/privacy");
});

test("a new email in the back office shows on /, /contact and in the footer on the next page load", {
  tag: ["@smoke", "@site-settings"],
}, async ({ page, stack }) => {
  const before = await (await stack.adminRequest("GET", "/api/admin/organisation")).json();
  const email = stack.uniqueEmail("office");
  try {
    await asAdmin(page, await stack.adminToken(), "/admin/organisation");
    const form = page.getByRole("form", { name: "Organization details" });
    await textbox(form, "Email").fill(email);
    await form.getByRole("button", { name: "Save Details" }).click();
    await expectToast(page, uiMessages.organisationAdmin.saved);

    await visit(page, "/");
    await expect(
      page.getByRole("region", { name: "Get In Touch" }).getByRole("link", { name: email }),
    ).toHaveAttribute("href", `mailto:${email}`);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: email })).toBeVisible();
    await visit(page, "/contact");
    await expect(
      page.getByRole("list", { name: "How to reach us" }).getByRole("link", { name: email }),
    ).toBeVisible();
  } finally {
    // Other journeys expect the default address.
    await stack.adminRequest("PUT", "/api/admin/organisation", before);
  }
});

test("a page: created as a draft (404), published (served, in the footer), unpublished (404); route names refused", async ({
  page,
  stack,
}) => {
  const slug = stack.uniqueSlug("team");
  const title = stack.unique("Team");
  await asAdmin(page, await stack.adminToken(), "/admin/pages/new");
  const form = page.getByRole("form", { name: "Page editor" });
  await textbox(form, "Title").fill(title);
  await textbox(form, "Address").fill("blog");
  await textbox(form, "Description").fill("The people behind our work for schools and families.");
  await form.getByRole("button", { name: "HTML" }).click();
  await textbox(form, "Content").fill("<p>Our team and board, who serve Alabama's schools and families.</p>");
  await form.getByRole("button", { name: "Create Page" }).click();
  await expect(textbox(form, "Address")).toHaveAccessibleDescription(
    new RegExp(organisationMessages.slugReserved),
  );

  await textbox(form, "Address").fill(slug);
  await form.getByRole("button", { name: "Create Page" }).click();
  await expectToast(page, uiMessages.pagesAdmin.created);
  const row = page.getByRole("article", { name: title });
  await expect(row.getByText("Draft")).toBeVisible();

  await visit(page, `/${slug}`);
  await expect(page.getByRole("heading", { name: uiMessages.notFound })).toBeVisible();

  const setPublished = async (on: boolean) => {
    await visit(page, "/admin/pages");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const publish = page.getByRole("switch", { name: "Publish Page" });
    await expect(publish).toHaveAttribute("aria-checked", String(!on));
    await publish.click();
    await page.getByRole("button", { name: "Update Page" }).click();
    await expectToast(page, uiMessages.pagesAdmin.updated);
  };
  await setPublished(true);
  // Said apart from the page, so a failure tells the server's answer from the browser's rendering.
  expect((await page.request.get(`/api/pages/${slug}`)).status(), "the published page's API answer").toBe(
    200,
  );
  await visit(page, `/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "About us" }).getByRole("link", { name: title }),
  ).toBeVisible();

  await setPublished(false);
  await visit(page, `/${slug}`);
  await expect(page.getByRole("heading", { name: uiMessages.notFound })).toBeVisible();
});
