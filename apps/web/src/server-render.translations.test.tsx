import type { ServerCallResult } from "@choose/api/renderer";
import type { BlogPost, PublicPage, PublicSite } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { fallbackSite } from "./lib/organisation";
import { renderDocument } from "./server-render";

/*
 * Issue 30: a post or page and its translation, as the server's procedures answer them, rendered by
 * the real renderer: each version at its own address, linked both ways by hreflang and the language
 * switch; the other language's address of a translated one redirects to it.
 */

const template = `<!doctype html><html lang="en"><head><title>Shell</title><meta name="description" content="Shell" /></head><body><div id="root"></div></body></html>`;
const publicUrl = "https://news.example.org";

const base = {
  featuredImage: null,
  featuredMedia: null,
  authorName: "Program Team",
  createdAt: "2026-03-07T15:00:00.000Z",
  updatedAt: "2026-03-09T10:00:00.000Z",
  content: "<p>The body of the post.</p>",
  tags: [],
};
const english: BlogPost = {
  ...base,
  id: "4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f10",
  slug: "spring-news",
  title: "Spring news",
  excerpt: "What changed this spring for families using education savings accounts.",
  language: "en",
  translation: { slug: "noticias-de-primavera", language: "es" },
};
const spanish: BlogPost = {
  ...base,
  id: "4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f20",
  slug: "noticias-de-primavera",
  title: "Noticias de primavera",
  excerpt: "Lo que cambió esta primavera para las familias con cuentas de ahorro para la educación.",
  language: "es",
  translation: { slug: "spring-news", language: "en" },
};
const englishOnly: BlogPost = {
  ...base,
  id: "4d7c9a52-7a4c-4a7e-9a4b-0c3b1c8e2f30",
  slug: "summer-news",
  title: "Summer news",
  excerpt: "What is coming this summer for families using education savings accounts.",
  language: "en",
  translation: null,
};
const posts = [english, spanish, englishOnly];

const page = (slug: string, title: string, language: "en" | "es", translation: string): PublicPage => ({
  slug,
  title,
  description: `${title}: who we are and what we do.`,
  content: `<p>${title}</p>`,
  updatedAt: base.updatedAt,
  language,
  translation: { slug: translation, language: language === "en" ? "es" : "en" },
});
const pages = [
  page("about", "About Us", "en", "sobre-nosotros"),
  page("sobre-nosotros", "Sobre nosotros", "es", "about"),
];
const site: PublicSite = {
  ...fallbackSite,
  pages: pages.map(({ slug, title, language, translation }) => ({
    slug,
    title,
    language,
    translation,
    showInHeader: false,
    showInFooter: true,
  })),
};

async function call(path: string, input: unknown): Promise<ServerCallResult> {
  const slug = typeof input === "object" && input !== null && "slug" in input ? input.slug : undefined;
  if (path === "organisation.site") return { ok: true, data: site };
  if (path === "blog.list")
    return { ok: true, data: posts.map(({ content: _c, updatedAt: _u, ...rest }) => rest) };
  const found =
    path === "blog.bySlug"
      ? posts.find((post) => post.slug === slug)
      : path === "organisation.page"
        ? pages.find((item) => item.slug === slug)
        : undefined;
  return found ? { ok: true, data: found } : { ok: false, status: 404, message: "Not found" };
}

const render = (path: string) => renderDocument(template, path, { call, publicUrl });
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const alternates = (html: string) =>
  Object.fromEntries(
    [...parse(html).querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  );

describe("translated posts and pages, rendered by the server", () => {
  test.each([
    ["/blog/spring-news", "/es/blog/noticias-de-primavera"],
    ["/es/blog/noticias-de-primavera", "/blog/spring-news"],
  ])(
    "%s names both versions' own addresses in hreflang, and its language switch goes to %s",
    async (path, other) => {
      const { status, html } = await render(path);
      expect(status).toBe(200);
      expect(alternates(html)).toEqual({
        en: `${publicUrl}/blog/spring-news`,
        es: `${publicUrl}/es/blog/noticias-de-primavera`,
        "x-default": `${publicUrl}/blog/spring-news`,
      });
      const switchLink = parse(html).querySelector("header a[hreflang]");
      expect(switchLink?.getAttribute("href")).toBe(other);
    },
  );

  test.each([
    ["/es/blog/spring-news", "/es/blog/noticias-de-primavera"],
    ["/blog/noticias-de-primavera", "/blog/spring-news"],
    ["/es/about", "/es/sobre-nosotros"],
    ["/sobre-nosotros", "/about"],
  ])(
    "%s, a version shown in the language of its translation, redirects (301) to %s",
    async (path, location) => {
      expect(await render(path)).toEqual({ status: 301, html: "", location });
    },
  );

  test("a post without a translation is shown as written under /es, marked and in its own language", async () => {
    const { status, html } = await render("/es/blog/summer-news");
    expect(status).toBe(200);
    const document = parse(html);
    expect(document.querySelector("h1")?.getAttribute("lang")).toBe("en");
    expect(document.querySelector("article")?.textContent).toContain("En inglés");
    expect(alternates(html).en).toBe(`${publicUrl}/blog/summer-news`);
    expect(alternates(html).es).toBe(`${publicUrl}/es/blog/summer-news`);
  });

  test("/es/blog lists the Spanish post for the pair, and the English-only one marked", async () => {
    const document = parse((await render("/es/blog")).html);
    const titles = [...document.querySelectorAll("main li h2")].map((heading) => heading.textContent);
    expect(titles).toEqual(["Noticias de primavera", "Summer news"]);
    expect(document.querySelector("main")?.textContent).toContain("En inglés");
    const english = parse((await render("/blog")).html);
    expect([...english.querySelectorAll("main li h2")].map((heading) => heading.textContent)).toEqual([
      "Spring news",
      "Summer news",
    ]);
  });

  test("the Spanish pages' footer links the Spanish version of each page; the English pages' the English one", async () => {
    const spanishPage = parse((await render("/es/sobre-nosotros")).html);
    const footer = (document: Document) =>
      [...document.querySelectorAll('footer nav[aria-label] a[href*="o"]')].map((link) => [
        link.textContent,
        link.getAttribute("href"),
      ]);
    expect(footer(spanishPage)).toContainEqual(["Sobre nosotros", "/es/sobre-nosotros"]);
    expect(footer(spanishPage).map(([text]) => text)).not.toContain("About Us");
    expect(spanishPage.querySelector("header a[hreflang]")?.getAttribute("href")).toBe("/about");
    const englishPage = parse((await render("/about")).html);
    expect(footer(englishPage)).toContainEqual(["About Us", "/about"]);
    expect(footer(englishPage).map(([text]) => text)).not.toContain("Sobre nosotros");
  });
});
