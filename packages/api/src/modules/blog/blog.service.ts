import {
  type AdminBlogPost,
  type AdminTag,
  AppError,
  type BlogPost,
  type BlogPostCreate,
  type BlogPostSummary,
  type BlogPostUpdate,
  blogMessages,
  type FeaturedMedia,
  type Language,
  type MediaFormat,
  mediaMessages,
  nextFreeSlug,
  parseMediaUrl,
  serverMessages,
  slugify,
  type TaggedPosts,
  tagMessages,
  tagSlug,
} from "@choose/schema";
import {
  type EntityManager,
  ForeignKeyConstraintViolationException,
  type MikroORM,
  UniqueConstraintViolationException,
} from "@mikro-orm/postgresql";
import { deleteOrFail } from "../../db/delete-or-fail.ts";
import { postImages, sanitizePostHtml, withMediaSizes } from "../../platform/html-sanitizer.ts";
import { nextPublishState } from "../../platform/scheduling.ts";
import {
  applyTranslationLink,
  counterpartOf,
  isTranslationClash,
  type TranslationRows,
  toCounterpart,
  translationClash,
  withCounterparts,
} from "../../platform/translations.ts";
import { MediaEntity, type MediaRow } from "../media/media.entity.ts";
import { type DisplayedMedia, featuredUpload } from "../media/media-display.ts";
import { pruneRevisions, recordRevision } from "../publishing/revision-record.ts";
import {
  BlogPostEntity,
  type BlogPostRow,
  PostMediaEntity,
  PostTagEntity,
  TagEntity,
} from "./blog.entity.ts";

export interface BlogService {
  listPublished(): Promise<BlogPostSummary[]>;
  getPublished(slug: string): Promise<BlogPost>;
  listAll(): Promise<AdminBlogPost[]>;
  get(id: string): Promise<AdminBlogPost>;
  /** `createdBy`: the staff account writing it (none from a script). */
  create(input: BlogPostCreate, createdBy?: string): Promise<AdminBlogPost>;
  /** `savedBy`: the staff account saving it (its revision names it). */
  update(id: string, input: BlogPostUpdate, savedBy?: string): Promise<AdminBlogPost>;
  remove(id: string): Promise<void>;
  /** A tag's page: the tag and its published posts, newest first (404 for an unknown tag). */
  listByTag(slug: string): Promise<TaggedPosts>;
  /** Every tag with how many posts carry it, by name. */
  listTags(): Promise<AdminTag[]>;
  /** Renames a tag (its address follows its name); 409 when another tag has that address. */
  renameTag(id: string, name: string): Promise<AdminTag>;
  /** Deletes a tag: the posts keep everything else. */
  removeTag(id: string): Promise<void>;
}

/** A row of the public list query, as the driver returns it (the featured upload's columns joined). */
interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string | null;
  author_name: string;
  created_at: Date | string;
  language: Language;
  translation_slug: string | null;
  translation_language: Language | null;
  tags: string[];
  media_id: string | null;
  media_width: number | null;
  media_height: number | null;
  media_alt: string | null;
  media_format: MediaFormat | null;
}

/** A published post's row, for its page. */
interface PublishedPostRow extends SummaryRow {
  content: string;
  updated_at: Date | string;
}

/** A post's date is when it went out: its scheduled time, else when it was written. */
const postDate = "coalesce(p.publish_at, p.created_at)";
const summaryColumns = `p.id, p.slug, p.title, p.excerpt, p.featured_image, p.author_name, ${postDate} as created_at, p.language,
  t.slug as translation_slug, t.language as translation_language,
  m.id as media_id, m.width as media_width, m.height as media_height, m.alt as media_alt, m.format as media_format,
  coalesce((select json_agg(tg.name order by tg.name) from post_tags pt join tags tg on tg.id = pt.tag_id
    where pt.post_id = p.id), '[]'::json) as tags`;
/** A post with its featured upload and its published translation (linked either way: one at most). */
const postsWithMedia = `blog_posts p left join media m on m.id = p.featured_media_id
  left join blog_posts t on t.published and (t.id = p.translation_of_id or t.translation_of_id = p.id)`;

/** A post's featured image as pages read it: an upload's URL and size, or the URL of one elsewhere. */
function featured(
  media: DisplayedMedia | null,
  url: string | null,
): { featuredImage: string | null; featuredMedia: FeaturedMedia | null } {
  return media ? featuredUpload(media) : { featuredImage: url, featuredMedia: null };
}

