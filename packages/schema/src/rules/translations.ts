/**
 * Posts and content pages in two languages (issue 30), zod-free for the web app's start-up. A version
 * may be linked to its counterpart in the other language; each has its own slug, and a slug names one
 * post or page whatever the language prefix: `/es/<slug>` shows that item with the Spanish chrome.
 */
import { type Language, pathInLanguage } from "../texts/i18n/languages.ts";

/** A published counterpart in the other language, as public reads link it. */
export interface TranslationLink {
  slug: string;
  language: Language;
}

/** A post or page as the public site places it: its language and its published translation, if any. */
export interface TranslatedItem {
  slug: string;
  language: Language;
  translation: TranslationLink | null;
}

/**
 * Whether a list in `language` shows the item: one in that language, or one in the other language
 * without a published version in this one (marked with its language). A pair shows once per list.
 */
export const shownInLanguage = (item: TranslatedItem, language: Language): boolean =>
  item.language === language || item.translation?.language !== language;

/** The slug that shows the item's content in `language`: its translation's when it has one there. */
export const slugInLanguage = (item: TranslatedItem, language: Language): string =>
  item.language !== language && item.translation?.language === language ? item.translation.slug : item.slug;

/**
 * The address of the item in `language` under `base` (`/blog/` for posts, `/` for pages): its
 * translation's own address when it has one, else the same slug under that language's prefix.
 */
export const translatedPath = (base: "/" | "/blog/", item: TranslatedItem, language: Language): string =>
  pathInLanguage(`${base}${slugInLanguage(item, language)}`, language);

/**
 * Where a page shown at `/…/<item.slug>` in `language` must send its visitor (301): to its translation
 * in that language when it has a published one, else nowhere (undefined).
 */
export const translationRedirect = (
  base: "/" | "/blog/",
  item: TranslatedItem,
  language: Language,
): string | undefined =>
  slugInLanguage(item, language) === item.slug ? undefined : translatedPath(base, item, language);

/** A value for each of the site's languages. */
export const inEachLanguage = <T>(value: (language: Language) => T): Record<Language, T> => ({
  en: value("en"),
  es: value("es"),
});
