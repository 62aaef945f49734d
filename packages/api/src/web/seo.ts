import {
  type BlogPost,
  inEachLanguage,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pathInLanguage,
  shownInLanguage,
  TagSlugParamSchema,
  type TranslatedItem,
  tagSlug,
  translatedPath,
} from "@choose/schema";
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
  const publishedPosts = async (limit?: number, language?: Language): Promise<BlogPost[]> => {
    const summaries = (await app.services.blog.listPublished()).filter(
      (post) => language === undefined || shownInLanguage(post, language),
    );
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

  /** A page's `xhtml:link` alternates: its address in each language, and English as `x-default`. */
  const alternates = (paths: Record<Language, string>) =>
    [
      ...LANGUAGES.map((language) => [LANGUAGE_TAGS[language], paths[language]] as const),
      ["x-default", paths.en] as const,
    ]
      .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`)
      .join("");
  const contentPaths = (base: "/" | "/blog/", item: TranslatedItem) =>
    inEachLanguage((language) => translatedPath(base, item, language));

  app.get(
    "/sitemap.xml",
    serve("sitemap", "application/xml; charset=utf-8", async () => {
      const [posts, { pages }, upcoming, past] = await Promise.all([
        publishedPosts(),
        app.services.organisation.publicSite(),
        app.services.events.upcoming(),
        app.services.events.past(),
      ]);
      // Each address once: a post and its translation give the same pair of addresses.
      const entries = new Map<string, string>();
      const add = (path: string, paths: Record<Language, string>, lastmod?: string) => {
        if (entries.has(path)) return;
        const changed = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
        entries.set(path, `<url><loc>${url(path)}</loc>${changed}${alternates(paths)}</url>`);
      };
      const samePage = (path: string) => inEachLanguage((language) => pathInLanguage(path, language));
      for (const path of publicPaths) add(path, samePage(path));
      // A page or post in each language: its translation's address when it has one, else itself under
      // that language's prefix (shown as written, marked with its language).
      for (const language of LANGUAGES) {
        for (const page of pages) {
          const paths = contentPaths("/", page);
          add(paths[language], paths);
        }
        for (const post of posts) {
          const paths = contentPaths("/blog/", post);
          add(paths[language], paths, post.updatedAt);
        }
        // An event's page is one page in both languages (its texts around it translated).
        for (const event of [...upcoming, ...past]) {
          const paths = samePage(`/events/${event.slug}`);
          add(paths[language], paths);
        }
        // A tag's page, in each language, for every tag a published post carries.
        for (const slug of new Set(posts.flatMap((post) => post.tags.map(tagSlug)))) {
          const path = `/blog/tag/${slug}`;
          add(pathInLanguage(path, language), samePage(path));
        }
      }
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${[...entries.values()].join("")}</urlset>\n`;
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

  /** An RSS 2.0 document of `posts` (full posts, newest first). */
  const feed = (
    channel: { title: string; link: string; self: string; description: string },
    posts: BlogPost[],
  ) => {
    const items = posts.map((post) =>
      [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${url(`/blog/${post.slug}`)}</link>`,
        `<guid isPermaLink="true">${url(`/blog/${post.slug}`)}</guid>`,
        `<pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
        `<dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
        `<description>${escapeXml(post.excerpt)}</description>`,
        ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
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
      `<title>${escapeXml(channel.title)}</title>`,
      `<link>${url(channel.link)}</link>`,
      `<atom:link href="${url(channel.self)}" rel="self" type="application/rss+xml" />`,
      `<description>${escapeXml(channel.description)}</description>`,
      "<language>en-us</language>",
      latest ? `<lastBuildDate>${new Date(latest.updatedAt).toUTCString()}</lastBuildDate>` : "",
      ...items,
      "</channel>",
      "</rss>",
      "",
    ].join("\n");
  };

  app.get(
    "/blog/rss.xml",
    serve("rss", "application/rss+xml; charset=utf-8", async () =>
      // The feed is English: a Spanish post with an English version is in it as that version.
      feed(
        {
          title: `News & Updates | ${site.name}`,
          link: "/blog",
          self: "/blog/rss.xml",
          description: `News and updates from ${site.name}`,
        },
        await publishedPosts(FEED_POST_COUNT, "en"),
      ),
    ),
  );

  // A tag's own feed: its latest posts (an unknown tag is a 404, and nothing is kept for it).
  app.get<{ Params: { tag: string } }>("/blog/tag/:tag/rss.xml", async (request, reply) => {
    const { tag: slug } = TagSlugParamSchema.parse(request.params);
    return serve(`rss:tag:${slug}`, "application/rss+xml; charset=utf-8", async () => {
      const { tag, posts } = await app.services.blog.listByTag(slug);
      const shown = posts.filter((post) => shownInLanguage(post, "en")).slice(0, FEED_POST_COUNT);
      return feed(
        {
          title: `${tag.name} | News & Updates | ${site.name}`,
          link: `/blog/tag/${tag.slug}`,
          self: `/blog/tag/${tag.slug}/rss.xml`,
          description: `News from ${site.name} tagged “${tag.name}”`,
        },
        await Promise.all(shown.map((post) => app.services.blog.getPublished(post.slug))),
      );
    })(request, reply);
  });
}
