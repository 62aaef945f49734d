import { type Catalogue, en, type Language, translateValidation } from "@choose/schema/i18n";
import { useRouter } from "@tanstack/react-router";
import type { Locale } from "date-fns";

/**
 * The page's language and its texts. English is in the first bundle; Spanish (its catalogue and
 * date-fns's `es` locale) is a chunk of its own, loaded before a /es page renders, so neither language
 * carries the other's texts. Set once per page load: the language switch is a full navigation.
 */
export interface Localization {
  language: Language;
  messages: Catalogue;
  /** date-fns's locale; undefined is date-fns's own English. */
  dateLocale?: Locale;
}

/**
 * The language news posts are written in: all English for now (a post's own language field is left
 * for later, see docs/decisions.md); a Spanish page marks them "En inglés".
 */
export const POST_LANGUAGE: Language = "en";

export const english: Localization = { language: "en", messages: en };

export async function loadLocalization(language: Language): Promise<Localization> {
  if (language === "en") return english;
  const [{ es }, { es: dateLocale }] = await Promise.all([
    import("@choose/schema/i18n/es"),
    import("date-fns/locale/es"),
  ]);
  return { language, messages: es, dateLocale };
}

export function useLocalization(): Localization {
  return useRouter().options.context.localization;
}

export const useMessages = (): Catalogue => useLocalization().messages;
export const useLanguage = (): Language => useLocalization().language;

/** A validation message (the shared schema's English) in the page's language. */
export function useValidationText(message: string | undefined): string | undefined {
  const { messages } = useLocalization();
  return message === undefined ? undefined : translateValidation(message, en, messages);
}
