import { uiMessages } from "@choose/schema";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_MEDIA, MOCK_POSTS } from "../mocks/posts";
import { renderRoute } from "../test/render";

describe("news post", () => {
  test("shows a skeleton while loading", async () => {
    mockBackend.override("blog", { getPublished: scenario.pending() });
    renderRoute("/blog/anything");
    expect(await screen.findByTestId("post-skeleton")).toBeInTheDocument();
  });

  test("shows Post Not Found with a link back for an unknown slug", async () => {
    const { user, history } = renderRoute("/blog/no-such-post");
    expect(
      await screen.findByRole("heading", { level: 1, name: uiMessages.blogDetail.notFoundTitle }),
    ).toBeVisible();
    expect(screen.getByText(uiMessages.blogDetail.notFoundBody)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "View All Posts" }));
    expect(history.location.pathname).toBe("/blog");
  });

  test("shows the post: image, dates, author, excerpt box, HTML content and the links", async () => {
    renderRoute("/blog/what-esa-funds-can-pay-for");
    expect(
      await screen.findByRole("heading", { level: 1, name: "What Can CHOOSE Act ESA Funds Pay For?" }),
    ).toBeVisible();
    const featured = screen.getByRole("img", { name: MOCK_MEDIA[0]?.alt });
    // The page's largest picture, fetched first.
    expect(featured).toHaveAttribute("fetchpriority", "high");
    expect(featured).toHaveAttribute("loading", "eager");
    expect(featured.closest("picture")?.querySelector("source")).toHaveAttribute("type", "image/avif");
    expect(screen.getAllByText("November 18, 2025")).toHaveLength(2);
    expect(screen.getByText(/Tuition, textbooks, tutoring and therapies are in/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Allowed expenses" })).toBeInTheDocument();
    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getByText(/Published by/)).toHaveTextContent("Published by Family Outreach Team");
    expect(screen.getByText(/Last updated/)).toHaveTextContent("Last updated November 18, 2025");
    expect(screen.getByRole("link", { name: "Have Questions? Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.getByRole("link", { name: "View All Posts" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: "Get In Touch" })).toHaveAttribute("href", "/contact");
    expect(document.title).toContain("What Can CHOOSE Act ESA Funds Pay For?");
  });

  test("an upload in the content is a lazy <picture> with its size; an image elsewhere stays as it is", async () => {
    const [post] = MOCK_POSTS;
    const [image] = MOCK_MEDIA;
    if (!post || !image) throw new Error("the mocks have posts and images");
    const upload = `/media/${image.id}/320.png`;
    await mockBackend.services.blog.update(post.id, {
      content: `<p>Our open house.</p><p><img src="${upload}" alt="The hall" width="320" height="180"></p><img src="https://example.org/a.jpg" alt="Elsewhere">`,
    });
    renderRoute(`/blog/${post.slug}`);
    const img = await screen.findByRole("img", { name: "The hall" });
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("srcset", `${upload} 320w`);
    expect(img).toHaveAttribute("width", "320");
    expect(img).toHaveAttribute("height", "180");
    const sources = [...(img.closest("picture")?.querySelectorAll("source") ?? [])].map(
      (source) => source.type,
    );
    expect(sources).toEqual(["image/avif", "image/webp"]);
    expect(screen.getByRole("img", { name: "Elsewhere" }).closest("picture")).toBeNull();
  });
});
