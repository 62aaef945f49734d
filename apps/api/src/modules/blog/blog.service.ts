import { blogMessages, serverMessages } from "@choose/schema";
import { type EntityManager, type MikroORM, UniqueConstraintViolationException } from "@mikro-orm/postgresql";
import { AppError } from "../../errors.ts";
import type { BlogService } from "../../services.ts";
import { BlogPostEntity } from "./blog.entity.ts";
import { sanitizePostHtml } from "./sanitize.ts";
import { nextFreeSlug, slugify } from "./slug.ts";

type PostRow = InstanceType<typeof BlogPostEntity.class>;

/** A row of the public list query, as the driver returns it. */
interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string | null;
  author_name: string;
  created_at: Date | string;
}

/** A published post's row, for its page. */
interface PublishedPostRow extends SummaryRow {
  content: string;
  updated_at: Date | string;
}

const summaryColumns = "id, slug, title, excerpt, featured_image, author_name, created_at";

function fromSummaryRow(row: SummaryRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    authorName: row.author_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toSummary(post: PostRow) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage ?? null,
    authorName: post.authorName,
    createdAt: post.createdAt.toISOString(),
  };
}

function toAdminPost(post: PostRow) {
  return {
    ...toSummary(post),
    content: post.content,
    updatedAt: post.updatedAt.toISOString(),
    published: post.published,
  };
}

const postNotFound = () => new AppError("NOT_FOUND", serverMessages.postNotFound);

/** Sanitized content; HTML that was nothing but dropped markup (a lone script…) is refused, not saved empty. */
function cleanContent(html: string) {
  const clean = sanitizePostHtml(html);
  if (!clean) {
    throw new AppError("BAD_REQUEST", blogMessages.content, {
      errors: [{ path: "content", message: blogMessages.content }],
    });
  }
  return clean;
}

export function createBlogService(orm: MikroORM, defaultAuthorName: string): BlogService {
  async function findPost(em: EntityManager, id: string) {
    const post = await em.findOne(BlogPostEntity, { id });
    if (!post) throw postNotFound();
    return post;
  }

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

  /** Flushes, turning a slug clash (typed by hand, or lost in a race) into a 409 with a message. */
  async function flushPost(em: EntityManager) {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new AppError("CONFLICT", serverMessages.slugTaken);
      throw error;
    }
  }

  return {
    async listPublished() {
      // The hottest public read: plain SQL, no entity hydration (measured 2x faster than em.find here).
      const rows = await orm.em
        .getConnection()
        .execute<SummaryRow[]>(
          `select ${summaryColumns} from blog_posts where published order by created_at desc`,
        );
      return rows.map(fromSummaryRow);
    },

    async getPublished(slug) {
      const [row] = await orm.em
        .getConnection()
        .execute<PublishedPostRow[]>(
          `select ${summaryColumns}, content, updated_at from blog_posts where slug = ? and published`,
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
      const posts = await orm.em.fork().find(BlogPostEntity, {}, { orderBy: { createdAt: "desc" } });
      return posts.map(toAdminPost);
    },

    async get(id) {
      return toAdminPost(await findPost(orm.em.fork(), id));
    },

    async create(input) {
      const em = orm.em.fork();
      const post = em.create(BlogPostEntity, {
        title: input.title,
        slug: input.slug ?? (await generatedSlug(em, input.title)),
        excerpt: input.excerpt,
        content: cleanContent(input.content),
        published: input.published,
        featuredImage: input.featuredImage || null,
        authorName: input.authorName ?? defaultAuthorName,
      });
      await flushPost(em);
      return toAdminPost(post);
    },

    async update(id, input) {
      const em = orm.em.fork();
      const post = await findPost(em, id);
      em.assign(post, {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.excerpt !== undefined && { excerpt: input.excerpt }),
        ...(input.content !== undefined && { content: cleanContent(input.content) }),
        ...(input.authorName !== undefined && { authorName: input.authorName }),
        ...(input.featuredImage !== undefined && { featuredImage: input.featuredImage || null }),
        ...(input.published !== undefined && { published: input.published }),
        // Every save counts as an update, even one that changes nothing.
        updatedAt: new Date(),
      });
      await flushPost(em);
      return toAdminPost(post);
    },

    async remove(id) {
      const deleted = await orm.em.fork().nativeDelete(BlogPostEntity, { id });
      if (deleted === 0) throw postNotFound();
    },
  };
}
