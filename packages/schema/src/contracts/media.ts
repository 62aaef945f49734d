import { z } from "zod";
import { AppError } from "../rules/app-error.ts";
import {
  MEDIA_ALT_MAX,
  MEDIA_HOME_USES,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  mediaInUseMessage,
  parseMediaUrl,
} from "../rules/media-urls.ts";
import { IdParamSchema } from "./auth.ts";
import { requiredText, storableString, textOrEmpty } from "./text.ts";

export * from "../rules/media-urls.ts";

export const mediaMessages = {
  noFile: "Choose an image file to upload (the form field is named file)",
  multipartOnly: "Send the image as multipart/form-data, in one field named file",
  unsupported: "Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded",
  tooLarge: `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
  tooManyPixels: `The image has more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`,
  unreadable: "The file could not be read as an image (it may be damaged or incomplete)",
  busy: "The server is busy with other images. Please try this one again in a minute.",
  notFound: "Image not found",
  alt: "Describe the image for people who cannot see it (alt text)",
  featuredAlt: "The featured image needs a description (alt text): add one in the media library",
  contentAlt: "Every image in the content needs a description (alt text)",
  unknownImage: "An image is no longer in the media library",
  deleted: "Image deleted",
  inUse: mediaInUseMessage,
} as const;

/**
 * An image hosted elsewhere: https with a real domain. Not http: a stored http image would have every
 * reader's browser request that address, internal ones included (the CSP allows https: images only).
 */
export function externalImageUrl(message?: string) {
  return z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message }).max(2048, message);
}

/** A post's image: one of our uploads (`/media/{id}/{width}.{ext}`) or an https image elsewhere. */
export function isPostImageUrl(value: string): boolean {
  return parseMediaUrl(value) !== undefined || externalImageUrl().safeParse(value).success;
}

/** An optional post image (`isPostImageUrl`), or empty/blank as "" (kept, so an update can clear it). */
export function optionalPostImageUrl(message: string) {
  return storableString()
    .trim()
    .refine((value) => value === "" || isPostImageUrl(value), message)
    .optional();
}

const AltSchema = requiredText(1, mediaMessages.alt, MEDIA_ALT_MAX);

/** The optional alt text sent with an upload (empty is allowed: the editor asks for it before use). */
export const MediaUploadAltSchema = textOrEmpty(MEDIA_ALT_MAX);

/**
 * An upload's parts checked, by the API's route and the web's mocks alike: a non-empty file of at most
 * MEDIA_MAX_BYTES (what it is, its content decides later), and optional alt text.
 */
export function checkedUpload(file: Uint8Array | undefined, alt: unknown): { data: Uint8Array; alt: string } {
  if (!file || file.byteLength === 0) throw new AppError("BAD_REQUEST", mediaMessages.noFile);
  if (file.byteLength > MEDIA_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", mediaMessages.tooLarge);
  return { data: file, alt: MediaUploadAltSchema.parse(alt ?? "") };
}

/** `POST /api/media`'s answer: the image at its largest width in the format every browser shows. */
export const MediaUploadResultSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type MediaUploadResult = z.infer<typeof MediaUploadResultSchema>;

/** One image of the media library. */
export const MediaItemSchema = MediaUploadResultSchema.extend({
  /** The upload as it was sent: its size in bytes and its dimensions (after orientation). */
  originalBytes: z.number().int(),
  originalWidth: z.number().int(),
  originalHeight: z.number().int(),
  /** What the variants take in the database, all together. */
  storedBytes: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The posts whose featured image or content shows it. */
  usedBy: z.array(z.object({ id: z.uuid(), title: z.string() })),
  /** Where the home page shows it (its hero image, a partner logo), whether or not that block is on. */
  usedOnHome: z.array(z.enum(MEDIA_HOME_USES)),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

/** What a page needs to lay out a post's featured image before it loads. */
export const FeaturedMediaSchema = MediaUploadResultSchema.pick({
  id: true,
  width: true,
  height: true,
  alt: true,
});
export type FeaturedMedia = z.infer<typeof FeaturedMediaSchema>;

export const MediaAltUpdateSchema = IdParamSchema.extend({ alt: AltSchema });
