import { ABSOLUTE_WEB_URL, POST_HTML_ATTRIBUTES, POST_HTML_TAGS, POST_LINK_SCHEMES } from "@choose/schema";
import sanitizeHtml from "sanitize-html";

/** The shared allow-list (@choose/schema post-html.ts), enforced with a maintained sanitizer. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: {
    ...POST_HTML_ATTRIBUTES,
    a: [...(POST_HTML_ATTRIBUTES.a ?? []), "target", "rel"],
  },
  allowedSchemes: [...POST_LINK_SCHEMES],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // An image whose src was dropped (data:, javascript:, relative) would be an empty box: drop it whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !ABSOLUTE_WEB_URL.test(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => {
      const external = ABSOLUTE_WEB_URL.test(attribs.href ?? "");
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
