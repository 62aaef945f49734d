import { z } from "zod";
import { SLUG_MAX, SLUG_PATTERN } from "../rules/slug.ts";
import { parseTagNames, TAG_NAME_MAX, TAGS_PER_POST_MAX, tagSlug } from "../rules/tags.ts";
import { DEFAULT_LANGUAGE } from "../texts/i18n/languages.ts";
import { LanguageSchema } from "./language.ts";
import { FeaturedMediaSchema, optionalPostImageUrl } from "./media.ts";
import { publishAtField } from "./publishing.ts";
import { requiredText, storableString } from "./text.ts";
import { CounterpartSchema, TranslationLinkSchema, translationOfField } from "./translations.ts";

export const blogMessages = {
  title: "Title must be at least 5 characters",
  excerpt: "Excerpt must be at least 20 characters",
  content: "Content must be at least 50 characters",
  authorName: "Author name must be at least 2 characters",
  slug: "Use lower-case letters, numbers and single hyphens only",
  featuredImage: "Upload an image, choose one from the library, or enter an https image address",
} as const;

/** HTML of a post: about 8,000 words, and inside the 100 KB request body limit once JSON-escaped. */
export const POST_CONTENT_MAX = 50_000;

/** A slug typed by hand; empty means "generate it from the title". */
const slugField = storableString()
  .trim()
  .max(SLUG_MAX, `Must be at most ${SLUG_MAX} characters`)
  .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), blogMessages.slug)
  .optional()
  .transform((slug) => (slug ? slug : undefined));

const postFields = {
  title: requiredText(5, blogMessages.title),
  slug: slugField,
  excerpt: requiredText(20, blogMessages.excerpt, 500),
  content: requiredText(50, blogMessages.content, POST_CONTENT_MAX),
  authorName: requiredText(2, blogMessages.authorName),
  featuredImage: optionalPostImageUrl(blogMessages.featuredImage),
  published: z.boolean(),
  /** The language the post is written in (pages in the other language mark it when it has no version there). */
  language: LanguageSchema,
  /** The same post in the other language: an id links them (both ways), null unlinks. */
  translationOf: translationOfField,
  /** Scheduled publishing: with `published: false`, the time the post goes out by itself. */
  publishAt: publishAtField,
  /** Its topics, by name (a new name makes a new tag). */
  tags: z.lazy(() => PostTagsSchema),
};

export const BlogPostCreateSchema = z.object({
  ...postFields,
  authorName: postFields.authorName.optional(),
  published: postFields.published.default(false),
  language: postFields.language.default(DEFAULT_LANGUAGE),
  publishAt: postFields.publishAt.default(null),
  tags: postFields.tags.default([]),
});
export type BlogPostCreateInput = z.input<typeof BlogPostCreateSchema>;
export type BlogPostCreate = z.output<typeof BlogPostCreateSchema>;

/** The partial version of the create rules (spec 5): only the fields sent are checked and changed. */
export const BlogPostUpdateSchema = z.object(postFields).partial();
export type BlogPostUpdateInput = z.input<typeof BlogPostUpdateSchema>;
export type BlogPostUpdate = z.output<typeof BlogPostUpdateSchema>;

/** One card of the public news list. */
export const BlogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The image's URL: an upload's largest variant (`/media/...`) or an https image elsewhere. */
  featuredImage: z.string().nullable(),
  /** Set when the featured image is an upload: its size (for srcset and layout) and alt text. */
  featuredMedia: FeaturedMediaSchema.nullable(),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
  language: LanguageSchema,
  /** Its published version in the other language, with its own slug; null when there is none. */
  translation: TranslationLinkSchema.nullable(),
  /** Its tags' names, in alphabetical order (a tag's address is `tagSlug(name)`). */
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

/** A published post's page. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  content: z.string(),
  updatedAt: z.iso.datetime(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** A post as the admin sees it, drafts included. */
export const AdminBlogPostSchema = BlogPostSchema.extend({
  published: z.boolean(),
  /** When it is (or was) scheduled to go out; with `published: false` and a time to come, it is scheduled. */
  publishAt: z.iso.datetime().nullable(),
  /** The staff account that wrote it; null for a post from before staff accounts or a script. */
  createdBy: z.string().nullable(),
  /** The linked version in the other language, published or not. */
  counterpart: CounterpartSchema.nullable(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;

export const SlugParamSchema = z.object({
  slug: storableString()
    .trim()
    .min(1)
    .max(SLUG_MAX * 2),
});

export const tagMessages = {
  name: `A tag is 1 to ${TAG_NAME_MAX} characters, with at least one letter or digit`,
  tooMany: `A post has at most ${TAGS_PER_POST_MAX} tags`,
  notFound: "Tag not found",
  taken: "Another tag already has this name",
  deleted: "Tag deleted",
} as const;

/** A tag's name as typed: trimmed, with a letter or digit to make its address from. */
export const TagNameSchema = storableString()
  .trim()
  .min(1, tagMessages.name)
  .max(TAG_NAME_MAX, tagMessages.name)
  .refine((name) => tagSlug(name) !== "", tagMessages.name);

/** A post's tags, by name; two names with the same address are one tag (the first spelling kept). */
export const PostTagsSchema = z
  .array(TagNameSchema)
  .max(TAGS_PER_POST_MAX, tagMessages.tooMany)
  .transform(parseTagNames);

/** A tag as lists and links show it. */
export const TagSchema = z.object({ name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof TagSchema>;

/** A tag in the back office: with how many posts carry it. */
export const AdminTagSchema = TagSchema.extend({ id: z.uuid(), posts: z.int() });
export type AdminTag = z.infer<typeof AdminTagSchema>;

export const TagRenameSchema = z.object({ id: z.uuid(), name: TagNameSchema });

export const TagSlugParamSchema = z.object({
  tag: storableString().trim().min(1).max(SLUG_MAX),
});

/** A tag's page: the tag and its published posts, newest first. */
export const TaggedPostsSchema = z.object({
  tag: TagSchema,
  posts: z.array(BlogPostSummarySchema),
});
export type TaggedPosts = z.infer<typeof TaggedPostsSchema>;
