import type { Language } from "@choose/schema/i18n";
import { english, type Localization } from "./i18n";

/*
 * The loaders of the texts, apart from `i18n.ts`: their dynamic imports bring the preload helper (and
 * with it the entry's stylesheet) into every chunk that imports them, so only start-up, the renderers
 * and the root route do.
 */

export async function loadLocalization(language: Language): Promise<Localization> {
  if (language === "en") return english();
  const [{ es }, validation, { es: dateLocale }] = await Promise.all([
    import("@choose/schema/i18n/es"),
    import("@choose/schema/validation-messages"),
    import("date-fns/locale/es"),
  ]);
  const validationFrom = {
    contact: validation.contactMessages,
    newsletter: validation.newsletterMessages,
    application: validation.applicationMessages,
    eventRegistration: validation.eventRegistrationMessages,
    defaults: validation.defaultValidationMessages,
    forms: validation.formPostMessages,
  };
  return { language, messages: es, pages: es, validationFrom, dateLocale };
}

/** Loads the pages' texts (English: their own chunk; Spanish has them already). */
export async function loadPageTexts(localization: Localization): Promise<void> {
  localization.pages ??= (await import("@choose/schema/i18n/en-pages")).enPages;
}

/**
 * Loads the CHOOSE Act guide's texts in the page's language: a chunk each, asked for by the guide
 * routes alone, so no other page (and neither language's guide) carries the other's.
 */
export async function loadGuideTexts(localization: Localization): Promise<void> {
  localization.guide ??=
    localization.language === "es"
      ? (await import("@choose/schema/i18n/guide-es")).guideEs
      : (await import("@choose/schema/i18n/guide-en")).guideEn;
}
