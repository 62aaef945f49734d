import {
  ABSOLUTE_WEB_URL,
  isPostImageUrl,
  type MediaFormat,
  mediaFallbackFormat,
  mediaUrl,
  POST_HTML_ATTRIBUTES,
  POST_HTML_TAGS,
  POST_LINK_SCHEMES,
  parseMediaUrl,
} from "@choose/schema";
import sanitizeHtml from "sanitize-html";

/** The shared allow-list (@choose/schema post-html.ts), enforced with a maintained sanitizer. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: {
    ...POST_HTML_ATTRIBUTES,
    a: [...(POST_HTML_ATTRIBUTES.a ?? []), "target", "rel"],
  },
  allowedSchemes: [...POST_LINK_SCHEMES],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // An image whose src was dropped or is not ours or https (data:, http:, relative) would be an empty
  // box or a request to any address: drop it whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !isPostImageUrl(frame.attribs.src ?? ""),
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

/** The images of sanitized post HTML, as their src and alt. */
export function postImages(html: string): { src: string; alt: string }[] {
  const images: { src: string; alt: string }[] = [];
  sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => {
        images.push({ src: attribs.src ?? "", alt: (attribs.alt ?? "").trim() });
        return { tagName, attribs };
      },
    },
  });
  return images;
}

export interface StoredMedia {
  width: number;
  height: number;
  format: MediaFormat;
}

/**
 * Sanitized post HTML whose uploaded images point at their largest variant and carry its size, as
 * stored: the page lays them out before they load and builds their srcset from the URL.
 */
export function withMediaSizes(html: string, media: ReadonlyMap<string, StoredMedia>): string {
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      img: (tagName, attribs) => {
        const ref = parseMediaUrl(attribs.src ?? "");
        const stored = ref && media.get(ref.id);
        if (!ref || !stored) return { tagName, attribs };
        return {
          tagName,
          attribs: {
            ...attribs,
            src: mediaUrl(ref.id, stored.width, mediaFallbackFormat(stored.format)),
            width: String(stored.width),
            height: String(stored.height),
          },
        };
      },
    },
  }).trim();
}
