import { uiMessages } from "@choose/schema";
import { validPostCreate } from "@choose/schema/fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { visit } from "./ui.ts";

/** Spec 9: "MMMM d, yyyy" (e.g. "March 4, 2026"), in the browser's time zone like the page. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(new Date(iso));

function postCard(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
}

test("blog list shows published posts as cards; a card opens the post", async ({ page, stack }) => {
  const first = await stack.publishedPost("Spring workshop");
  const second = await stack.publishedPost("Family guide", {
    // Nothing answers there (offline it fails at once): the card keeps its 16:9 box.
    featuredImage: "https://e2e-images.example.org/featured.jpg",
  });
  const draft = await stack.createPost({
    ...validPostCreate,
    title: stack.unique("Unpublished draft"),
    published: false,
  });

  await visit(page, "/blog");
  await expect(page.getByRole("heading", { level: 1, name: "News & Updates" })).toBeVisible();
  for (const post of [first, second]) {
    const card = postCard(page, post.title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(longDate(post.createdAt));
    await expect(card).toContainText(post.authorName);
    await expect(card).toContainText(post.excerpt);
    await expect(card).toContainText("Read More");
    await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
  }
  await expect(page.getByRole("heading", { name: draft.title })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "News" }).first()).toHaveAttribute("aria-current", "page");

  // "Read More" sits under the card's stretched title link: a click there lands on the link.
  await postCard(page, first.title).getByText("Read More").click({ force: true });
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await expect(page.getByText(first.excerpt)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What changed" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Gather documents" })).toBeVisible();
  await expect(page.getByText(`Published by ${first.authorName}`)).toBeVisible();
  await expect(page.getByText(`Last updated ${longDate(first.updatedAt)}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Have Questions? Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact");
  await page.getByRole("link", { name: "View All Posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(postCard(page, second.title)).toBeVisible();
});

test("an unknown slug (or a draft's) shows Post Not Found with a way back", async ({ page, stack }) => {
  const draft = await stack.createPost({
    ...validPostCreate,
    title: stack.unique("Hidden draft"),
    slug: stack.uniqueSlug("hidden-draft"),
    published: false,
  });
  for (const slug of ["no-such-post", draft.slug]) {
    await visit(page, `/blog/${slug}`);
    await expect(page.getByRole("heading", { name: uiMessages.blogDetail.notFoundTitle })).toBeVisible();
    await expect(page.getByText(uiMessages.blogDetail.notFoundBody)).toBeVisible();
  }
  await page.getByRole("alert").getByRole("link").click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("stored XSS probe: script and event-handler payloads in a post never run", async ({ page, stack }) => {
  // https images elsewhere survive sanitizing; this name does not resolve, so a kept onerror would fire.
  const payload = [
    "<p>Harmless paragraph that carries a few hostile payloads below for the probe.</p>",
    "<script>window.__xss = 'script'; alert('script')</script>",
    `<img src="https://e2e-images.example.org/missing.png" alt="probe" onerror="window.__xss = 'onerror'; alert('onerror')">`,
    `<p onmouseover="window.__xss = 'mouseover'">Hover me</p>`,
    `<a href="javascript:window.__xss = 'href'; alert('href')">Click me</a>`,
    `<svg><script>window.__xss = 'svg'</script></svg>`,
    `<iframe src="javascript:parent.__xss = 'iframe'"></iframe>`,
  ].join("");
  const post = await stack.publishedPost("XSS probe", { content: payload });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await visit(page, `/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  const content = page.getByText("Harmless paragraph");
  await expect(content).toBeVisible();
  await page.getByText("Hover me").hover();
  const link = page.getByRole("link", { name: "Click me" });
  if ((await link.count()) > 0) await link.click();
  // Give a late image error time to fire.
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => Reflect.get(window, "__xss"))).toBeUndefined();
  const leftovers = await page.evaluate(() => {
    const root = document.querySelector("article") ?? document.body;
    const handlers = [...root.querySelectorAll("*")].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith("on")),
    );
    const scripts = root.querySelectorAll("script, iframe").length;
    const jsLinks = [...root.querySelectorAll("a")].filter((a) => a.href.startsWith("javascript:")).length;
    return { handlers, scripts, jsLinks };
  });
  expect(leftovers).toEqual({ handlers: [], scripts: 0, jsLinks: 0 });
});
