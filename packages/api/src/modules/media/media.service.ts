import {
  AppError,
  MEDIA_CONTENT_TYPES,
  type MediaFormat,
  type MediaItem,
  type MediaUploadResult,
  type MediaVariantRef,
  mediaMessages,
} from "@choose/schema";
import { ForeignKeyConstraintViolationException, type MikroORM } from "@mikro-orm/postgresql";
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

export interface MediaService {
  upload(input: MediaUpload): Promise<MediaUploadResult>;
  /** The library, newest first, with the posts that use each image. */
  list(): Promise<MediaItem[]>;
  updateAlt(id: string, alt: string): Promise<MediaItem>;
  /** Refused (CONFLICT, naming the posts) while a post uses the image. */
  remove(id: string): Promise<void>;
  /** One variant's file; undefined when the image or that variant does not exist. */
  file(ref: MediaVariantRef): Promise<MediaFile | undefined>;
}

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

function toItem(row: ItemRow): MediaItem {
  return {
    ...mediaUploadResult(row),
    originalBytes: row.original_bytes,
    originalWidth: row.original_width,
    originalHeight: row.original_height,
    storedBytes: Number(row.stored_bytes),
    createdAt: new Date(row.created_at).toISOString(),
    usedBy: row.used_by,
  };
}

const notFound = () => new AppError("NOT_FOUND", mediaMessages.notFound);

export function createMediaService(orm: MikroORM): MediaService {
  const connection = () => orm.em.getConnection();

  async function item(id: string): Promise<MediaItem> {
    const [row] = await connection().execute<ItemRow[]>(itemSql("where m.id = ?"), [id]);
    if (!row) throw notFound();
    return toItem(row);
  }

  return {
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
      const rows = await connection().execute<ItemRow[]>(itemSql(""));
      return rows.map(toItem);
    },

    async updateAlt(id, alt) {
      const updated = await orm.em.fork().nativeUpdate(MediaEntity, { id }, { alt });
      if (updated === 0) throw notFound();
      return item(id);
    },

    async remove(id) {
      const { usedBy } = await item(id);
      if (usedBy.length > 0) {
        throw new AppError("CONFLICT", mediaMessages.inUse(usedBy.map((post) => post.title)));
      }
      try {
        await orm.em.fork().nativeDelete(MediaEntity, { id });
      } catch (error) {
        // A post took it up since the check: the foreign keys refuse, say which post.
        if (!(error instanceof ForeignKeyConstraintViolationException)) throw error;
        const { usedBy: now } = await item(id);
        throw new AppError("CONFLICT", mediaMessages.inUse(now.map((post) => post.title)));
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
