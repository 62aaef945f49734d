import { rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { adminInject, adminToken } from "../../test/admin.ts";
import { useTestApp } from "../../test/app.ts";
import { editPost, seedPost } from "../../test/blog.ts";
import { fakeWebBuild } from "../../test/web-build.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { seedFirstStartPages } from "../modules/organisation/organisation.service.ts";
import { FEED_POST_COUNT } from "./seo.ts";
import { RENDERED_PAGES_CACHE_BYTES } from "./web-app.ts";

const t = useTestApp();
const PUBLIC_URL = "https://news.example.org";

/**
 * A stand-in for the web build's renderer (`apps/web/src/server-render.tsx`, tested in the web app):
 * it asks the server for what a page needs, as the real one does through its routes' loaders, and
 * counts its renders so a test can tell a cached page from a rendered one.
 */
const fakeRenderer = `
export const PUBLIC_PATHS = ["/", "/blog"];
export const PUBLIC_PATTERNS = ["/blog/:slug"];
export const counter = { renders: 0 };
export async function renderDocument(template, path, { call, publicUrl }) {
  counter.renders++;
  const slug = /^\\/blog\\/([^/]+)$/.exec(path)?.[1];
  const result = slug
    ? await call("blog.bySlug", { slug })
    : path === "/blog"
      ? await call("blog.list", undefined)
      : path === "/"
        ? { ok: true, data: publicUrl }
        : { ok: false, status: 404, message: "Page Not Found" };
  const body = result.ok ? JSON.stringify(result.data) : result.message;
  return { status: result.ok ? 200 : result.status, html: template.replace("<div id=root></div>", "<div id=root>" + body + "</div>") };
}
`;

let distDir: string;
let app: FastifyInstance;
let counter: { renders: number };

beforeAll(async () => {
  const build = await fakeWebBuild(fakeRenderer);
  distDir = build.distDir;
  // The same module instance the app loads.
  ({ counter } = await import(pathToFileURL(build.rendererFile).href));
  // Before the first beforeEach: wait for the test app to be built (it was read too early under load).
  const built = await t.built;
  await built.app.ready();
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      RATE_LIMIT: "off",
      WEB_DIST_DIR: distDir,
      PUBLIC_URL,
    }),
    db: built.db,
  });
});

beforeEach(async () => {
  // The shared test app empties the tables; this app must forget what it cached too.
  await app?.contentChanges.publish();
});

afterAll(async () => {
  await app?.close();
  await rm(distDir, { recursive: true, force: true });
});

