import type { SearchKind } from "@choose/schema";

/**
 * One kind of thing the site search finds, as two pieces of SQL over the search's `params` (its
 * `language` and its `query`, a tsquery in that language's configuration):
 * - `matches` selects `id` (text) and `rank` of what is public, in that language, and matches;
 * - `details` selects the `title`, `url` and `body` (plain text, for the snippet) of the match `f.id`.
 * A new source is one more entry in `SEARCH_SOURCES`, with a weighted
 * `search_vector` kept by a trigger in its table (see migration 20261201194000) and a GIN index on it.
 */
export interface SearchSource {
  kind: SearchKind;
  matches: string;
  details: string;
}

/**
 * The match's id as a uuid, for the primary key's index (`s.id::text = f.id` would read every row); the
 * cast only runs for the source's own matches, whose ids are uuids.
 */
const foundUuid = "(case when f.id ~ '^[0-9a-f-]{36}$' then f.id::uuid end)";

/** `/es` before a Spanish address. */
const localized = (alias: string, path: string) =>
  `(case ${alias}.language when 'es' then '/es' else '' end) || ${path}`;

const vectorSource = (table: string, where: string) =>
  `select s.id::text as id, ts_rank(s.search_vector, params.query) as rank from ${table} s, params
   where ${where} and s.language = params.language and s.search_vector @@ params.query`;

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: "post",
    matches: vectorSource("blog_posts", "s.published"),
    details: `select s.title, ${localized("s", "'/blog/' || s.slug")} as url,
      s.excerpt || E'\\n' || search_plain(s.content) as body from blog_posts s where s.id = ${foundUuid}`,
  },
  {
    kind: "page",
    matches: vectorSource("pages", "s.published"),
    details: `select s.title, ${localized("s", "'/' || s.slug")} as url,
      s.description || E'\\n' || search_plain(s.content) as body from pages s where s.id = ${foundUuid}`,
  },
  {
    kind: "resource",
    matches: vectorSource("resources", "s.published"),
    details: `select s.title, ${localized("s", "'/resources#resource-' || s.id")} as url,
      coalesce(nullif(s.description, ''), s.title) as body from resources s where s.id = ${foundUuid}`,
  },
  {
    // Cancelled events keep their page (it says so), but the search leaves them out; past ones are in the archive.
    kind: "event",
    matches: vectorSource("events", "s.published and s.cancelled_at is null"),
    details: `select s.title, ${localized("s", "'/events/' || s.slug")} as url,
      coalesce(s.location || E'\\n', '') || search_plain(s.description) as body from events s where s.id = ${foundUuid}`,
  },
  {
    // A listed school of the finder (issue 34): one row for both languages, its vector stemmed by both
    // (migration 20261201200000); the predicate is the partial GIN index's. Its address is the finder
    // filtered by its name, percent-encoded here (PostgreSQL has no function for it); the `?` is
    // `chr(63)`, as a question mark in the statement would be taken for a parameter.
    kind: "school",
    matches: `select s.id::text as id, ts_rank(s.directory_vector, params.query) as rank from applications s, params
      where s.status = 'approved' and s.list_in_directory and not s.hidden_from_directory
        and s.directory_vector @@ params.query`,
    details: `select s.school_name as title,
      (case params.language when 'es' then '/es' else '' end) || '/schools' || chr(63) || 'q=' || (
        select string_agg(case when c ~ '^[A-Za-z0-9._~-]$' then c
          else regexp_replace(upper(encode(convert_to(c, 'UTF8'), 'hex')), '(..)', '%\\1', 'g') end, '' order by n)
        from regexp_split_to_table(s.school_name, '') with ordinality as t(c, n)
      ) as url,
      s.school_name || E'\\n' || s.city || ' ' || s.zip_code || E'\\n' || s.directory_description as body
      from applications s where s.id = ${foundUuid}`,
  },
  {
    // The guide's sections come from the catalogues with each search (`guide`, the page language's).
    kind: "guide",
    matches: `select g.key as id, ts_rank(g.vector, params.query) as rank from guide g, params
      where g.vector @@ params.query`,
    details: "select g.title, g.url, g.body from guide g where g.key = f.id",
  },
];
