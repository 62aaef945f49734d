import { z } from "zod";
import { LanguageSchema } from "./language.ts";

/** What a back-office save says about a translation link (the back office is English). */
export const translationMessages = {
  unknown: "The other language's version was not found: it may have been deleted",
  sameLanguage: "A translation must be written in the other language",
  alreadyLinked: "That version is already linked to another translation: unlink it first",
  languageLinked: "Unlink the translation before changing the language",
} as const;

/** A published counterpart in the other language, as public reads link it (see rules/translations.ts). */
export const TranslationLinkSchema = z.object({ slug: z.string(), language: LanguageSchema });

/** The counterpart as the back office shows it beside the version being edited, drafts included. */
export const CounterpartSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  language: LanguageSchema,
  published: z.boolean(),
});
export type Counterpart = z.infer<typeof CounterpartSchema>;

/**
 * A save's link to the same post or page in the other language (either direction; linked both ways):
 * an id links, null unlinks, left out keeps the link as it is.
 */
export const translationOfField = z.uuid("Choose a version from the list").nullable().optional();