function fromSummaryRow(row: SummaryRow) {
  const {
    media_id: id,
    media_width: width,
    media_height: height,
    media_alt: alt,
    media_format: format,
  } = row;
  const media =
    id !== null && width !== null && height !== null && alt !== null && format !== null
      ? { id, width, height, alt, format }
      : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    ...featured(media, row.featured_image),
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
    language: row.language,
    translation:
      row.translation_slug !== null && row.translation_language !== null
        ? { slug: row.translation_slug, language: row.translation_language }
        : null,
    tags: row.tags,
  };
}

function toAdminPost(post: BlogPostRow, counterpart: BlogPostRow | null, tags: readonly string[]) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    ...featured(post.featuredMedia ?? null, post.featuredImage ?? null),
    authorName: post.authorName,
    createdAt: post.createdAt.toISOString(),
    language: post.language,
    content: post.content,
    createdBy: post.createdBy ?? null,
    updatedAt: post.updatedAt.toISOString(),
    published: post.published,
    publishAt: post.publishAt?.toISOString() ?? null,
    translation:
      counterpart?.published === true ? { slug: counterpart.slug, language: counterpart.language } : null,
    counterpart: toCounterpart(counterpart),
    tags: [...tags],
  };
}

/** The tag names of each of `posts`, alphabetical. */
async function tagsOf(em: EntityManager, posts: readonly BlogPostRow[]): Promise<Map<string, string[]>> {
  const byPost = new Map<string, string[]>(posts.map((post) => [post.id, []]));
  if (posts.length === 0) return byPost;
  const links = await em.find(
    PostTagEntity,
    { post: { $in: posts.map((post) => post.id) } },
    { populate: ["tag"], orderBy: { tag: { name: "asc" } } },
  );
  for (const link of links) byPost.get(link.post.id)?.push(link.tag.name);
  return byPost;
}

/** Makes `post_tags` list exactly the tags `names` name for the post, making the new ones (same flush as the post). */
async function recordTags(em: EntityManager, post: BlogPostRow, names: readonly string[], isNew: boolean) {
  const wanted = new Map(names.map((name) => [tagSlug(name), name]));
  const existing = wanted.size
    ? await em.find(TagEntity, { slug: { $in: [...wanted.keys()] } }, { flushMode: "commit" })
    : [];
  const tags = new Map(existing.map((tag) => [tag.slug, tag]));
  for (const [slug, name] of wanted)
    if (!tags.has(slug)) tags.set(slug, em.create(TagEntity, { name, slug }));
  const current = isNew ? [] : await em.find(PostTagEntity, { post: post.id }, { populate: ["tag"] });
  for (const link of current) if (!wanted.has(link.tag.slug)) em.remove(link);
  const kept = new Set(current.map((link) => link.tag.slug));
  for (const [slug, tag] of tags) if (!kept.has(slug)) em.create(PostTagEntity, { post, tag });
}

interface TagListRow {
  id: string;
  name: string;
  slug: string;
  posts: number | string;
}

const tagNotFound = () => new AppError("NOT_FOUND", tagMessages.notFound);
const isTagClash = (error: UniqueConstraintViolationException) => error.message.includes("tags_slug_unique");

/** The text a post's revision keeps. */
const postText = (post: BlogPostRow) => ({ title: post.title, summary: post.excerpt, content: post.content });

const postNotFound = () => new AppError("NOT_FOUND", serverMessages.postNotFound);
const fieldError = (path: string, message: string) =>
  new AppError("BAD_REQUEST", message, { errors: [{ path, message }] });

/** Sanitized content; HTML that was nothing but dropped markup (a lone script…) is refused, not saved empty. */
function sanitizedContent(html: string) {
  const clean = sanitizePostHtml(html);
  if (!clean) throw fieldError("content", blogMessages.content);
  return clean;
}

/** The featured image an input names: an upload (which must exist and have alt text), one elsewhere, or none. */
async function featuredImageOf(em: EntityManager, url: string) {
  const ref = parseMediaUrl(url);
  if (!ref) return { featuredImage: url || null, featuredMedia: null };
  const media = await em.findOne(MediaEntity, { id: ref.id });
  if (!media) throw fieldError("featuredImage", mediaMessages.unknownImage);
  if (!media.alt.trim()) throw fieldError("featuredImage", mediaMessages.featuredAlt);
  return { featuredImage: null, featuredMedia: media };
}

