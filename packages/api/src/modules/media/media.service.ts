import {
  AppError,
  MEDIA_CONTENT_TYPES,
  type MediaFormat,
  type MediaHomeUse,
  type MediaItem,
  type MediaUploadResult,
  type MediaVariantRef,
  mediaMessages,
} from "@choose/schema";
import { ForeignKeyConstraintViolationException, type MikroORM } from "@mikro-orm/postgresql";
import { createMediaDocumentService, type MediaDocumentService } from "./media.documents.ts";
import { MediaEntity, MediaVariantEntity } from "./media.entity.ts";
import { processImage } from "./media.images.ts";
import { mediaUploadResult } from "./media-display.ts";

export interface MediaUpload {
  /** The file as sent; its name and declared type are not trusted, so not asked for. */
  data: Uint8Array;
  alt: string;
}

/** A variant's bytes, as served. */
export interface MediaFile {
  data: Uint8Array;
  contentType: string;
}

/** Images, and (`MediaDocumentService`) the documents of the resource library. */
export interface MediaService extends MediaDocumentService {
  upload(input: MediaUpload): Promise<MediaUploadResult>;
  /** The library, newest first, with the posts and the home page's places that use each image. */
  list(): Promise<MediaItem[]>;
  updateAlt(id: string, alt: string): Promise<MediaItem>;
  /** Refused (CONFLICT, naming the home page's places and the posts) while either shows the image. */
  remove(id: string): Promise<void>;
  /** One variant's file; undefined when the image or that variant does not exist. */
  file(ref: MediaVariantRef): Promise<MediaFile | undefined>;
}

/** The home page's images as it stands (the home module's `content()` answers it). */
export type HomeImages = () => Promise<{
  heroImageId: string | null;
  logos: readonly { mediaId: string }[];
}>;

/** A row of the library query, as the driver returns it. */
interface ItemRow {
  id: string;
  alt: string;
  format: MediaFormat;
  width: number;
  height: number;
  original_width: number;
  original_height: number;
  original_bytes: number;
  created_at: Date | string;
  stored_bytes: string | number;
  used_by: { id: string; title: string }[];
}

/** The posts that show an image: as their featured image or in their content (`post_media`). */
const usedBySql = `select p.id, p.title from blog_posts p
  where p.featured_media_id = m.id
     or exists (select 1 from post_media pm where pm.post_id = p.id and pm.media_id = m.id)`;

const itemSql = (where: string) => `
  select m.id, m.alt, m.format, m.width, m.height, m.original_width, m.original_height, m.original_bytes,
    m.created_at,
    (select coalesce(sum(v.bytes), 0) from media_variants v where v.media_id = m.id) as stored_bytes,
    (select coalesce(json_agg(json_build_object('id', u.id, 'title', u.title) order by u.title), '[]'::json)
       from (${usedBySql}) u) as used_by
  from media m ${where} order by m.created_at desc, m.id`;

type HomeImageIds = Awaited<ReturnType<HomeImages>>;

/** Where the home page shows the image: its hero, its partner logos (whether that block is on or not). */
function homeUses(home: HomeImageIds, id: string): MediaHomeUse[] {
  return [
    ...(home.heroImageId === id ? (["hero"] as const) : []),
    ...(home.logos.some((logo) => logo.mediaId === id) ? (["logo"] as const) : []),
  ];
}

function toItem(row: ItemRow, home: HomeImageIds): MediaItem {
  return {
    ...mediaUploadResult(row),
    originalBytes: row.original_bytes,
    originalWidth: row.original_width,
    originalHeight: row.original_height,
    storedBytes: Number(row.stored_bytes),
    createdAt: new Date(row.created_at).toISOString(),
    usedBy: row.used_by,
    usedOnHome: homeUses(home, row.id),
  };
}

const notFound = () => new AppError("NOT_FOUND", mediaMessages.notFound);

const inUse = ({ usedBy, usedOnHome }: MediaItem) =>
  new AppError(
    "CONFLICT",
    mediaMessages.inUse({ home: usedOnHome, posts: usedBy.map((post) => post.title) }),
  );

export function createMediaService(orm: MikroORM, homeImages: HomeImages): MediaService {
  const connection = () => orm.em.getConnection();

  async function item(id: string): Promise<MediaItem> {
    const [row] = await connection().execute<ItemRow[]>(itemSql("where m.id = ?"), [id]);
    if (!row) throw notFound();
    return toItem(row, await homeImages());
  }

  return {
    ...createMediaDocumentService(orm),

    async upload({ data, alt }) {
      // Processed before the transaction: no database connection is held while libvips works.
      const image = await processImage(data);
      const em = orm.em.fork();
      const media = em.create(MediaEntity, {
        alt,
        format: image.format,
        width: image.width,
        height: image.height,
        originalWidth: image.originalWidth,
        originalHeight: image.originalHeight,
        originalBytes: data.byteLength,
      });
      for (const variant of image.variants) {
        em.create(MediaVariantEntity, { media, ...variant, bytes: variant.data.byteLength });
      }
      await em.flush();
      return mediaUploadResult(media);
    },

    async list() {
      const [rows, home] = await Promise.all([connection().execute<ItemRow[]>(itemSql("")), homeImages()]);
      return rows.map((row) => toItem(row, home));
    },

    async updateAlt(id, alt) {
      const updated = await orm.em.fork().nativeUpdate(MediaEntity, { id }, { alt });
      if (updated === 0) throw notFound();
      return item(id);
    },

    async remove(id) {
      const found = await item(id);
      if (found.usedBy.length > 0 || found.usedOnHome.length > 0) throw inUse(found);
      try {
        await orm.em.fork().nativeDelete(MediaEntity, { id });
      } catch (error) {
        // A post took it up since the check: the foreign keys refuse, say which post.
        if (!(error instanceof ForeignKeyConstraintViolationException)) throw error;
        throw inUse(await item(id));
      }
    },

    async file({ id, width, format }) {
      const [row] = await connection().execute<{ data: Buffer }[]>(
        "select data from media_variants where media_id = ? and width = ? and format = ?",
        [id, width, format],
      );
      return row && { data: row.data, contentType: MEDIA_CONTENT_TYPES[format] };
    },
  };
}
