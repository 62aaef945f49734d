import { uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { renderRoute } from "../test/render";
import { BLOG_SKELETON_COUNT } from "./blog.index";

describe("news list", () => {
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
    expect(within(cards[1] ?? document.body).getByRole("presentation")).toHaveAttribute("src");
    expect(document.title).toContain("News & Updates");
  });
});
