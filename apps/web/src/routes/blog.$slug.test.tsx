import { uiMessages } from "@choose/schema";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
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
    expect(screen.getByRole("presentation")).toHaveAttribute("src");
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
});
