import { z } from "zod";
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from "../rules/search.ts";
import { LanguageSchema } from "./language.ts";
import { storableString } from "./text.ts";

export * from "../rules/search.ts";

/**
 * `GET /api/search?q=…&language=es`: the words as typed (trimmed, at most SEARCH_QUERY_MAX characters;
 * longer ones are cut, not refused, so a pasted paragraph still searches) and the page's language.
 */
export const SearchInputSchema = z.object({
  q: storableString()
    .trim()
    .transform((value) => value.slice(0, SEARCH_QUERY_MAX)),
  language: LanguageSchema.default("en"),
});
export type SearchInput = z.input<typeof SearchInputSchema>;

/** A piece of a snippet: the words that matched are `mark`ed. Plain text: the page escapes it. */
export const SnippetPartSchema = z.object({ text: z.string(), mark: z.boolean() });

export const SearchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  url: z.string(),
  /** The snippet as plain text, and the same in parts with the matches marked. */
  snippet: z.string(),
  highlights: z.array(SnippetPartSchema),
  language: LanguageSchema,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchAnswerSchema = z.object({
  query: z.string(),
  language: LanguageSchema,
  results: z.array(SearchResultSchema),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
