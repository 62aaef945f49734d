import { LANGUAGES } from "@choose/schema/i18n";
import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from "@choose/schema/list-views";

// Apart from the list's components, and without zod: route definitions (every page's start-up chunk)
// import these, and zod there would load on every public page.

/**
 * A list's URL as it arrives: any of its keys, holding anything. The route's `validateSearch` takes it
 * `& SearchSchemaInput` (links may then leave keys out); its loader reads the location's search with it.
 */
export type RawListSearch<Filter extends string> = {
  [Key in "q" | "page" | "language" | Filter]?: unknown;
};

/**
 * A back-office list's view in the URL (bookmarkable, Back works): the search text, the language its
 * visitors used (every list has that filter) and the page; the screen adds its own filters with `oneOf`.
 * Anything unreadable falls back to the default (absent): `?language=fr` shows every language.
 */
export function listView(search: { q?: unknown; page?: unknown; language?: unknown }) {
  const q = typeof search.q === "string" ? search.q.trim() : undefined;
  return {
    q: q !== undefined && q.length <= ADMIN_SEARCH_MAX ? q : undefined,
    language: oneOf(LANGUAGES, search.language),
    page: pageOf(search.page),
  };
}

/** `?page=2` as a page number; anything but a whole number from 1 is absent. */
export function pageOf(raw: unknown): number | undefined {
  const page = typeof raw === "number" || typeof raw === "string" ? Number(raw) : Number.NaN;
  return Number.isInteger(page) && page >= 1 ? page : undefined;
}

/** `raw` when it is one of `values`, else absent. */
export function oneOf<Value extends string>(values: readonly Value[], raw: unknown): Value | undefined {
  return values.find((value) => value === raw);
}

/** The list query of a view: its filter and one page of ADMIN_PAGE_SIZE. */
export function pagedInput<Filter extends object>(filter: Filter, page: number | undefined) {
  return { ...filter, page: page ?? 1, pageSize: ADMIN_PAGE_SIZE };
}
