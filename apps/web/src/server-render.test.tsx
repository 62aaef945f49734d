import type { ServerCallResult } from "@choose/api/renderer";
import {
  type BlogPost,
  type BlogPostSummary,
  enPages,
  enShell,
  type PublicHome,
  type SchoolDirectory,
  SEEDED_CHOOSE_ACT_GUIDE,
} from "@choose/schema";
import { createMemoryHistory } from "@tanstack/react-router";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { App, createApp } from "./app";
import { defaultHome } from "./lib/home";
import { fallbackSite } from "./lib/organisation";
import { PRERENDERED_PATH_ATTRIBUTE } from "./prerendered";
import { seedServerData } from "./server-data";
import { renderDocument } from "./server-render";

const template = `<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="Shell" /></head><body><div id="root"></div></body></html>`;
const publicUrl = "https://news.example.org";

const post: BlogPost = {
  id: "4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f10",
  slug: "spring-news",
  title: "Spring news <for> families",
  excerpt: "What changed this spring for families using education savings accounts.",
  featuredImage: "/media/4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f11/1600.jpeg",
  featuredMedia: { id: "4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f11", width: 1600, height: 900, alt: "A classroom" },
  authorName: "Program Team",
  createdAt: "2026-03-07T15:00:00.000Z",
  updatedAt: "2026-03-09T10:00:00.000Z",
  language: "en",
  translation: null,
  content: "<p>The body of the post.</p>",
  tags: [],
};
const { content: _content, updatedAt: _updatedAt, ...summary } = post;
const summaries: BlogPostSummary[] = [summary];

/** The home page as staff saved it: a new hero title and a photograph from the library. */
const savedHome: PublicHome = {
  ...defaultHome(enShell),
  texts: {
    ...defaultHome(enShell).texts,
    hero: { ...defaultHome(enShell).texts.hero, title: "Every child, the right school" },
  },
  heroImage: {
    id: post.featuredMedia?.id ?? "",
    url: "/media/4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f11/1600.jpg",
    width: 1600,
    height: 1200,
    alt: "Children reading",
  },
};

/** The finder's one listed school (issue 34), answered whatever the filters. */
const directory: SchoolDirectory = {
  schools: [
    {
      id: "4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f20",
      name: "Oakwood <Academy>",
      city: "Mobile",
      state: "AL",
      zipCode: "36602",
      lowestGrade: "Kindergarten",
      highestGrade: "8th grade",
      schoolTypes: ["conventional"],
      governance: ["church-related"],
      website: "https://oakwood.example.org",
      description: "Small classes.",
      language: "en",
      mapUrl: "https://www.openstreetmap.org/search?query=Oakwood",
    },
  ],
  total: 1,
  page: 1,
  pageCount: 1,
};
const finderInputs: unknown[] = [];

/** The server's procedures as the renderer calls them: the organisation, the one post, the list, nothing else. */
async function call(path: string, input: unknown): Promise<ServerCallResult> {
  if (path === "schools.list") {
    finderInputs.push(input);
    return { ok: true, data: directory };
  }
  if (path === "organisation.site") return { ok: true, data: fallbackSite };
  if (path === "blog.list") return { ok: true, data: summaries };
  if (path === "chooseAct.guide") return { ok: true, data: SEEDED_CHOOSE_ACT_GUIDE };
  if (path === "home.page") return { ok: true, data: savedHome };
  if (path === "blog.bySlug" && JSON.stringify(input) === JSON.stringify({ slug: post.slug })) {
    return { ok: true, data: post };
  }
  return { ok: false, status: 404, message: "Post not found" };
}

const render = (path: string) => renderDocument(template, path, { call, publicUrl });

function parse(html: string) {
  return new DOMParser().parseFromString(html, "text/html");
}

const meta = (page: Document, key: string) =>
  page.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content");

afterEach(() => {
  document.body.replaceChildren();
});

