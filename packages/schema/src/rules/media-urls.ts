/**
 * Uploaded images (issue 16): the formats taken, the variants made of each, and their URLs. The API
 * makes the variants by these rules and the web builds `<picture>`/`srcset` by the same ones, so an
 * image's URL is all either needs to know which files exist. Zod-free: public pages import this.
 */

/** The largest upload, in bytes. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels an upload may declare (a decompression bomb declares far more). */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** Widths made of every image; one wider than the original is made at the original's width instead. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export const MEDIA_ALT_MAX = 300;

export const MEDIA_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_EXTENSIONS: Readonly<Record<MediaFormat, string>> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
};

export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** The widths made of an image `width` pixels wide, smallest first (never wider than the image). */
export function mediaVariantWidths(width: number): number[] {
  return [...new Set(MEDIA_WIDTHS.map((target) => Math.min(target, width)))].toSorted((a, b) => a - b);
}

/**
 * The formats made of an image of `format`, best first; the last is what a plain `<img>` gets. GIFs
 * skip AVIF, which cannot carry their animation here.
 */
export function mediaVariantFormats(format: MediaFormat): MediaFormat[] {
  switch (format) {
    case "gif":
      return ["webp", "gif"];
    case "webp":
    case "avif":
      return ["avif", "webp"];
    default:
      return ["avif", "webp", format];
  }
}

/** The format a plain `<img>` of an image of `format` is served in. */
export const mediaFallbackFormat = (format: MediaFormat): MediaFormat =>
  mediaVariantFormats(format).at(-1) ?? format;

/** A variant's stable URL. */
export const mediaUrl = (id: string, width: number, format: MediaFormat) =>
  `/media/${id}/${width}.${MEDIA_EXTENSIONS[format]}`;

const FORMAT_BY_EXTENSION: ReadonlyMap<string, MediaFormat> = new Map(
  MEDIA_FORMATS.map((format) => [MEDIA_EXTENSIONS[format], format]),
);

const MEDIA_URL =
  /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d{1,5})\.([a-z]+)$/;

export interface MediaVariantRef {
  id: string;
  width: number;
  format: MediaFormat;
}

/** The image, width and format a `/media/{id}/{width}.{ext}` URL names; undefined for any other. */
export function parseMediaUrl(url: string): MediaVariantRef | undefined {
  const match = MEDIA_URL.exec(url);
  const format = match?.[3] === undefined ? undefined : FORMAT_BY_EXTENSION.get(match[3]);
  if (!match?.[1] || !match[2] || !format) return undefined;
  return { id: match[1], width: Number(match[2]), format };
}

/**
 * An image's format from its first bytes (its "magic number"), whatever its name or declared type
 * says; undefined for anything else (SVG, PDF, text…).
 */
export function sniffImageFormat(bytes: Uint8Array): MediaFormat | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  // An ISO media file (ftyp box) whose brand is AVIF; HEIC and video brands are refused.
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return undefined;
}

/** Where the home page shows a library image (issue 31): the hero photograph, a partner logo. */
export const MEDIA_HOME_USES = ["hero", "logo"] as const;
export type MediaHomeUse = (typeof MEDIA_HOME_USES)[number];

export const MEDIA_HOME_USE_NAMES: Readonly<Record<MediaHomeUse, string>> = {
  hero: "hero image",
  logo: "partner logos",
};

/** What uses an image: the home page's places, the posts' titles. */
export interface MediaUses {
  home: readonly MediaHomeUse[];
  posts: readonly string[];
}

/** Where an image is shown, as a phrase ("the home page (hero image) and “Spring fair”"), or "". */
export function mediaUsesPhrase({ home, posts }: MediaUses): string {
  const places = [
    ...(home.length > 0
      ? [`the home page (${home.map((use) => MEDIA_HOME_USE_NAMES[use]).join(", ")})`]
      : []),
    ...(posts.length > 0 ? [posts.map((title) => `“${title}”`).join(", ")] : []),
  ];
  return places.join(" and ");
}

/** Why an image cannot be deleted: the one text for the API's 409 and the library's delete dialog. */
export function mediaInUseMessage(uses: MediaUses): string {
  const from = [
    ...(uses.home.length > 0 ? ["the home page"] : []),
    ...(uses.posts.length === 1 ? ["that post"] : uses.posts.length > 1 ? ["those posts"] : []),
  ];
  return `This image is used by ${mediaUsesPhrase(uses)}. Remove it from ${from.join(" and ")} first.`;
}
