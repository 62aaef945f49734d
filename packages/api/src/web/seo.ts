import { type BlogPost, LANGUAGES, pathInLanguage } from "@choose/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { ContentChanges } from "../platform/content-changes.ts";
import {
  answerBytes,
  type PreparedAnswer,
  prepareAnswer,
  sendPrepared,
} from "../platform/prepared-answer.ts";
import { createReadCache } from "../platform/read-cache.ts";

/** The feed carries the latest posts, as feed readers expect (they keep older items themselves). */
export const FEED_POST_COUNT = 20;
/** The three documents: the feed (20 full posts, ~1 MB at most) and the sitemap are the large ones. */
const SEO_CACHE_BYTES = 8 * 1024 * 1024;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

/** Site-relative `src`/`href` made absolute: a feed reader shows the content away from the site. */
const absoluteUrls = (html: string, publicUrl: string) =>
  html.replace(/(\s(?:src|href)=")\//g, (_whole, attribute: string) => `${attribute}${publicUrl}/`);

/** Text inside CDATA: a `]]>` in it is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

/**
 * `/sitemap.xml` (the public pages, the organisation's published pages and every published post, with
 * when it last changed),
 * `/robots.txt` (keeps crawlers out of the admin screens, names the sitemap) and the RSS 2.0 feed at
 * `/blog/rss.xml`. Built from the cached public reads, kept until the next content change.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  { publicUrl, site }: Config,
  changes: ContentChanges,
  publicPaths: readonly string[],
) {
  const cache = createReadCache<PreparedAnswer>(changes, app.caches, {
    name: "seo-documents",
    maxBytes: SEO_CACHE_BYTES,
    sizeOf: answerBytes,
  });
  const url = (path: string) => escapeXml(`${publicUrl}${path === "/" ? "/" : path}`);
  const publishedPosts = async (limit?: number): Promise<BlogPost[]> => {
    const summaries = await app.services.blog.listPublished();
    return Promise.all(summaries.slice(0, limit).map((post) => app.services.blog.getPublished(post.slug)));
  };
  const serve =
    (key: string, type: string, build: () => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const document = await cache.read(key, async () =>
        prepareAnswer(await build(), type, { cacheControl: "no-cache", compression: "fast" }),
      );
      return sendPrepared(request, reply, document);
    };

  app.get(
    "/sitemap.xml",
    serve("sitemap", "application/xml; charset=utf-8", async () => {
      const [posts, { pages }] = await Promise.all([
        publishedPosts(),
        app.services.organisation.publicSite(),
      ]);
      const entries = [
        ...publicPaths.map((path) => `<url><loc>${url(path)}</loc></url>`),
        // Content pages and posts show as written in both languages' pages (the chrome is translated).
        ...LANGUAGES.flatMap((language) => [
          ...pages.map((page) => `<url><loc>${url(pathInLanguage(`/${page.slug}`, language))}</loc></url>`),
          ...posts.map(
            (post) =>
              `<url><loc>${url(pathInLanguage(`/blog/${post.slug}`, language))}</loc><lastmod>${post.updatedAt}</lastmod></url>`,
          ),
        ]),
      ];
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</urlset>\n`;
    }),
  );

  app.get(
    "/robots.txt",
    serve("robots", "text/plain; charset=utf-8", async () =>
      ["User-agent: *", "Disallow: /admin", "Allow: /", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
        "\n",
      ),
    ),
  );

  app.get(
    "/blog/rss.xml",
    serve("rss", "application/rss+xml; charset=utf-8", async () => {
      const posts = await publishedPosts(FEED_POST_COUNT);
      const items = posts.map((post) =>
        [
          "<item>",
          `<title>${escapeXml(post.title)}</title>`,
          `<link>${url(`/blog/${post.slug}`)}</link>`,
          `<guid isPermaLink="true">${url(`/blog/${post.slug}`)}</guid>`,
          `<pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
          `<dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
          `<description>${escapeXml(post.excerpt)}</description>`,
          // Sanitized when saved, as the post's page shows it.
          `<content:encoded>${cdata(absoluteUrls(post.content, publicUrl))}</content:encoded>`,
          "</item>",
        ].join(""),
      );
      const latest = posts[0];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        "<channel>",
        `<title>${escapeXml(`News & Updates | ${site.name}`)}</title>`,
        `<link>${url("/blog")}</link>`,
        `<atom:link href="${url("/blog/rss.xml")}" rel="self" type="application/rss+xml" />`,
        `<description>${escapeXml(`News and updates from ${site.name}`)}</description>`,
        "<language>en-us</language>",
        latest ? `<lastBuildDate>${new Date(latest.updatedAt).toUTCString()}</lastBuildDate>` : "",
        ...items,
        "</channel>",
        "</rss>",
        "",
      ].join("\n");
    }),
  );
}
