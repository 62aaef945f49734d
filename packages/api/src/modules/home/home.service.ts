import {
  AppError,
  changedFrom,
  defaultHomeContent,
  enShell,
  type HomeContent,
  HomeContentSchema,
  type HomeImage,
  homeMessages,
  type Language,
  type MediaFormat,
  type PublicHome,
  withChanges,
} from "@choose/schema";
import { es } from "@choose/schema/i18n/es";
import type { MikroORM } from "@mikro-orm/postgresql";
import { mediaDisplayUrl } from "../media/media-display.ts";

export interface HomeService {
  /** The whole home page, both languages: the catalogue's texts but where staff changed them. */
  content(): Promise<HomeContent>;
  /** Keeps what differs from the catalogue's texts; answers the page as it now stands. */
  save(input: HomeContent): Promise<HomeContent>;
  /** What `/` or `/es` shows (public): one language, the blocks that are on, the images resolved. */
  publicHome(language: Language): Promise<PublicHome>;
}

/** The settings row holding what staff changed (JSON; absent until the first save). */
export const HOME_SETTING = "home.changes";

/** The defaults, read from both catalogues each time: the one copy of the spec's texts. */
const defaults = () => defaultHomeContent({ en: enShell, es });

interface MediaRow {
  id: string;
  width: number;
  height: number;
  format: MediaFormat;
}

const unknownImage = (path: string) =>
  new AppError("BAD_REQUEST", homeMessages.unknownImage, {
    errors: [{ path, message: homeMessages.unknownImage }],
  });

export function createHomeService(orm: MikroORM): HomeService {
  const connection = () => orm.em.getConnection();

  async function read(): Promise<HomeContent> {
    const [row] = await connection().execute<{ value: string }[]>(
      "select value from settings where key = ?",
      [HOME_SETTING],
    );
    const base = defaults();
    if (!row) return base;
    // What was stored was checked when saved; a later contract may refuse it, and then the defaults stand.
    const parsed = HomeContentSchema.safeParse(withChanges(base, JSON.parse(row.value)));
    return parsed.success ? parsed.data : base;
  }

  async function images(ids: string[]): Promise<Map<string, HomeImage>> {
    if (ids.length === 0) return new Map();
    const rows = await connection().execute<MediaRow[]>(
      "select id, width, height, format from media where id in (?)",
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          url: mediaDisplayUrl(row),
          width: row.width,
          height: row.height,
        },
      ]),
    );
  }

  return {
    content: read,

    async save(input) {
      const found = await images([
        ...(input.heroImageId ? [input.heroImageId] : []),
        ...input.logos.map((logo) => logo.mediaId),
      ]);
      if (input.heroImageId && !found.has(input.heroImageId)) throw unknownImage("heroImageId");
      const missing = input.logos.findIndex((logo) => !found.has(logo.mediaId));
      if (missing !== -1) throw unknownImage(`logos.${missing}.mediaId`);
      const changes = changedFrom(defaults(), input) ?? {};
      await connection().execute(
        `insert into settings (key, value) values (?, ?)
         on conflict (key) do update set value = excluded.value, updated_at = now()`,
        [HOME_SETTING, JSON.stringify(changes)],
      );
      return read();
    },

    async publicHome(language) {
      const content = await read();
      const texts = content[language];
      const found = await images([
        ...(content.heroImageId ? [content.heroImageId] : []),
        ...(content.show.logos ? content.logos.map((logo) => logo.mediaId) : []),
      ]);
      // An image since deleted from the library is left out rather than shown broken.
      const hero = content.heroImageId ? found.get(content.heroImageId) : undefined;
      return {
        texts,
        heroImage: hero ? { ...hero, alt: texts.hero.imageAlt } : null,
        show: content.show,
        logos: content.show.logos
          ? content.logos.flatMap((logo) => {
              const image = found.get(logo.mediaId);
              return image ? [{ ...logo, image }] : [];
            })
          : [],
      };
    },
  };
}
