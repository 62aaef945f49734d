import {
  MEDIA_CONTENT_TYPES,
  type MediaFormat,
  mediaUrl,
  mediaVariantFormats,
  mediaVariantWidths,
  parseMediaUrl,
} from "@choose/schema/media-urls";

/** What a `<picture>` of an upload offers: a `<source>` per better format, and the `<img>`'s own srcset. */
export interface ResponsiveImage {
  sources: { type: string; srcSet: string }[];
  src: string;
  srcSet: string;
}

/**
 * The `<picture>` of an upload from its URL (`/media/{id}/{width}.{ext}`, its largest variant in the
 * format a plain `<img>` shows): every width in AVIF and WebP first, the URL's own format last.
 * Undefined for an image elsewhere, which is shown as it is.
 */
export function responsiveImage(url: string): ResponsiveImage | undefined {
  const ref = parseMediaUrl(url);
  if (!ref) return undefined;
  const widths = mediaVariantWidths(ref.width);
  const srcSet = (format: MediaFormat) =>
    widths.map((width) => `${mediaUrl(ref.id, width, format)} ${width}w`).join(", ");
  return {
    sources: mediaVariantFormats(ref.format)
      .filter((format) => format !== ref.format)
      .map((format) => ({ type: MEDIA_CONTENT_TYPES[format], srcSet: srcSet(format) })),
    src: url,
    srcSet: srcSet(ref.format),
  };
}

/** How wide an image in a post's content is drawn: the article's column, or the screen less its margins. */
export const POST_CONTENT_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 32px)";

const IMG_TAG = /<img\s[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/gi;

/**
 * A post's sanitized HTML with each upload's `<img>` turned into a `<picture>` (AVIF, WebP, then the
 * image's format, at every width), loaded lazily. The HTML comes from the allow-list sanitizer, which
 * writes every attribute double-quoted and escaped, so the attributes are read back as they were
 * written and written again as they were read; other images are left as they are.
 */
export function withResponsiveImages(html: string): string {
  return html.replace(IMG_TAG, (tag) => {
    const attributes = new Map(
      [...tag.matchAll(ATTRIBUTE)].map(([, name = "", value = ""]) => [name.toLowerCase(), value]),
    );
    const image = responsiveImage(attributes.get("src") ?? "");
    if (!image) return tag;
    const kept = [...attributes].filter(
      ([name]) => !["loading", "decoding", "srcset", "sizes"].includes(name),
    );
    const sizes = `sizes="${POST_CONTENT_IMAGE_SIZES}"`;
    const sources = image.sources.map(
      (source) => `<source type="${source.type}" srcset="${source.srcSet}" ${sizes}>`,
    );
    const img = `<img ${kept.map(([name, value]) => `${name}="${value}"`).join(" ")} srcset="${image.srcSet}" ${sizes} loading="lazy" decoding="async">`;
    return `<picture>${sources.join("")}${img}</picture>`;
  });
}
