import { z } from "zod";
import { LANGUAGES } from "../texts/i18n/languages.ts";

/**
 * The language a visitor used (a public form's optional `language`): stored with the message,
 * application or subscription, so every email to that person is in it; server validation answers in it.
 */
export const LanguageSchema = z.enum(LANGUAGES);
export const languageField = LanguageSchema.optional();
