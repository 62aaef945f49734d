import { DOCUMENT_FORMATS, MEDIA_FORMATS } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, uuidPrimaryKey } from "../../platform/columns.ts";

/**
 * An uploaded image. The upload itself is not kept (it carries its metadata): only its variants, made
 * once at upload and stored beside the posts, so one backup holds everything and every instance serves them.
 */
export const MediaEntity = defineEntity({
  name: "Media",
  tableName: "media",
  properties: {
    id: uuidPrimaryKey(),
    /** Empty until given; a post cannot show it without one. */
    alt: p.text().default(""),
    /** The upload's format, which decides the variants' formats (`mediaVariantFormats`). */
    format: p.enum(MEDIA_FORMATS),
    /** The largest variant's size: what `<img>` width/height and the public URL say. */
    width: p.integer(),
    height: p.integer(),
    originalWidth: p.integer(),
    originalHeight: p.integer(),
    originalBytes: p.integer(),
    createdAt: createdTimestamp(),
  },
  indexes: [{ properties: ["createdAt"] }],
});
export type MediaRow = InferEntity<typeof MediaEntity>;

/** One file of an image: a width in a format, served at `/media/{id}/{width}.{ext}`. */
export const MediaVariantEntity = defineEntity({
  name: "MediaVariant",
  properties: {
    media: () => p.manyToOne(MediaEntity).primary().deleteRule("cascade"),
    width: p.integer().primary(),
    format: p.enum(MEDIA_FORMATS).primary(),
    data: p.blob().lazy(),
    bytes: p.integer(),
  },
});
export type MediaVariantRow = InferEntity<typeof MediaVariantEntity>;

/**
 * A document of the media library (issue 35: the resource library's files), kept whole as uploaded:
 * a PDF or an office file, recognised by its content. Always downloaded, never shown inline.
 */
export const MediaDocumentEntity = defineEntity({
  name: "MediaDocument",
  tableName: "media_documents",
  properties: {
    id: uuidPrimaryKey(),
    /** The download's name (`documentFileName`): safe characters, the format's own extension. */
    fileName: p.text(),
    format: p.enum(DOCUMENT_FORMATS),
    bytes: p.integer(),
    data: p.blob().lazy(),
    createdAt: createdTimestamp(),
  },
  indexes: [{ properties: ["createdAt"] }],
});
export type MediaDocumentRow = InferEntity<typeof MediaDocumentEntity>;
