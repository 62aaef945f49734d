import sanitizeHtml from "sanitize-html";

/**
 * What a news post may contain: text structure, emphasis, links, images, quotes, code and tables.
 * Everything else (scripts, event handlers, styles, iframes, forms, javascript: URLs) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // An image whose src was dropped (data:, javascript:, relative) would be an empty box: drop it whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^https?:\/\//i.test(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
      };
    },
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
