import {
  type AdminBlogPost,
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
} from "@choose/schema";
import {
  type EntityManager,
  ForeignKeyConstraintViolationException,
  type MikroORM,
  UniqueConstraintViolationException,
} from "@mikro-orm/postgresql";
import { deleteOrFail } from "../../db/delete-or-fail.ts";
import { postImages, sanitizePostHtml, withMediaSizes } from "../../platform/html-sanitizer.ts";
import {
  applyTranslationLink,
  counterpartOf,
  isTranslationClash,
  type TranslationRows,
  toCounterpart,
  translationClash,
} from "../../platform/translations.ts";
import { MediaEntity, type MediaRow } from "../media/media.entity.ts";
import { type DisplayedMedia, featuredUpload } from "../media/media-display.ts";
import { BlogPostEntity, type BlogPostRow, PostMediaEntity } from "./blog.entity.ts";

export interface BlogService {
  listPublished(): Promise<BlogPostSummary[]>;
  getPublished(slug: string): Promise<BlogPost>;
  listAll(): Promise<AdminBlogPost[]>;
  get(id: string): Promise<AdminBlogPost>;
  create(input: BlogPostCreate): Promise<AdminBlogPost>;
  update(id: string, input: BlogPostUpdate): Promise<AdminBlogPost>;
  remove(id: string): Promise<void>;
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

const summaryColumns = `p.id, p.slug, p.title, p.excerpt, p.featured_image, p.author_name, p.created_at, p.language,
  t.slug as translation_slug, t.language as translation_language,
  m.id as media_id, m.width as media_width, m.height as media_height, m.alt as media_alt, m.format as media_format`;
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
  };
}

function toAdminPost(post: BlogPostRow, counterpart: BlogPostRow | null) {
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
    updatedAt: post.updatedAt.toISOString(),
    published: post.published,
    translation:
      counterpart?.published === true ? { slug: counterpart.slug, language: counterpart.language } : null,
    counterpart: toCounterpart(counterpart),
  };
}

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
          `select ${summaryColumns} from ${postsWithMedia} where p.published order by p.created_at desc`,
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
      const posts = await orm.em
        .fork()
        .find(BlogPostEntity, {}, { orderBy: { createdAt: "desc" }, populate: ["featuredMedia"] });
      const byId = new Map(posts.map((post) => [post.id, post]));
      const linkedTo = new Map(
        posts.flatMap((post) => (post.translationOfId ? [[post.translationOfId, post]] : [])),
      );
      return posts.map((post) =>
        toAdminPost(
          post,
          (post.translationOfId ? byId.get(post.translationOfId) : linkedTo.get(post.id)) ?? null,
        ),
      );
    },

    async get(id) {
      const em = orm.em.fork();
      const post = await findPost(em, id);
      return toAdminPost(post, await counterpartOf(translationRows(em), post));
    },

    async create(input) {
      const em = orm.em.fork();
      const { content, media } = await contentOf(em, input.content);
      const post = em.create(BlogPostEntity, {
        title: input.title,
        slug: input.slug ?? (await generatedSlug(em, input.title)),
        excerpt: input.excerpt,
        content,
        published: input.published,
        ...(await featuredImageOf(em, input.featuredImage ?? "")),
        authorName: input.authorName ?? defaultAuthorName,
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
      await flushPost(em);
      return toAdminPost(post, counterpart);
    },

    async update(id, input) {
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
        ...(input.published !== undefined && { published: input.published }),
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
      await flushPost(em);
      return toAdminPost(post, counterpart);
    },

    async remove(id) {
      await deleteOrFail(orm.em.fork(), BlogPostEntity, { id }, postNotFound);
    },
  };
}
