import type { Browser, Page } from "@playwright/test";
import { expect, type Stack, test } from "./fixtures.ts";
import { axeViolations, expectToast, loginThroughUi, select, textbox, visit, WIDTHS } from "./ui.ts";

/** A word no dictionary has, so only what the test wrote matches it: letters only, like a real word. */
function madeUpWord(stack: Stack, prefix: string): string {
  const digits = stack.uniqueSlug("").replaceAll("-", "");
  return prefix + [...digits].map((char) => String.fromCharCode(97 + (parseInt(char, 36) % 26))).join("");
}

/** A one-page PDF, made here: no file is kept in the repository for it. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  for (const [index, object] of objects.entries()) body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  return Buffer.from(`${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, "latin1");
}

/** Searches from the header's box of the page in view (the mobile menu holds it on a phone). */
async function searchFromHeader(page: Page, words: string) {
  const box = page.getByRole("searchbox", { name: /Search the site|Buscar en el sitio/ }).first();
  await box.fill(words);
  await box.press("Enter");
  await page.waitForURL(/\/search\?q=/);
}

async function expectAxeClean(page: Page) {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
}

async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test("a PDF resource is listed and downloaded as an attachment; the search finds a post's body, a Spanish page and a resource, with and without script", {
  tag: "@smoke",
}, async ({ page, stack, browser, baseURL }) => {
  // One journey through the back office, two languages, script on and off, and eight axe runs.
  test.setTimeout(150_000);
  const bodyWord = madeUpWord(stack, "quill");
  const resourceWord = madeUpWord(stack, "ledger");
  const resourceTitle = `Enrollment ${resourceWord} checklist`;

  // The back office: an editor's resource, a PDF, published.
  await loginThroughUi(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await visit(page, "/admin/resources");
  await textbox(page, "Title").fill(resourceTitle);
  await textbox(page, "Description (optional)").fill("What a family brings to enroll.");
  await select(page, "Category").selectOption("checklist");
  await page.getByLabel(/^Document/).setInputFiles({
    name: "Enrollment checklist.pdf",
    mimeType: "application/pdf",
    buffer: onePagePdf("Enrollment checklist"),
  });
  await page.getByLabel("Published (listed on the website)").check();
  await page.getByRole("button", { name: "Save resource" }).click();
  await expectToast(page, "Resource saved");
  await expect(page.getByRole("heading", { name: resourceTitle })).toBeVisible();

  // The public list: its type and size, and a download that is an attachment.
  await visit(page, "/resources");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: resourceTitle }) });
  await expect(card).toContainText(/PDF, \d+ KB/);
  const link = card.getByRole("link", { name: "Download" });
  const href = await link.getAttribute("href");
  const file = await page.request.get(href ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="Enrollment-checklist\.pdf"/);
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("Enrollment-checklist.pdf");
  await expectAxeClean(page);

  // A post with the word in its body only, and a Spanish page about "elegibilidad".
  const post = await stack.publishedPost("Search news", {
    content: `<p>Families wrote to us about the ${bodyWord} of their applications this spring.</p>`,
  });
  const pageSlug = stack.uniqueSlug("requisitos");
  const created = await page.request.post("/api/admin/pages", {
    headers: { "x-admin-token": await stack.adminToken() },
    data: {
      title: stack.unique("Requisitos"),
      slug: pageSlug,
      description: "Quién puede tener una cuenta de la Ley CHOOSE.",
      content: `<p>La elegibilidad de cada familia la decide el estado (${bodyWord}).</p>`,
      published: true,
      language: "es",
    },
  });
  expect(created.status()).toBe(201);

  // With script: the header's box, then the results in each language.
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await visit(page, "/blog");
  await searchFromHeader(page, bodyWord);
  const results = page.getByRole("list").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(results.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
  await expect(results.locator("mark").first()).toHaveText(bodyWord);
  await expectAxeClean(page);

  await visit(page, `/es/search?q=${encodeURIComponent(`elegibilidad ${bodyWord}`)}`);
  await expect(page.getByRole("main").getByRole("link", { name: /Requisitos/ })).toHaveAttribute(
    "href",
    `/es/${pageSlug}`,
  );
  await expect(page.locator("mark").first()).toHaveText(/elegibilidad/i);
  await expectAxeClean(page);

  // Without script: the same GET form and the server's answers.
  const noScript = await noScriptPage(browser, baseURL);
  try {
    const plain = noScript.page;
    const answer = await plain.goto("/resources");
    expect(answer?.status()).toBe(200);
    await expect(plain.getByRole("heading", { name: resourceTitle })).toBeVisible();
    await plain.goto("/search");
    await plain.getByRole("searchbox", { name: "Search for" }).fill(resourceTitle.toLowerCase());
    await plain.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(plain).toHaveURL(/\/search\?q=enrollment/);
    await expect(plain.getByRole("main").getByRole("link", { name: resourceTitle })).toBeVisible();
    const spanish = await plain.goto(`/es/search?q=${encodeURIComponent(`ELEGIBILIDAD ${bodyWord}`)}`);
    expect(spanish?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(plain.getByRole("main").getByRole("link", { name: /Requisitos/ })).toBeVisible();
    await expect(plain.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await plain.goto(`/search?q=${bodyWord}`);
    await expect(plain.getByRole("main").getByRole("link", { name: post.title })).toBeVisible();
  } finally {
    await noScript.close();
  }

  await visit(page, "/es/resources");
  await expectAxeClean(page);
});