/**
 * Content as stored: sanitized, every image described (alt text), every upload it shows existing and
 * sized as stored; with the uploads it shows, which `post_media` records.
 */
async function contentOf(em: EntityManager, html: string): Promise<{ content: string; media: MediaRow[] }> {
  const clean = sanitizedContent(html);
  const images = postImages(clean);
  if (images.some((image) => !image.alt)) throw fieldError("content", mediaMessages.contentAlt);
  const ids = [...new Set(images.flatMap((image) => parseMediaUrl(image.src)?.id ?? []))];
  if (ids.length === 0) return { content: clean, media: [] };
  const media = await em.find(MediaEntity, { id: { $in: ids } });
  if (media.length < ids.length) throw fieldError("content", mediaMessages.unknownImage);
  return { content: withMediaSizes(clean, new Map(media.map((item) => [item.id, item]))), media };
}

/** Makes `post_media` list exactly `media` for the post (written by the same flush as the post). */
async function recordContentMedia(
  em: EntityManager,
  post: BlogPostRow,
  media: readonly MediaRow[],
  isNew: boolean,
) {
  const wanted = new Set(media.map((item) => item.id));
  const current = isNew ? [] : await em.find(PostMediaEntity, { post: post.id });
  for (const link of current) if (!wanted.has(link.media.id)) em.remove(link);
  const kept = new Set(current.map((link) => link.media.id));
  for (const item of media) if (!kept.has(item.id)) em.create(PostMediaEntity, { post, media: item });
}

