/**
 * What a news post's HTML may contain, for the server's sanitizer (enforced on save) and the editor's
 * preview (so it shows exactly what the public page will): text structure, emphasis, links, images,
 * quotes, code and tables. Everything else (scripts, event handlers, styles, iframes, forms) goes.
 */
export const POST_HTML_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "mark",
  "sub",
  "sup",
  "small",
  "a",
  "img",
  "figure",
  "figcaption",
  "blockquote",
  "pre",
  "code",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
] as const;

/** Attributes kept per tag (links also get target/rel, set by the sanitizer for external ones). */
export const POST_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height", "loading"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start"],
};

/** Link schemes kept (images: see `isPostImageUrl`, an upload of ours or https elsewhere). */
export const POST_LINK_SCHEMES = ["http", "https", "mailto"] as const;
export const ABSOLUTE_WEB_URL = /^https?:\/\//i;

/** A URL's scheme, as RFC 3986 spells it ("javascript" in "javascript:alert(1)"). */
const URL_SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const KEPT_SCHEMES: ReadonlySet<string> = new Set(POST_LINK_SCHEMES);

/**
 * Whether a link's href is kept: one of POST_LINK_SCHEMES or a relative address, but not protocol-
 * relative. The API's sanitizer is configured with the same rule; the editor's preview applies this.
 */
export function isKeptPostLink(href: string): boolean {
  // Browsers ignore spaces and control characters in a URL, so "java\tscript:" is still javascript:.
  const compact = [...href].filter((character) => character > " ").join("");
  if (compact.startsWith("//")) return false;
  const scheme = URL_SCHEME.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || KEPT_SCHEMES.has(scheme);
}

/** What the editor lets an author link to: a web page, an email address, or a page of this site. */
export const POST_LINK_TARGET = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+@[^\s]+|\/[^\s]*)$/i;
