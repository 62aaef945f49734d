import {
  type Language,
  SEARCH_RESULTS_MAX,
  type SearchAnswer,
  type SearchKind,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
  snippetParts,
} from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { GUIDE_SECTIONS } from "./search.guide.ts";
import { SEARCH_SOURCES, type SearchSource } from "./search.sources.ts";

export interface SearchService {
  /** What matches `query` in `language`, best first, each with a snippet whose matches are marked. */
  search(query: string, language: Language): Promise<SearchAnswer>;
}

/** ts_headline's options: one fragment of some words (two cost several times more to find), the matches between the private-use marks. */
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MaxWords=30, MinWords=12, MaxFragments=1`;

/**
 * One statement: the ranked matches of every source (from their GIN indexes), the best
 * SEARCH_RESULTS_MAX kept, then their titles, addresses and snippets (ts_headline reads only those).
 */
function searchSql(sources: readonly SearchSource[]): string {
  const kind = (source: SearchSource) => `'${source.kind}'::text`;
  return `with params as (
      select ?::text as language, websearch_to_tsquery(search_config(?::text), ?::text) as query
    ),
    guide as (
      select g.key, g.title, g.url, g.body,
        setweight(to_tsvector(search_config(params.language), g.title), 'A')
          || setweight(to_tsvector(search_config(params.language), g.body), 'C') as vector
      from json_to_recordset(?::json) as g(key text, title text, url text, body text), params
    ),
    found as (
      select * from (
        ${sources.map((source) => `select ${kind(source)} as kind, m.id, m.rank from (${source.matches}) m`).join("\n        union all\n        ")}
      ) matched order by rank desc, kind, id limit ${SEARCH_RESULTS_MAX}
    )
    select f.kind, d.title, d.url, ts_headline(search_config(params.language), d.body, params.query, ?) as snippet
    from found f cross join params cross join lateral (
      ${sources.map((source) => `select * from (${source.details}) s where f.kind = ${kind(source)}`).join("\n      union all\n      ")}
    ) d
    order by f.rank desc, f.kind, f.id`;
}

interface ResultRow {
  kind: SearchKind;
  title: string;
  url: string;
  snippet: string;
}

/**
 * The search's statement (`?` placeholders) and its parameters for a query: what the service runs, and
 * what the search benchmark's bare server runs beside it.
 */
export function searchStatement(sources: readonly SearchSource[] = SEARCH_SOURCES) {
  const guides = {
    en: JSON.stringify(GUIDE_SECTIONS.en),
    es: JSON.stringify(GUIDE_SECTIONS.es),
  } satisfies Record<Language, string>;
  return {
    sql: searchSql(sources),
    params: (query: string, language: Language) => [
      language,
      language,
      query,
      guides[language],
      HEADLINE_OPTIONS,
    ],
  };
}

export function createSearchService(
  orm: MikroORM,
  sources: readonly SearchSource[] = SEARCH_SOURCES,
): SearchService {
  const statement = searchStatement(sources);

  return {
    async search(query, language) {
      if (query.trim() === "") return { query, language, results: [] };
      const rows = await orm.em
        .getConnection()
        .execute<ResultRow[]>(statement.sql, statement.params(query, language));
      return {
        query,
        language,
        results: rows.map((row) => {
          // One line: the snippet's fragments keep the text's paragraph breaks otherwise.
          const highlights = snippetParts(row.snippet.replace(/\s+/g, " ").trim());
          return {
            kind: row.kind,
            title: row.title,
            url: row.url,
            snippet: highlights.map((part) => part.text).join(""),
            highlights,
            language,
          };
        }),
      };
    },
  };
}
