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

/** Link schemes kept; images need an absolute web URL. */
export const POST_LINK_SCHEMES = ["http", "https", "mailto"] as const;
export const ABSOLUTE_WEB_URL = /^https?:\/\//i;
