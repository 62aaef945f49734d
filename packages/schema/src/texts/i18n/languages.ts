/**
 * The site's languages and their addresses (zod-free): English at `/…`, Spanish under `/es/…`. The
 * back office stays English.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The site's other language. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "es" : "en");

/** The path prefix of the Spanish pages. */
export const SPANISH_PREFIX = "/es";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The language a page's path is in: `/es` and `/es/…` are Spanish, every other path English. */
export function languageOfPath(path: string): Language {
  return path === SPANISH_PREFIX ||
    path.startsWith(`${SPANISH_PREFIX}/`) ||
    path.startsWith(`${SPANISH_PREFIX}?`)
    ? "es"
    : "en";
}

/** The same page in `language`: `/contact` ⇄ `/es/contact`, `/` ⇄ `/es`. */
export function pathInLanguage(path: string, language: Language): string {
  const english = languageOfPath(path) === "es" ? path.slice(SPANISH_PREFIX.length) || "/" : path;
  if (language === "en") return english.startsWith("/") ? english : `/${english}`;
  return english === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${english}`;
}

/** A language tag for `lang` and `hreflang` attributes. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en", es: "es" };

/** A page's HTML in `language`: its `<html lang>` attribute set. */
export const withDocumentLanguage = (html: string, language: Language): string =>
  html.replace(/<html lang="?[\w-]*"?/, () => `<html lang="${LANGUAGE_TAGS[language]}"`);

/**
 * `hreflang` alternates of a page in every language (and `x-default`, the English one): the same path
 * under each prefix, or `paths` when the page's versions have addresses of their own (a translated post).
 */
export function alternateLinks(
  path: string,
  absolute: (path: string) => string,
  paths?: Readonly<Record<Language, string>>,
): string {
  const link = (hreflang: string, target: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${absolute(target).replace(/"/g, "&quot;")}" />`;
  const pathIn = (language: Language) => paths?.[language] ?? pathInLanguage(path, language);
  return [
    ...LANGUAGES.map((language) => link(LANGUAGE_TAGS[language], pathIn(language))),
    link("x-default", pathIn("en")),
  ].join("");
}

/** The languages as the (English) back office names them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Spanish" };
