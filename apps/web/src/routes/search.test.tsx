import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderRoute } from "../test/render";

describe("site search", () => {
  test("a query in the address is searched: its results link to each match, the matched words marked", async () => {
    renderRoute("/search?q=renewals");
    const results = await screen.findByRole("heading", { level: 2, name: /Results for “renewals”/ });
    const list = within(results.closest("section") ?? document.body);
    expect(list.getByRole("link", { name: "CHOOSE Act 2026-27: Key Dates for Families" })).toHaveAttribute(
      "href",
      "/blog/choose-act-2026-27-key-dates",
    );
    expect(list.getAllByText(/renewals/i, { selector: "mark" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("searchbox", { name: "Search for" })).toHaveValue("renewals");
  });

  test("without a query the page asks for one", async () => {
    renderRoute("/search");
    expect(await screen.findByText("Type a word or two to search the site.")).toBeVisible();
  });

  test("the header's search box sends its words to the search page", async () => {
    renderRoute("/blog");
    await screen.findByRole("navigation", { name: "Main" });
    // jsdom gives <search> no role yet (browsers do): found by its element.
    const form = document.querySelector("header search form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/search");
  });
});
