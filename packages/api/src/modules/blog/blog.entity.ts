import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import {
  createdTimestamp,
  languageColumn,
  updatedTimestamp,
  uuidPrimaryKey,
} from "../../platform/columns.ts";
import { scheduledPublishingColumns } from "../../platform/scheduling.ts";
import { MediaEntity } from "../media/media.entity.ts";

export const BlogPostEntity = defineEntity({
  name: "BlogPost",
  properties: {
    id: uuidPrimaryKey(),
    title: p.text(),
    slug: p.text().unique(),
    excerpt: p.text(),
    /** Sanitized HTML (sanitized when saved, rendered as is). */
    content: p.text(),
    published: p.boolean().default(false),
    /** An https image elsewhere; null when there is none or it is an upload (`featuredMedia`). */
    featuredImage: p.text().nullable(),
    /** An uploaded featured image; an image in use cannot be deleted. */
    featuredMedia: () => p.manyToOne(MediaEntity).nullable().deleteRule("restrict"),
    authorName: p.text(),
    /** The staff account that wrote it (its username: the post keeps it when the account goes). */
    createdBy: p.text().nullable(),
    language: languageColumn(),
    /** On a Spanish post: its English version (unique; emptied when that one is deleted). */
    translationOfId: p.uuid().nullable().unique(),
    ...scheduledPublishingColumns(),
    createdAt: createdTimestamp(),
    updatedAt: updatedTimestamp(),
  },
  // The public list reads published posts newest first.
  // The public list reads published posts newest first; the media library asks which posts use an image.
  indexes: [{ properties: ["published", "createdAt"] }, { properties: ["featuredMedia"] }],
});
export type BlogPostRow = InferEntity<typeof BlogPostEntity>;

/** The uploads a post's content shows (kept in step with it on every save): an image in use cannot be deleted. */
export const PostMediaEntity = defineEntity({
  name: "PostMedia",
  tableName: "post_media",
  properties: {
    post: () => p.manyToOne(BlogPostEntity).primary().deleteRule("cascade"),
    media: () => p.manyToOne(MediaEntity).primary().deleteRule("restrict"),
  },
  indexes: [{ properties: ["media"] }],
});
export type PostMediaRow = InferEntity<typeof PostMediaEntity>;

/** A topic posts are grouped by, listed at `/blog/tag/{slug}` (its slug made from its name). */
export const TagEntity = defineEntity({
  name: "Tag",
  tableName: "tags",
  properties: {
    id: uuidPrimaryKey(),
    name: p.text(),
    slug: p.text().unique(),
    createdAt: createdTimestamp(),
  },
});
export type TagRow = InferEntity<typeof TagEntity>;

/** Which posts carry which tags (deleting either removes the link). */
export const PostTagEntity = defineEntity({
  name: "PostTag",
  tableName: "post_tags",
  properties: {
    post: () => p.manyToOne(BlogPostEntity).primary().deleteRule("cascade"),
    tag: () => p.manyToOne(TagEntity).primary().deleteRule("cascade"),
  },
  indexes: [{ properties: ["tag"] }],
});
export type PostTagRow = InferEntity<typeof PostTagEntity>;
