import { likePattern } from "@choose/schema";
import { raw } from "@mikro-orm/postgresql";
import { SEARCH_EXPRESSIONS } from "./migrations/Migration20261123180000_back_office.ts";

/**
 * A back-office list's search for `q` in `table`: on the expression its trigram index is built on, so
 * the index serves it. No condition without a search.
 */
export function searchFilter(table: keyof typeof SEARCH_EXPRESSIONS, q: string | undefined) {
  return q ? { [raw(SEARCH_EXPRESSIONS[table])]: { $ilike: likePattern(q) } } : {};
}
