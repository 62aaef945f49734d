import {
  type FeaturedMedia,
  type MediaFormat,
  type MediaUploadResult,
  mediaFallbackFormat,
  mediaUrl,
} from "@choose/schema";

/** A stored image as pages show it: its size and alt text, and the format its variants are made from. */
export type DisplayedMedia = FeaturedMedia & { format: MediaFormat };

/** The URL an image is shown at: its largest variant in the format every browser shows. */
export const mediaDisplayUrl = (media: { id: string; width: number; format: MediaFormat }) =>
  mediaUrl(media.id, media.width, mediaFallbackFormat(media.format));

/** An image as its upload answers it (the library's items start the same). */
export function mediaUploadResult(media: DisplayedMedia): MediaUploadResult {
  const { id, width, height, alt } = media;
  return { id, url: mediaDisplayUrl(media), width, height, alt };
}

/** A post's featured upload as pages read it: the URL, and what lays the image out before it loads. */
export function featuredUpload(media: DisplayedMedia): {
  featuredImage: string;
  featuredMedia: FeaturedMedia;
} {
  const { url, ...featuredMedia } = mediaUploadResult(media);
  return { featuredImage: url, featuredMedia };
}
