import { likePattern, type Paged } from "@choose/schema";
import { raw } from "@mikro-orm/postgresql";

/**
 * Searched text of each list, one expression per table: its trigram index answers `ILIKE '%q%'`. The
 * back-office migration builds those indexes from this, so a change here needs a new migration that
 * rebuilds the index (a search on another expression than the index's scans the table).
 */
export const SEARCH_EXPRESSIONS = {
  applications: `("school_name" || ' ' || "city" || ' ' || "administrator_name" || ' ' || "administrator_email")`,
  contact_submissions: `("name" || ' ' || "email" || ' ' || coalesce("organization", '') || ' ' || "message")`,
  newsletter_subscriptions: `("email" || ' ' || coalesce("name", ''))`,
} as const;

/** A back-office list (applications, subscribers): a filtered page, the CSV export, a delete by id. */
export interface BackOfficeList<Item, Query> {
  /** The page the query asks for, filtered and sorted as it says, and the total it filters to. */
  list(query: Query): Promise<Paged<Item>>;
  /** Every item the query's filter shows, in its order, a batch at a time (the CSV export). */
  each(query: Query): AsyncGenerator<Item[]>;
  remove(id: string): Promise<void>;
}

/** Rows an export reads per query: bounded memory whatever the list's size. */
export const EXPORT_BATCH = 500;

/**
 * A back-office list's search for `q` in `table`: on the expression its trigram index is built on, so
 * the index serves it. No condition without a search.
 */
export function searchFilter(table: keyof typeof SEARCH_EXPRESSIONS, q: string | undefined) {
  return q ? { [raw(SEARCH_EXPRESSIONS[table])]: { $ilike: likePattern(q) } } : {};
}