describe("server rendering", () => {
  test.each([
    ["/newsletter/confirm", enPages.newsletterLink.confirmTitle, enPages.newsletterLink.confirmPending],
    [
      "/newsletter/unsubscribe",
      enPages.newsletterLink.unsubscribeTitle,
      enPages.newsletterLink.unsubscribePending,
    ],
  ])(
    "%s, the page behind an email's link, is rendered (200), pending until the browser reads its token",
    async (path, title, pending) => {
      const { status, html } = await render(path);
      expect(status).toBe(200);
      const page = parse(html);
      expect(page.querySelector("h1")?.textContent).toBe(title);
      expect(page.querySelector('[role="status"]')?.textContent).toBe(pending);
    },
  );

  test("a post's page has its content, title, description, canonical URL, Open Graph, Twitter card and NewsArticle", async () => {
    const { status, html } = await render("/blog/spring-news");
    expect(status).toBe(200);
    const page = parse(html);
    expect(page.querySelector("h1")?.textContent).toBe(post.title);
    expect(page.querySelector("article")?.textContent).toContain("The body of the post.");
    expect(page.title).toBe("Spring news <for> families | Alabama ESA Alliance");
    expect(meta(page, "description")).toBe(post.excerpt);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${publicUrl}/blog/spring-news`,
    );
    expect(meta(page, "og:title")).toBe(post.title);
    expect(meta(page, "og:description")).toBe(post.excerpt);
    expect(meta(page, "og:type")).toBe("article");
    expect(meta(page, "og:image")).toBe(`${publicUrl}${post.featuredImage}`);
    expect(meta(page, "article:published_time")).toBe(post.createdAt);
    expect(meta(page, "article:modified_time")).toBe(post.updatedAt);
    expect(meta(page, "twitter:card")).toBe("summary_large_image");
    const jsonLd = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "NewsArticle",
      headline: post.title,
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      image: [`${publicUrl}${post.featuredImage}`],
    });
    // The featured image (the page's LCP) is in the HTML, not waiting for a script.
    expect(page.querySelector(`img[alt="A classroom"]`)).not.toBeNull();
    // No executable inline script: the CSP is `script-src 'self'`.
    for (const script of page.querySelectorAll("script")) {
      expect(["application/json", "application/ld+json"]).toContain(script.type);
    }
    expect(html).not.toContain("<for>");
  });

  test("the finder: each school as School JSON-LD; a filtered view is noindex, its canonical the finder's", async () => {
    const plain = parse((await render("/schools")).html);
    expect(plain.querySelector("h3")?.textContent).toBe("Oakwood <Academy>");
    expect(meta(plain, "robots")).toBeUndefined();
    expect(plain.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${publicUrl}/schools`);
    expect(plain.querySelector('link[hreflang="es"]')?.getAttribute("href")).toBe(`${publicUrl}/es/schools`);
    const jsonLd = JSON.parse(plain.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd["@graph"]).toEqual([
      expect.objectContaining({
        "@type": "School",
        name: "Oakwood <Academy>",
        url: "https://oakwood.example.org",
        address: expect.objectContaining({ addressLocality: "Mobile", postalCode: "36602" }),
      }),
    ]);
    finderInputs.length = 0;
    // A ZIP code (a number to the router), spaces around a city, an unknown type: the page, not a 404.
    for (const [address, input] of [
      ["/schools?place=36602", { place: "36602" }],
      ["/schools?place=%20Mobile%20", { place: "Mobile" }],
      ["/schools?type=nonsense&page=2", { page: 2 }],
    ] as const) {
      finderInputs.length = 0;
      expect((await render(address)).status, address).toBe(200);
      expect(finderInputs, address).toEqual([input]);
    }
    finderInputs.length = 0;
    const { status, html } = await render("/es/schools?place=36602&grade=5th+grade&type=nonsense");
    expect(status).toBe(200);
    // The address's filters reach the API as the page reads them, an unknown type left out.
    expect(finderInputs).toEqual([{ place: "36602", grade: "5th grade" }]);
    const filtered = parse(html);
    expect(meta(filtered, "robots")).toBe("noindex");
    expect(filtered.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${publicUrl}/es/schools`,
    );
    expect(filtered.querySelector("h1")?.textContent).toBe("Buscar una escuela miembro");
  });

  test("the home page describes the organisation; the news list has its posts", async () => {
    const home = parse((await render("/")).html);
    const organisation = JSON.parse(
      home.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}",
    );
    expect(organisation).toMatchObject({ "@type": "Organization", url: `${publicUrl}/` });
    expect(meta(home, "og:type")).toBe("website");

    const list = await render("/blog");
    expect(list.status).toBe(200);
    const listPage = parse(list.html);
    expect(listPage.querySelector(`a[href="/blog/spring-news"]`)).not.toBeNull();
    expect(listPage.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${publicUrl}/blog`);
  });

  test.each([
    ["/blog/no-such-post", "Post Not Found"],
    ["/no/such/page", "Page Not Found"],
    // A content page nobody published: the organisation's page read answers 404.
    ["/no-such-page", "Page Not Found"],
  ])("%s is a 404 with the %s page, not indexed", async (path, heading) => {
    const { status, html } = await render(path);
    expect(status).toBe(404);
    const page = parse(html);
    expect(page.querySelector("h1")?.textContent).toBe(heading);
    expect(page.title).toBe(`${heading} | Alabama ESA Alliance`);
    expect(meta(page, "robots")).toBe("noindex");
    expect(page.querySelector('link[rel="canonical"]')).toBeNull();
  });

  test("the CHOOSE Act guide carries the table's figures and its questions as FAQPage JSON-LD", async () => {
    // The key dates shown are the current and the next school year's.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    const { status, html } = await render("/choose-act");
    vi.useRealTimers();
    expect(status).toBe(200);
    const page = parse(html);
    expect(page.querySelector("h1")?.textContent).toBe("The CHOOSE Act: a guide for families");
    const text = page.querySelector("main")?.textContent ?? "";
    for (const figure of [
      "$7,000",
      "$2,000",
      "$4,000",
      "$93,600",
      "$96,450",
      "March 31, 2026",
      "November 22, 2026",
    ])
      expect(text).toContain(figure);
    expect(text).toContain("The state has not announced these dates yet.");
    // The estimator starts on the year whose window is to come, by the day the figures were read:
    // 2026-27's closed on March 31, 2026.
    expect(page.querySelector<HTMLOptionElement>('select[name="schoolYear"] option[selected]')?.value).toBe(
      "2027-28",
    );
    expect(page.querySelectorAll("details > summary").length).toBeGreaterThan(3);
    const jsonLd = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity[0]).toMatchObject({
      "@type": "Question",
      acceptedAnswer: { "@type": "Answer" },
    });
    const schools = parse((await render("/choose-act/schools")).html);
    expect(schools.querySelector('script[type="application/ld+json"]')?.textContent).toContain("FAQPage");
    expect(schools.querySelector("main")?.textContent).toContain("does not make a school eligible");
  });

  test("the home page shows its saved words and photograph, the photograph alone fetched first", async () => {
    const { status, html } = await render("/");
    expect(status).toBe(200);
    const page = parse(html);
    expect(page.querySelector("h1")?.textContent).toBe("Every child, the right school");
    const hero = page.querySelector('img[alt="Children reading"]');
    expect(hero?.getAttribute("fetchpriority")).toBe("high");
    expect(hero?.getAttribute("width")).toBe("1600");
    expect(hero?.getAttribute("height")).toBe("1200");
    expect(hero?.getAttribute("srcset")).toContain("480w");
    expect(hero?.closest("picture")?.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(page.querySelectorAll('[fetchpriority="high"]')).toHaveLength(1);
  });

  test.each([
    ["/", 200],
    ["/blog/spring-news", 200],
    ["/blog", 200],
    ["/choose-act", 200],
    ["/choose-act/schools", 200],
    ["/blog/no-such-post", 404],
    ["/no/such/page", 404],
    ["/no-such-page", 404],
  ])("%s hydrates with the data it carries, without a mismatch", async (path, status) => {
    const page = parse((await render(path)).html);
    for (const node of page.body.childNodes) document.body.append(document.importNode(node, true));
    const root = document.getElementById("root");
    if (!root) throw new Error("no #root");
    const app = createApp({ history: createMemoryHistory({ initialEntries: [path] }) });
    seedServerData(app.queryClient);
    await app.router.load();
    const errors: unknown[] = [];
    const hydrated = await act(async () =>
      hydrateRoot(root, <App app={app} />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    // A page that was found needs no request of its own.
    if (status === 200) expect(app.queryClient.isFetching()).toBe(0);
    act(() => hydrated.unmount());
  });

  test("a Spanish page: <html lang>, its title, hreflang twins, Spanish dates and the post marked as English", async () => {
    const { status, html } = await render("/es/blog/spring-news");
    expect(status).toBe(200);
    const page = parse(html);
    expect(page.documentElement.lang).toBe("es");
    expect(page.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute("href")).toBe(
      `${publicUrl}/blog/spring-news`,
    );
    expect(page.querySelector('link[rel="alternate"][hreflang="es"]')?.getAttribute("href")).toBe(
      `${publicUrl}/es/blog/spring-news`,
    );
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${publicUrl}/es/blog/spring-news`,
    );
    expect(page.body.textContent).toContain("7 de marzo de 2026");
    expect(page.body.textContent).toContain("En inglés");
    expect(page.querySelector("h1")?.getAttribute("lang")).toBe("en");
    expect(page.querySelector('a[href="/es/blog"]')).not.toBeNull();
  });

  test("`$` patterns in a path or a post stay as written, never read as replacement patterns", async () => {
    const dollars = "$& $` $' $$ $1";
    const dollarPost: BlogPost = {
      ...post,
      slug: "dollar-news",
      title: `Prices ${dollars}`,
      excerpt: `An excerpt that quotes ${dollars} as written.`,
      content: `<p>Body ${dollars}</p>`,
    };
    const withDollars = async (path: string, input: unknown): Promise<ServerCallResult> =>
      path === "blog.bySlug" ? { ok: true, data: dollarPost } : call(path, input);
    const { status, html } = await renderDocument(template, "/blog/dollar-news", {
      call: withDollars,
      publicUrl,
    });
    expect(status).toBe(200);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    const page = parse(html);
    expect(page.title).toBe(`Prices ${dollars} | Alabama ESA Alliance`);
    expect(meta(page, "description")).toBe(dollarPost.excerpt);
    expect(page.querySelector("article")?.textContent).toContain(`Body ${dollars}`);

    const path = "/x$`y$'z$&";
    const missing = await render(path);
    expect(missing.html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(parse(missing.html).getElementById("root")?.getAttribute(PRERENDERED_PATH_ATTRIBUTE)).toBe(path);
  });

  test("an unknown Spanish path is the Spanish 404, and English pages stay English", async () => {
    const missing = await render("/es/no-such-page");
    expect(missing.status).toBe(404);
    expect(parse(missing.html).title).toBe("Página no encontrada | Alabama ESA Alliance");
    const english = parse((await render("/contact")).html);
    expect(english.documentElement.lang).toBe("en");
    expect(english.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute("href")).toBe(
      `${publicUrl}/contact`,
    );
  });
});
