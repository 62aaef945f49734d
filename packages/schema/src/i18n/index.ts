/** `@choose/schema/i18n`: the languages, the English catalogue and the helpers (zod-free). */
export * from "./en.ts";
export * from "./languages.ts";
export * from "./translate.ts";
