import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX, CONTACT_STATUSES } from "@choose/schema/list-views";
import { describe, expect, it } from "vitest";
import { listView, oneOf, pagedInput } from "./list-search";

describe("a back-office list's view read from its URL", () => {
  it("keeps a search (trimmed) and a page", () => {
    expect(listView({ q: "  Grace Academy ", page: 3 })).toEqual({ q: "Grace Academy", page: 3 });
    expect(listView({ page: "2" })).toEqual({ q: undefined, page: 2 });
  });

  it.each([
    ["no page", undefined],
    ["page 0", 0],
    ["a negative page", -1],
    ["a fraction", 1.5],
    ["text", "abc"],
    ["an empty value", ""],
    ["a list", [2]],
  ])("reads %s as the first page (absent)", (_, page) => {
    expect(listView({ page }).page).toBeUndefined();
  });

  it("drops a search that is not text or longer than the API takes", () => {
    expect(listView({ q: 42 }).q).toBeUndefined();
    expect(listView({ q: "x".repeat(ADMIN_SEARCH_MAX + 1) }).q).toBeUndefined();
    expect(listView({ q: "x".repeat(ADMIN_SEARCH_MAX) }).q).toHaveLength(ADMIN_SEARCH_MAX);
  });

  it("keeps the language filter only when it is one of the site's languages", () => {
    expect(listView({ language: "es" }).language).toBe("es");
    expect(listView({ language: "en", q: "Rosa" })).toEqual({ q: "Rosa", language: "en", page: undefined });
    for (const language of ["fr", "ES", "", 1, ["es"], undefined]) {
      expect(listView({ language }).language).toBeUndefined();
    }
  });

  it("keeps a filter only when it is one of its values", () => {
    expect(oneOf(CONTACT_STATUSES, "handled")).toBe("handled");
    expect(oneOf(CONTACT_STATUSES, "spam")).toBeUndefined();
    expect(oneOf(CONTACT_STATUSES, undefined)).toBeUndefined();
  });

  it("asks the API for one page of the view", () => {
    expect(pagedInput({ status: "new" }, undefined)).toEqual({
      status: "new",
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
    });
  });
});
