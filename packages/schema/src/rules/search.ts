/**
 * The site search (issue 35): what it finds and how much it reads. Zod-free, for the header's box and the
 * search page's first download.
 */
export const SEARCH_KINDS = ["post", "page", "guide", "resource", "event", "school"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest query searched (a longer one is cut). */
export const SEARCH_QUERY_MAX = 200;
/** Results in one answer, best first. */
export const SEARCH_RESULTS_MAX = 20;
/** Marks the matches in a snippet from the database; neither can appear in stored text (private use). */
export const SNIPPET_MARK_START = "\uE000";
export const SNIPPET_MARK_END = "\uE001";

/** A snippet with the database's marks as parts, the marked ones the matches. */
export function snippetParts(snippet: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  for (const [index, piece] of snippet.split(SNIPPET_MARK_START).entries()) {
    const [marked, rest] = index === 0 ? [undefined, piece] : splitOnce(piece, SNIPPET_MARK_END);
    if (marked) parts.push({ text: marked, mark: true });
    if (rest) parts.push({ text: rest, mark: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ""] : [text.slice(0, at), text.slice(at + separator.length)];
}
