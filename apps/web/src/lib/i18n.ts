import {
  enShell,
  type Language,
  type PageTexts,
  type ShellTexts,
  translateValidation,
} from "@choose/schema/i18n";
import type { GuideTexts } from "@choose/schema/i18n/guide-en";
import type { Locale } from "date-fns";
import { createContext, useContext } from "react";

/**
 * The page's language and its texts. English has its shell (header, footer, landing page, notices)
 * in the first bundle and the other pages' texts in a chunk loaded with those pages (never with the
 * landing page); Spanish (its catalogue, the validation texts it translates and date-fns's `es`
 * locale) is a chunk of its own, loaded before a /es page renders, so neither language carries the
 * other's texts. Set once per page load: the language switch is a full navigation.
 */
export interface Localization {
  language: Language;
  messages: ShellTexts;
  /** The contact, news and application pages' texts, once loaded (`loadPageTexts`). */
  pages?: PageTexts;
  /** The English validation texts a Spanish page translates from. */
  validationFrom?: PageTexts["validation"];
  /** date-fns's locale; undefined is date-fns's own English. */
  dateLocale?: Locale;
  /** The CHOOSE Act guide's texts, once a guide page has loaded them (`loadGuideTexts`). */
  guide?: GuideTexts;
}

/** A fresh English localization (each app has its own: the pages' texts are added to it). */
export const english = (): Localization => ({ language: "en", messages: enShell });

/**
 * The page's localization for the components (`App` provides the router context's one). A React
 * context rather than a router hook: the landing page's bundle already has React's.
 */
export const LocalizationContext = createContext<Localization>(english());

export function useLocalization(): Localization {
  return useContext(LocalizationContext);
}

export const useMessages = (): ShellTexts => useLocalization().messages;
export const useLanguage = (): Language => useLocalization().language;

/** The pages' texts: the root route loads them before any page but the landing page renders. */
export function pageTexts(localization: Localization): PageTexts {
  if (!localization.pages)
    throw new Error("The pages' texts are not loaded (see the root route's beforeLoad)");
  return localization.pages;
}

export const usePageTexts = (): PageTexts => pageTexts(useLocalization());

/** The CHOOSE Act guide's texts: the guide routes load them (in the page's language) before they render. */
export function guideTexts(localization: Localization): GuideTexts {
  if (!localization.guide) throw new Error("The guide's texts are not loaded (see guide-route.ts)");
  return localization.guide;
}

export const useGuideTexts = (): GuideTexts => guideTexts(useLocalization());

/** The pages whose texts carry their own meta title and description. */
type PageWithMeta = {
  [Page in keyof PageTexts]: PageTexts[Page] extends { metaTitle: string; metaDescription: string }
    ? Page
    : never;
}[keyof PageTexts];

/** A page route's `staticData.meta`: its texts' meta title and description, in the page's language. */
export const pageMeta = (page: PageWithMeta) => (localization: Localization) => {
  const texts = pageTexts(localization)[page];
  return { title: texts.metaTitle, description: texts.metaDescription };
};

/** A validation message (the shared schema's English) in the page's language. */
export function useValidationText(message: string | undefined): string | undefined {
  const { pages, validationFrom } = useLocalization();
  if (message === undefined || !pages || !validationFrom) return message;
  return translateValidation(message, validationFrom, pages.validation);
}
