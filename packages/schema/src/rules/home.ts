/**
 * The home page's own words (issue 31), zod-free: its shape, its defaults (read from each language's
 * catalogue, the one copy of the spec's texts) and how a saved document is kept as what differs from
 * them. The contract (`contracts/home.ts`) checks the same shape with its limits.
 */
import type { ShellTexts } from "../texts/i18n/en.ts";
import type { Language } from "../texts/i18n/languages.ts";

/** The four service areas and the four partner kinds: the spec names four of each. */
export const HOME_SERVICE_AREAS = 4;
export const HOME_PARTNER_KINDS = 4;
/** Each service area lists up to this many things it offers (an empty one is not shown). */
export const HOME_AREA_ITEMS = 3;
export const HOME_IMPACT_MAX = 6;
export const HOME_LOGOS_MAX = 12;
/** In the hero's text, the organisation's name as saved on `/admin/organisation`. */
export const HOME_NAME_PLACEHOLDER = "{name}";

export interface HomeTitled {
  title: string;
  text: string;
}

/** What one language's home page says. */
export interface HomeTexts {
  hero: HomeTitled & { tagline: string; imageAlt: string };
  mission: HomeTitled;
  services: HomeTitled & { areas: (HomeTitled & { items: string[] })[] };
  partners: HomeTitled & { kinds: HomeTitled[] };
  contact: HomeTitled;
  /** The optional blocks' words, shown only when their block is on. */
  impact: { figure: string; label: string }[];
  quote: { text: string; who: string };
}

export interface HomeLogo {
  mediaId: string;
  name: string;
  /** An https address, or "" for none. */
  url: string;
}

/** The whole home page, both languages: what `GET /api/admin/home` answers and `PUT` takes. */
export interface HomeContent {
  /** A media-library image (its alt text per language in `hero.imageAlt`), or null for the default art. */
  heroImageId: string | null;
  /** The optional blocks, all off until staff turn them on. */
  show: { impact: boolean; quote: boolean; logos: boolean };
  logos: HomeLogo[];
  en: HomeTexts;
  es: HomeTexts;
}

/** An image as the public page lays it out before it loads. */
export interface HomeImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** What `/` or `/es` shows: one language's words, the blocks that are on, the images resolved. */
export interface PublicHome {
  texts: HomeTexts;
  heroImage: (HomeImage & { alt: string }) | null;
  show: HomeContent["show"];
  logos: (HomeLogo & { image: HomeImage })[];
}

/** One language's default home page: the catalogue's landing texts, which are the spec's (English). */
export function homeTextsFrom(messages: ShellTexts): HomeTexts {
  const { landing } = messages;
  return {
    hero: { title: landing.tagline, tagline: landing.hero.eyebrow, text: landing.hero.lead, imageAlt: "" },
    mission: { title: landing.mission.title, text: landing.mission.lead },
    services: {
      title: landing.services.title,
      text: landing.services.lead,
      areas: landing.services.areas.map((area) => ({
        title: area.title,
        text: area.summary,
        items: Array.from({ length: HOME_AREA_ITEMS }, (_, index) => area.items[index] ?? ""),
      })),
    },
    partners: {
      title: landing.partners.title,
      text: landing.partners.lead,
      kinds: landing.partners.kinds.map(({ title, text }) => ({ title, text })),
    },
    contact: { title: landing.contact.title, text: landing.contact.lead },
    impact: [],
    quote: { text: "", who: "" },
  };
}

/** The home page as it stands before anyone edits it. */
export function defaultHomeContent(catalogues: Record<Language, ShellTexts>): HomeContent {
  return {
    heroImageId: null,
    show: { impact: false, quote: false, logos: false },
    logos: [],
    en: homeTextsFrom(catalogues.en),
    es: homeTextsFrom(catalogues.es),
  };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/** What is stored: only what differs from the defaults (a list of fixed length by index, as an object). */
export type HomeOverrides = { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A plain JSON copy of a value that came from JSON or from the contract's parse. */
function toJson(value: unknown): Json {
  if (Array.isArray(value)) return value.map(toJson);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJson(item)]));
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return null;
}

/**
 * What `value` changes in `defaults`, or undefined when nothing: objects key by key; a list the defaults
 * fix in length (the service areas, the partner kinds, an area's items) item by item, so a default text
 * beside a changed one stays the catalogue's; any other list, and every text, whole.
 */
export function changedFrom(defaults: unknown, value: unknown): Json | undefined {
  if (isRecord(defaults) && isRecord(value)) {
    const changes = Object.entries(value).flatMap(([key, item]) => {
      const change = changedFrom(defaults[key], item);
      return change === undefined ? [] : [[key, change] as const];
    });
    return changes.length ? Object.fromEntries(changes) : undefined;
  }
  if (
    Array.isArray(defaults) &&
    Array.isArray(value) &&
    defaults.length > 0 &&
    defaults.length === value.length
  ) {
    const changes = value.flatMap((item, index) => {
      const change = changedFrom(defaults[index], item);
      return change === undefined ? [] : [[String(index), change] as const];
    });
    return changes.length ? Object.fromEntries(changes) : undefined;
  }
  return JSON.stringify(defaults) === JSON.stringify(value) ? undefined : toJson(value);
}

/**
 * The defaults with the stored changes applied (`changedFrom`'s inverse); keys the defaults lack are
 * dropped. Unknown: the reader checks it with the contract, as anything read from storage.
 */
export function withChanges(defaults: unknown, changes: unknown): unknown {
  if (changes === undefined) return defaults;
  if (isRecord(defaults) && isRecord(changes))
    return Object.fromEntries(
      Object.entries(defaults).map(([key, item]) => [key, withChanges(item, changes[key])]),
    );
  if (Array.isArray(defaults) && defaults.length > 0 && isRecord(changes))
    return defaults.map((item, index) => withChanges(item, changes[String(index)]));
  return changes;
}