describe("pages rendered on the server", () => {
  test("a published post answers 200 with its content; a draft or unknown slug, and an unknown path, 404", async () => {
    await seedPost(t, "spring-news");
    await seedPost(t, "secret-draft", { published: false });
    const post = await app.inject("/blog/spring-news");
    expect(post.statusCode).toBe(200);
    expect(post.headers["content-type"]).toContain("text/html");
    expect(post.body).toContain("Title of spring-news");
    for (const path of ["/blog/secret-draft", "/blog/no-such-post", "/no/such/page"]) {
      const missing = await app.inject(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.headers["content-type"]).toContain("text/html");
      expect(missing.body).not.toContain("secret-draft</");
    }
  });

  test("a page is rendered once, then served from memory until a post changes", async () => {
    const post = await seedPost(t, "spring-news");
    await app.inject("/blog/spring-news");
    await app.inject("/blog");
    const rendered = counter.renders;
    expect((await app.inject("/blog/spring-news")).body).toContain("Title of spring-news");
    await app.inject("/blog");
    expect(counter.renders).toBe(rendered);

    const saved = await editPost(t, post.id, { title: "A new title" }, app);
    expect(saved.statusCode).toBe(200);
    expect((await app.inject("/blog/spring-news")).body).toContain("A new title");
    expect((await app.inject("/blog")).body).toContain("A new title");
  });

  test("other spellings of a page's path are sent to its one address, never rendered nor kept", async () => {
    await seedPost(t, "spring-news");
    await app.inject("/blog/spring-news");
    const pages = app.caches.all.find((cache) => cache.name === "rendered-pages");
    expect(pages).toMatchObject({ maxBytes: RENDERED_PAGES_CACHE_BYTES });
    const [rendered, entries, bytes] = [counter.renders, pages?.entries(), pages?.bytes()];
    expect(bytes).toBeGreaterThan(0);
    for (const spelling of ["%20", "%09%0A", "%20%09%20", "%C2%A0", "/"]) {
      const response = await app.inject(`/blog/spring-news${spelling}`);
      expect([response.statusCode, response.headers.location], spelling).toEqual([301, "/blog/spring-news"]);
    }
    expect(counter.renders).toBe(rendered);
    expect([pages?.entries(), pages?.bytes()]).toEqual([entries, bytes]);
  });

  test("pages carry an ETag and answer 304 while unchanged", async () => {
    const post = await seedPost(t, "spring-news");
    const first = await app.inject("/blog/spring-news");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ url: "/blog/spring-news", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    await editPost(t, post.id, { excerpt: "A changed excerpt, long enough to be valid." }, app);
    const changed = await app.inject({ url: "/blog/spring-news", headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  test("the renderer itself is never served", async () => {
    const response = await app.inject("/.server/render.js");
    expect(response.body).not.toContain("renderDocument");
  });

  test("admin screens get the shell marked noindex", async () => {
    const response = await app.inject("/admin/dashboard");
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe("sitemap, robots.txt and the feed", () => {
  test("the sitemap lists the public pages, the organisation's pages and every published post with when it changed, never a draft", async () => {
    await seedFirstStartPages(t.db.orm);
    await seedPost(t, "older-news", { at: 0 });
    await seedPost(t, "newer-news", { at: 3 });
    await seedPost(t, "secret-draft", { published: false, at: 5 });
    const response = await app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/blog`,
      `${PUBLIC_URL}/about`,
      `${PUBLIC_URL}/donate`,
      `${PUBLIC_URL}/privacy`,
      `${PUBLIC_URL}/accessibility`,
      `${PUBLIC_URL}/blog/newer-news`,
      `${PUBLIC_URL}/blog/older-news`,
      // The seeded pages' Spanish versions, at their own addresses.
      `${PUBLIC_URL}/es/sobre-nosotros`,
      `${PUBLIC_URL}/es/donar`,
      `${PUBLIC_URL}/es/privacidad`,
      `${PUBLIC_URL}/es/accesibilidad`,
      `${PUBLIC_URL}/es/blog/newer-news`,
      `${PUBLIC_URL}/es/blog/older-news`,
    ]);
    expect(response.body).toContain(
      `<loc>${PUBLIC_URL}/blog/newer-news</loc><lastmod>2026-01-04T00:00:00.000Z</lastmod>`,
    );
    expect(response.body).not.toContain("secret-draft");
  });

  test("the sitemap's alternates link a post or page to its translation's own address, listed once each", async () => {
    await seedFirstStartPages(t.db.orm);
    const english = await seedPost(t, "spring-news");
    const spanish = await seedPost(t, "noticias-de-primavera", { at: 1 });
    await editPost(t, spanish.id, { language: "es", translationOf: english.id });
    await seedPost(t, "only-english", { at: 2 });
    const body = (await app.inject("/sitemap.xml")).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const pair =
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/blog/spring-news"/>` +
      `<xhtml:link rel="alternate" hreflang="es" href="${PUBLIC_URL}/es/blog/noticias-de-primavera"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/blog/spring-news"/>`;
    const entries = [...body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?(.*?)<\/url>/g)];
    const alternatesOf = (loc: string) => entries.find((entry) => entry[1] === `${PUBLIC_URL}${loc}`)?.[2];
    expect(alternatesOf("/blog/spring-news")).toBe(pair);
    expect(alternatesOf("/es/blog/noticias-de-primavera")).toBe(pair);
    // Neither is listed under the other language's prefix: that address redirects to the translation.
    expect(alternatesOf("/es/blog/spring-news")).toBeUndefined();
    expect(alternatesOf("/blog/noticias-de-primavera")).toBeUndefined();
    // A post without a translation is shown as written under both prefixes.
    expect(alternatesOf("/es/blog/only-english")).toContain(
      `hreflang="es" href="${PUBLIC_URL}/es/blog/only-english"`,
    );
    expect(alternatesOf("/about")).toContain(`hreflang="es" href="${PUBLIC_URL}/es/sobre-nosotros"`);
    expect(alternatesOf("/es/sobre-nosotros")).toContain(`hreflang="en" href="${PUBLIC_URL}/about"`);
    expect(alternatesOf("/blog")).toContain(`hreflang="es" href="${PUBLIC_URL}/es/blog"`);
    expect(entries.filter((entry) => entry[1]?.endsWith("/blog/spring-news"))).toHaveLength(1);
  });

  test("a tag's feed at /blog/tag/{tag}/rss.xml carries its posts; the sitemap lists its page in both languages", async () => {
    const token = await adminToken(t);
    for (const [slug, tags] of [
      ["in-the-feed", ["Deadlines"]],
      ["not-in-the-feed", ["Events"]],
    ] as const) {
      const created = await adminInject(app, token, "POST", "/api/blog", {
        title: `The post ${slug}`,
        slug,
        excerpt: "An excerpt long enough to pass the rule.",
        content: "<p>Content long enough to pass the fifty character rule of the spec.</p>",
        published: true,
        tags,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const feed = await app.inject("/blog/tag/deadlines/rss.xml");
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("application/rss+xml");
    expect(feed.body).toContain(`<link>${PUBLIC_URL}/blog/in-the-feed</link>`);
    expect(feed.body).not.toContain("not-in-the-feed");
    expect(feed.body).toContain("<category>Deadlines</category>");
    expect((await app.inject("/blog/tag/unknown/rss.xml")).statusCode).toBe(404);
    const sitemap = (await app.inject("/sitemap.xml")).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/blog/tag/deadlines</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/es/blog/tag/deadlines</loc>`);
  });

  test("robots.txt keeps crawlers out of the admin screens and names the sitemap", async () => {
    const response = await app.inject("/robots.txt");
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain("User-agent: *\nDisallow: /admin\n");
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  test("the feed is RSS 2.0 with the latest published posts, their full content and absolute links", async () => {
    for (let day = 0; day < FEED_POST_COUNT + 2; day++) await seedPost(t, `post-${day}`, { at: day });
    await seedPost(t, "secret-draft", { published: false, at: 100 });
    await seedPost(t, "with-links", {
      at: 50,
      content:
        '<p>See <a href="/contact">us</a> and <img src="/media/x/960.webp" alt="A photo"> ]]> done</p>',
    });
    const response = await app.inject("/blog/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...response.body.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map(
      (match) => match[1],
    );
    expect(links).toHaveLength(FEED_POST_COUNT);
    expect(links[0]).toBe(`${PUBLIC_URL}/blog/with-links`);
    expect(links[1]).toBe(`${PUBLIC_URL}/blog/post-${FEED_POST_COUNT + 1}`);
    expect(response.body).not.toContain("secret-draft");
    expect(response.body).toContain(
      `<content:encoded><![CDATA[<p>See <a href="${PUBLIC_URL}/contact">us</a> and <img src="${PUBLIC_URL}/media/x/960.webp" alt="A photo"> ]]]]><![CDATA[> done</p>]]></content:encoded>`,
    );
  });

  test("a new post shows in the sitemap and feed on the next request", async () => {
    await seedPost(t, "first-news");
    expect((await app.inject("/sitemap.xml")).body).not.toContain("second-news");
    const created = await adminInject(app, await adminToken(t), "POST", "/api/blog", {
      title: "Second news",
      excerpt: "An excerpt long enough to be valid here.",
      content: "<p>The body of the second post, long enough to be a valid post body.</p>",
      published: true,
    });
    expect(created.statusCode).toBe(201);
    expect((await app.inject("/sitemap.xml")).body).toContain("/blog/second-news");
    expect((await app.inject("/blog/rss.xml")).body).toContain("/blog/second-news");
  });
});
