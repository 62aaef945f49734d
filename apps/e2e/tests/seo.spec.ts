import { uiMessages } from "@choose/schema";
import { expect, test } from "./fixtures.ts";
import { visit } from "./ui.ts";

/** The page's head as a search engine or a link preview reads it: no script runs there. */
async function headTags(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogType: content('meta[property="og:type"]'),
      ogImage: content('meta[property="og:image"]'),
      published: content('meta[property="article:published_time"]'),
      modified: content('meta[property="article:modified_time"]'),
      twitter: content('meta[name="twitter:card"]'),
      robots: content('meta[name="robots"]'),
      feed:
        document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href") ??
        null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? "null"),
      ),
    };
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a post with a featured image is whole in its HTML, with the tags previews and search engines read", async ({
    page,
    stack,
  }) => {
    const image = await stack.uploadImage("A schoolhouse in spring");
    const post = await stack.publishedPost("Server rendered", { featuredImage: image.url });
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole("heading", { name: "What changed" })).toBeVisible();
    await expect(page.getByRole("img", { name: "A schoolhouse in spring" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to News" })).toHaveAttribute("href", "/blog");

    const origin = new URL(page.url()).origin;
    const head = await headTags(page);
    expect(head).toMatchObject({
      title: `${post.title} | Alabama ESA Alliance`,
      description: post.excerpt,
      canonical: `${origin}/blog/${post.slug}`,
      ogTitle: post.title,
      ogType: "article",
      published: post.createdAt,
      modified: post.updatedAt,
      twitter: "summary_large_image",
      robots: null,
      feed: "/blog/rss.xml",
    });
    expect(head.ogImage).toMatch(new RegExp(`^${origin}/media/${image.id}/`));
    expect(head.jsonLd).toEqual([expect.objectContaining({ "@type": "NewsArticle", headline: post.title })]);
  });

  test("the news list has its posts as real links", async ({ page, stack }) => {
    const post = await stack.publishedPost("Listed without scripts");
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
    expect((await headTags(page)).canonical).toBe(`${new URL(page.url()).origin}/blog`);
  });

  test("unknown paths and unknown or unpublished posts answer 404 with their page, not indexed", async ({
    page,
    stack,
  }) => {
    const draft = await stack.publishedPost("Not yet public", { published: false });
    for (const [path, heading] of [
      ["/no/such/page", uiMessages.notFound],
      ["/blog/no-such-post", uiMessages.blogDetail.notFoundTitle],
      [`/blog/${draft.slug}`, uiMessages.blogDetail.notFoundTitle],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      expect((await headTags(page)).robots, path).toBe("noindex");
    }
  });

  test("admin screens are marked noindex", async ({ page }) => {
    const response = await page.goto("/admin/login");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect((await headTags(page)).robots).toBe("noindex");
  });
});

test("a server-rendered post hydrates without a mismatch and navigates as the app", async ({
  page,
  stack,
}) => {
  const post = await stack.publishedPost("Hydrated post");
  const problems: string[] = [];
  // React reports a hydration mismatch on the console (other tests' posts show images from nowhere).
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await visit(page, `/blog/${post.slug}`);
  await page.getByRole("link", { name: "View All Posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("link", { name: post.title })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the sitemap, robots.txt and the feed list published posts only", async ({ request, stack }) => {
  const post = await stack.publishedPost("In the feed");
  const draft = await stack.publishedPost("Kept out of the feed", { published: false });
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/blog/${post.slug}</loc><lastmod>${post.updatedAt}</lastmod>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  const feed = await request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const rss = await feed.text();
  expect(rss).toContain(`/blog/${post.slug}</link>`);
  for (const text of [await sitemap.text(), rss]) expect(text).not.toContain(draft.slug);
});
