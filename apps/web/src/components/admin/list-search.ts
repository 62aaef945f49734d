import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX } from "@choose/schema";
import { z } from "zod";

// Apart from the list's components: route definitions (every page's route tree) import these.

/**
 * A back-office list's view in the URL (bookmarkable, Back works): the search text, the screen's own
 * filters and the page. Anything unreadable falls back to the default.
 */
export function listSearchSchema<Filters extends z.ZodRawShape>(filters: Filters) {
  return z.object({
    q: z.string().trim().max(ADMIN_SEARCH_MAX).optional().catch(undefined),
    ...filters,
    page: z.coerce.number().int().min(1).optional().catch(undefined),
  });
}

/** The list query of a view: its filter and one page of ADMIN_PAGE_SIZE. */
export function pagedInput<Filter extends object>(filter: Filter, page: number | undefined) {
  return { ...filter, page: page ?? 1, pageSize: ADMIN_PAGE_SIZE };
}
