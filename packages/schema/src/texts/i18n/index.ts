/** `@choose/schema/i18n`: the languages, the English catalogue and the helpers (zod-free). */
export type { Catalogue } from "./catalogue.ts";
export * from "./en.ts";
export type { PageTexts } from "./en-pages.ts";
export * from "./languages.ts";
export * from "./translate.ts";
