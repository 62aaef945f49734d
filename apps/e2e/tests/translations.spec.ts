import { uiMessages } from "@choose/schema";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  axeViolations,
  expectToast,
  SCREEN_HEIGHT,
  select,
  textbox,
  useAdminToken,
  visit,
  WIDTHS,
} from "./ui.ts";

/** A page's hreflang alternate for `language`, as a path. */
async function alternatePath(page: Page, language: string): Promise<string> {
  const href = await page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
  return href ? new URL(href).pathname : "";
}

/** axe at the phone's and the desktop's width, with the pair panel in view. */
async function expectAxeClean(page: Page) {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: SCREEN_HEIGHT });
    await expect(page.getByRole("region", { name: "Languages" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
}

test("a post and its Spanish version: written from the editor's pair panel, linked both ways by hreflang and the language switch", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  // Two editors, axe four times and four public pages: a long journey on a busy machine.
  test.slow();
  const english = await stack.publishedPost("Spring news");
  const spanishTitle = stack.unique("Noticias de primavera");
  const spanishSlug = stack.uniqueSlug("noticias");
  let spanishId: string | undefined;
  try {
    await useAdminToken(page, await stack.adminToken());
    await visit(page, `/admin/editor/${english.id}`);
    const panel = page.getByRole("region", { name: "Languages" });
    await expect(panel).toContainText("Missing: this post has no Spanish version.");
    await expectAxeClean(page);

    await panel.getByRole("link", { name: "Create the Spanish version" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Create New Post" })).toBeVisible();
    await expect(panel).toContainText(english.title);
    const form = page.getByRole("form", { name: "Post editor" });
    await expect(select(form, "Written In")).toHaveValue("es");
    await textbox(form, "Title").fill(spanishTitle);
    await textbox(form, "Slug").fill(spanishSlug);
    await textbox(form, "Excerpt").fill("Lo que cambió esta primavera para las familias de Alabama.");
    await form.getByRole("button", { name: "HTML" }).click();
    await textbox(form, "Content").fill(
      "<p>Esta primavera trajo cambios para las familias que usan cuentas de ahorro para la educación.</p>",
    );
    await form.getByRole("switch", { name: "Publish Post" }).click();
    await form.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, uiMessages.blogAdmin.created);

    // Linked both ways: the English post's editor shows its Spanish version, which links back.
    await visit(page, `/admin/editor/${english.id}`);
    await expect(panel.getByTestId("counterpart")).toContainText(spanishTitle);
    await expect(panel.getByTestId("counterpart")).toContainText("Published");
    await expectAxeClean(page);
    await panel.getByRole("link", { name: "Edit the Spanish version" }).click();
    await expect(textbox(form, "Title")).toHaveValue(spanishTitle);
    spanishId = new URL(page.url()).pathname.split("/").at(-1);
    await expect(panel.getByTestId("counterpart")).toContainText(english.title);

    // The public site: each version names the other's own address, and the switch goes there.
    await visit(page, `/blog/${english.slug}`);
    expect(await alternatePath(page, "es")).toBe(`/es/blog/${spanishSlug}`);
    expect(await alternatePath(page, "en")).toBe(`/blog/${english.slug}`);
    await page.getByRole("banner").getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL(new RegExp(`/es/blog/${spanishSlug}$`));
    await expect(page.getByRole("heading", { level: 1, name: spanishTitle })).toBeVisible();
    expect(await alternatePath(page, "en")).toBe(`/blog/${english.slug}`);
    expect(await alternatePath(page, "es")).toBe(`/es/blog/${spanishSlug}`);
    await expect(page.getByRole("banner").locator("a[hreflang='en']")).toHaveAttribute(
      "href",
      `/blog/${english.slug}`,
    );

    // The English post's address under /es leads to its Spanish version; /es/blog lists that one only.
    await visit(page, `/es/blog/${english.slug}`);
    await expect(page).toHaveURL(new RegExp(`/es/blog/${spanishSlug}$`));
    await visit(page, "/es/blog");
    await expect(page.getByRole("heading", { level: 2, name: spanishTitle })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: english.title })).toHaveCount(0);
  } finally {
    if (spanishId) await stack.adminRequest("DELETE", `/api/blog/${spanishId}`);
    await stack.adminRequest("DELETE", `/api/blog/${english.id}`);
  }
});

test("the seeded pages have Spanish versions: /es/about leads to /es/sobre-nosotros, and the footer lists the Spanish titles", {
  tag: "@smoke",
}, async ({ page }) => {
  await visit(page, "/es/about");
  await expect(page).toHaveURL(/\/es\/sobre-nosotros$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sobre nosotros" })).toBeVisible();
  expect(await alternatePath(page, "en")).toBe("/about");
  const footer = page.getByRole("contentinfo");
  for (const title of ["Sobre nosotros", "Donar", "Política de privacidad", "Declaración de accesibilidad"])
    await expect(footer.getByRole("link", { name: title })).toBeVisible();
  await expect(footer.getByRole("link", { name: "About Us" })).toHaveCount(0);
});