export function createBlogService(orm: MikroORM, defaultAuthorName: string): BlogService {
  const findPost = (em: EntityManager, id: string) =>
    em.findOneOrFail(BlogPostEntity, { id }, { populate: ["featuredMedia"], failHandler: postNotFound });

  /** The posts as the translation link reads them, in the save's entity manager (which flushes once, at the end). */
  const translationRows = (em: EntityManager): TranslationRows<BlogPostRow> => ({
    byId: (id) => em.findOne(BlogPostEntity, { id }, { flushMode: "commit" }),
    linkedTo: (id) => em.findOne(BlogPostEntity, { translationOfId: id }, { flushMode: "commit" }),
  });

  /** A slug generated from the title, made unique with -2, -3… against the posts already there. */
  async function generatedSlug(em: EntityManager, title: string) {
    const base = slugify(title);
    const similar = await em.find(
      BlogPostEntity,
      { slug: { $like: `${base.slice(0, 70)}%` } },
      { fields: ["slug"], disableIdentityMap: true },
    );
    return nextFreeSlug(base, new Set(similar.map((post) => post.slug)));
  }

  /**
   * Flushes, turning a slug clash (typed by hand, or lost in a race) into a 409 with a message, and an
   * upload deleted since it was checked into the 400 the check would have given.
   */
  async function flushPost(em: EntityManager) {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && isTagClash(error))
        throw new AppError("CONFLICT", tagMessages.taken);
      if (error instanceof UniqueConstraintViolationException)
        throw isTranslationClash(error)
          ? translationClash()
          : new AppError("CONFLICT", serverMessages.slugTaken);
      if (error instanceof ForeignKeyConstraintViolationException)
        throw new AppError("BAD_REQUEST", mediaMessages.unknownImage);
      throw error;
    }
  }

  return {
    async listPublished() {
      // The hottest public read: plain SQL, no entity hydration (measured 2x faster than em.find here).
      const rows = await orm.em
        .getConnection()
        .execute<SummaryRow[]>(
          `select ${summaryColumns} from ${postsWithMedia} where p.published order by ${postDate} desc`,
        );
      return rows.map(fromSummaryRow);
    },

    async getPublished(slug) {
      const [row] = await orm.em
        .getConnection()
        .execute<PublishedPostRow[]>(
          `select ${summaryColumns}, p.content, p.updated_at from ${postsWithMedia} where p.slug = ? and p.published`,
          [slug],
        );
      if (!row) throw postNotFound();
      return {
        ...fromSummaryRow(row),
        content: row.content,
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    },

    async listAll() {
      const em = orm.em.fork();
      const posts = await em.find(
        BlogPostEntity,
        {},
        { orderBy: { createdAt: "desc" }, populate: ["featuredMedia"] },
      );
      const tags = await tagsOf(em, posts);
      return withCounterparts(posts).map(([post, counterpart]) =>
        toAdminPost(post, counterpart, tags.get(post.id) ?? []),
      );
    },

    async get(id) {
      const em = orm.em.fork();
      const post = await findPost(em, id);
      const tags = await tagsOf(em, [post]);
      return toAdminPost(post, await counterpartOf(translationRows(em), post), tags.get(post.id) ?? []);
    },

    async create(input, createdBy) {
      const em = orm.em.fork();
      const { content, media } = await contentOf(em, input.content);
      const post = em.create(BlogPostEntity, {
        title: input.title,
        slug: input.slug ?? (await generatedSlug(em, input.title)),
        excerpt: input.excerpt,
        content,
        ...nextPublishState({ published: false, publishAt: null }, input),
        ...(await featuredImageOf(em, input.featuredImage ?? "")),
        authorName: input.authorName ?? defaultAuthorName,
        createdBy: createdBy ?? null,
        language: input.language,
        translationOfId: null,
      });
      const counterpart = await applyTranslationLink(
        translationRows(em),
        post,
        null,
        input.translationOf,
        false,
      );
      await recordContentMedia(em, post, media, true);
      await recordTags(em, post, input.tags, true);
      recordRevision(em, { kind: "post", id: post.id }, postText(post), createdBy);
      await flushPost(em);
      return toAdminPost(post, counterpart, (await tagsOf(em, [post])).get(post.id) ?? []);
    },

    async update(id, input, savedBy) {
      const em = orm.em.fork();
      const post = await findPost(em, id);
      const rows = translationRows(em);
      const current = await counterpartOf(rows, post);
      const languageChanged = input.language !== undefined && input.language !== post.language;
      const changed = input.content === undefined ? undefined : await contentOf(em, input.content);
      em.assign(post, {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
        ...(changed && { content: changed.content }),
        ...(input.authorName !== undefined && { authorName: input.authorName }),
        ...(input.featuredImage !== undefined && (await featuredImageOf(em, input.featuredImage))),
        ...nextPublishState({ published: post.published, publishAt: post.publishAt ?? null }, input),
        ...(input.language !== undefined && { language: input.language }),
        // Every save counts as an update, even one that changes nothing.
        updatedAt: new Date(),
      });
      const counterpart = await applyTranslationLink(
        rows,
        post,
        current,
        input.translationOf,
        languageChanged,
      );
      if (changed) await recordContentMedia(em, post, changed.media, false);
      if (input.tags !== undefined) await recordTags(em, post, input.tags, false);
      recordRevision(em, { kind: "post", id: post.id }, postText(post), savedBy);
      await flushPost(em);
      await pruneRevisions(orm, "post", post.id);
      return toAdminPost(post, counterpart, (await tagsOf(em, [post])).get(post.id) ?? []);
    },

    async remove(id) {
      await deleteOrFail(orm.em.fork(), BlogPostEntity, { id }, postNotFound);
    },

    async listByTag(slug) {
      const connection = orm.em.getConnection();
      const [tag] = await connection.execute<{ id: string; name: string; slug: string }[]>(
        "select id, name, slug from tags where slug = ?",
        [slug],
      );
      if (!tag) throw tagNotFound();
      const rows = await connection.execute<SummaryRow[]>(
        `select ${summaryColumns} from ${postsWithMedia} where p.published
         and exists (select 1 from post_tags pt where pt.post_id = p.id and pt.tag_id = ?) order by ${postDate} desc`,
        [tag.id],
      );
      return { tag: { name: tag.name, slug: tag.slug }, posts: rows.map(fromSummaryRow) };
    },

    async listTags() {
      const rows = await orm.em.getConnection().execute<TagListRow[]>(
        `select t.id, t.name, t.slug, count(pt.post_id) as posts from tags t
         left join post_tags pt on pt.tag_id = t.id group by t.id order by lower(t.name), t.slug`,
      );
      return rows.map((row) => ({ ...row, posts: Number(row.posts) }));
    },

    async renameTag(id, name) {
      const em = orm.em.fork();
      const tag = await em.findOneOrFail(TagEntity, { id }, { failHandler: tagNotFound });
      em.assign(tag, { name, slug: tagSlug(name) });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException)
          throw new AppError("CONFLICT", tagMessages.taken, {
            errors: [{ path: "name", message: tagMessages.taken }],
          });
        throw error;
      }
      const posts = await em.count(PostTagEntity, { tag: tag.id });
      return { id: tag.id, name: tag.name, slug: tag.slug, posts };
    },

    async removeTag(id) {
      await deleteOrFail(orm.em.fork(), TagEntity, { id }, tagNotFound);
    },
  };
}
