import { uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_MEDIA } from "../mocks/posts";
import { renderRoute } from "../test/render";
import { BLOG_SKELETON_COUNT } from "./blog.index";

describe("news list", () => {
  test("the header jumps to Mission, What We Do and Partners; Contact goes to the contact page", async () => {
    renderRoute("/blog");
    const nav = within(await screen.findByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: "Mission" })).toHaveAttribute("href", "/#mission");
    expect(nav.getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/#partners");
    expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  });

  test("shows six skeleton cards while loading", async () => {
    mockBackend.override("blog", { listPublished: scenario.pending() });
    renderRoute("/blog");
    expect(await screen.findByRole("heading", { level: 1, name: "News & Updates" })).toBeVisible();
    expect(screen.getAllByTestId("post-skeleton")).toHaveLength(BLOG_SKELETON_COUNT);
    expect(BLOG_SKELETON_COUNT).toBe(6);
  });

  test("shows the error card when loading fails", async () => {
    mockBackend.override("blog", { listPublished: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    renderRoute("/blog");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(uiMessages.blogList.errorTitle);
    expect(alert).toHaveTextContent(uiMessages.blogList.errorBody);
  });

  test("says No Posts Yet when there are none", async () => {
    mockBackend.override("blog", { listPublished: scenario.returns([]) });
    renderRoute("/blog");
    expect(await screen.findByRole("heading", { name: uiMessages.blogList.empty })).toBeVisible();
  });

  test("lists the published posts as cards linking to their pages", async () => {
    renderRoute("/blog");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(3);
    const first = within(cards[0] ?? document.body);
    expect(first.getByRole("link", { name: "CHOOSE Act 2026-27: Key Dates for Families" })).toHaveAttribute(
      "href",
      "/blog/choose-act-2026-27-key-dates",
    );
    expect(first.getByText("January 5, 2026")).toBeInTheDocument();
    expect(first.getByText("Alabama ESA Alliance Team")).toBeInTheDocument();
    expect(first.getByText(/Renewals opened on December 15, 2025/)).toBeInTheDocument();
    expect(first.getByText("Read More")).toBeInTheDocument();
    expect(screen.queryByText("Draft: Fall Workshop Series")).not.toBeInTheDocument();
    // The second post has a featured image; the first shows the placeholder.
    expect(within(cards[1] ?? document.body).getByRole("img", { name: MOCK_MEDIA[0]?.alt })).toHaveAttribute(
      "src",
    );
    expect(document.title).toContain("News & Updates");
  });

  test("a card's uploaded image is a <picture>: AVIF, WebP, then PNG at each width, laid out before it loads", async () => {
    renderRoute("/blog");
    const [image] = MOCK_MEDIA;
    const img = await screen.findByRole("img", { name: image?.alt });
    const base = `/media/${image?.id}`;
    expect(img).toHaveAttribute("src", `${base}/320.png`);
    expect(img).toHaveAttribute("srcset", `${base}/320.png 320w`);
    expect(img).toHaveAttribute("width", "320");
    expect(img).toHaveAttribute("height", "180");
    expect(img.getAttribute("sizes")).toMatch(/^\(min-width: 1024px\) 352px, /);
    const sources = [...(img.closest("picture")?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => [source.type, source.srcset])).toEqual([
      ["image/avif", `${base}/320.avif 320w`],
      ["image/webp", `${base}/320.webp 320w`],
    ]);
  });

  test("only the first row's images load at once; the rest wait until they near the screen", async () => {
    const base = { ...(MOCK_MEDIA[0] ?? { id: "", width: 0, height: 0, alt: "" }) };
    const posts = Array.from({ length: 6 }, (_, index) => ({
      id: crypto.randomUUID(),
      slug: `post-${index}`,
      title: `Post number ${index}`,
      excerpt: "An excerpt long enough for a card.",
      featuredImage: `/media/${base.id}/1600.jpg`,
      featuredMedia: { id: base.id, width: 1600, height: 900, alt: `Photo ${index}` },
      authorName: "Team",
      createdAt: "2026-01-05T15:00:00.000Z",
      language: "en" as const,
      translation: null,
      tags: [],
    }));
    mockBackend.override("blog", { listPublished: scenario.returns(posts) });
    renderRoute("/blog");
    const loading = await Promise.all(
      posts.map(async (post) =>
        (await screen.findByRole("img", { name: post.featuredMedia.alt })).getAttribute("loading"),
      ),
    );
    expect(loading).toEqual(["eager", "eager", "eager", "lazy", "lazy", "lazy"]);
    const img = screen.getByRole("img", { name: "Photo 0" });
    expect(img).toHaveAttribute(
      "srcset",
      `/media/${base.id}/480.jpg 480w, /media/${base.id}/960.jpg 960w, /media/${base.id}/1600.jpg 1600w`,
    );
    expect(img).not.toHaveAttribute("fetchpriority");
  });
});
