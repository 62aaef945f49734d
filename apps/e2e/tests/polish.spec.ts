import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { uiMessages } from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";
import { expect, test } from "./fixtures.ts";
import { axeViolations, SCREEN_HEIGHT, textbox, visit, WIDTHS } from "./ui.ts";

for (const width of [WIDTHS.mobile, 1366]) {
  test.describe(`news cards at ${width} px`, () => {
    test.use({ viewport: { width, height: SCREEN_HEIGHT } });

    test("an excerpt shows three lines at most, even beside a taller card", async ({ page, stack }) => {
      const long = "Families and schools ask how the accounts work, who may apply, and what to send. ";
      await stack.publishedPost("Long title", {
        title:
          "A title long enough to wrap over many lines of its card, making it the tallest card of its row in the news grid",
        excerpt: "A short excerpt, one line.",
      });
      await stack.publishedPost("Long excerpt", { excerpt: long.repeat(5).trim() });
      await visit(page, "/blog");
      const excerpts = page.locator("article p.line-clamp-3");
      await expect(excerpts.first()).toBeVisible();
      const boxes = await excerpts.evaluateAll((elements) =>
        elements.map((element) => ({
          height: element.getBoundingClientRect().height,
          line: Number.parseFloat(getComputedStyle(element).lineHeight),
        })),
      );
      for (const { height, line } of boxes) expect(height).toBeLessThanOrEqual(3 * line + 1);
    });
  });
}

test.describe("the header on one line", () => {
  test("from 390 to 1536 px, in both languages: nothing overflows and no link or control takes two lines", async ({
    page,
  }) => {
    for (const path of ["/", "/es", "/blog", "/es/blog"]) {
      await visit(page, path);
      for (const width of [WIDTHS.mobile, 768, 1024, 1180, WIDTHS.desktop, WIDTHS.wide, 1536]) {
        await page.setViewportSize({ width, height: SCREEN_HEIGHT });
        const row = await page.locator("header > div").evaluate((element) => ({
          overflow: element.scrollWidth - element.clientWidth,
          // The organisation's name may take two lines on a phone; the links and controls may not.
          broken: [...element.querySelectorAll("nav a, search, a[hreflang], button")]
            .filter(
              (control) => control.getClientRects().length > 1 || control.getBoundingClientRect().height > 44,
            )
            .map((control) => control.textContent),
        }));
        expect(row, `${path} at ${width} px`).toEqual({ overflow: 0, broken: [] });
      }
    }
  });
});

test("the page's entry script imports a few KB before the first frame, not the start-up chunk", async () => {
  // What the browser must fetch before main.tsx runs (and so before its wait for the first frame): the
  // entry's static imports, followed through the built files. Its dynamic imports come after the frame.
  const assets = new URL("../../web/dist/assets/", import.meta.url);
  const html = await readFile(new URL("../index.html", assets), "utf8");
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1] ?? "";
  const staticImports = /(?:^|[;}])\s*import\s*(?:[\w$\s{},*]*?from\s*)?["']\.\/([^"']+\.js)["']/g;
  const before = new Map<string, number>();
  for (const queue = [entry]; queue.length > 0; ) {
    const file = queue.pop() ?? "";
    if (before.has(file)) continue;
    const code = await readFile(new URL(file, assets), "utf8");
    before.set(file, gzipSync(code).length);
    for (const [, imported] of code.matchAll(staticImports)) if (imported) queue.push(imported);
  }
  const files = [...before.keys()];
  expect(files, files.join(", ")).toContain(entry);
  expect(files.filter((file) => file.startsWith("startup-"))).toEqual([]);
  expect([...before.values()].reduce((sum, size) => sum + size, 0)).toBeLessThan(5_000);
});

test.describe("application form buttons at 390 px", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: SCREEN_HEIGHT } });

  test("Tab meets Submit then Reset, as they stand; Reset asks first, Escape keeps the answers", async ({
    page,
  }) => {
    await visit(page, "/application");
    const schoolName = textbox(page, "School Name");
    await schoolName.fill("Grace Christian Academy");
    const submit = page.getByRole("button", { name: "Submit Application" });
    const reset = page.getByRole("button", { name: "Reset Form" });
    const [submitBox, resetBox] = [await submit.boundingBox(), await reset.boundingBox()];
    expect(submitBox && resetBox && submitBox.y < resetBox.y).toBe(true);
    await submit.focus();
    await page.keyboard.press("Tab");
    await expect(reset).toBeFocused();

    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Clear the whole form?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Keep My Answers" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(reset).toBeFocused();
    await expect(schoolName).toHaveValue("Grace Christian Academy");

    await reset.click();
    await dialog.getByRole("button", { name: "Clear Form" }).click();
    await expect(schoolName).toHaveValue("");
  });
});

test.describe("contact at 390 px", () => {
  test.use({ viewport: { width: WIDTHS.mobile, height: SCREEN_HEIGHT } });

  test("after sending, Message Sent! stands below the sticky header with focus on its heading", async ({
    page,
    stack,
  }) => {
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await textbox(form, "Full Name").fill(validContact.name);
    await textbox(form, "Email").fill(stack.uniqueEmail("polish"));
    await textbox(form, "Message").fill(validContact.message);
    await form.getByRole("button", { name: "Send Message" }).click();
    const heading = page.getByRole("heading", { name: uiMessages.contact.successTitle });
    await expect(heading).toBeFocused();
    // The smooth scroll has landed when the page stops moving.
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(100);
        return before === (await page.evaluate(() => window.scrollY));
      })
      .toBe(true);
    const header = await page.getByRole("banner").boundingBox();
    const icon = await heading.locator("xpath=preceding-sibling::*[1]").boundingBox();
    expect(header && icon && icon.y >= header.y + header.height).toBe(true);
  });
});

test("missing files are 404s, not the page; the icons and no development worker ship", async ({
  page,
  request,
}) => {
  for (const path of ["/assets/index-0ld.js", "/assets/gone.css", "/mockServiceWorker.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).not.toContain("text/html");
  }
  const icons: [string, string][] = [
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon-32.png", "image/png"],
    ["/apple-touch-icon.png", "image/png"],
    // Asked for by crawlers and older browsers whatever the page says.
    ["/favicon.ico", "image/x-icon"],
  ];
  for (const [path, type] of icons) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
  await visit(page, "/");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});
