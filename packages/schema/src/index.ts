/**
 * Everything at once, for the server, tests and screens that load zod anyway. The web app's start-up
 * imports the zod-free subpaths instead (package.json `exports`): rules/ and texts/ never import zod.
 */
// Zod contracts: inputs, outputs and their messages, shared by forms, server, tests and mocks.
export * from "./contracts/account.ts";
export * from "./contracts/applications.ts";
export * from "./contracts/audit.ts";
export * from "./contracts/auth.ts";
export * from "./contracts/back-office.ts";
export * from "./contracts/blog.ts";
export * from "./contracts/choose-act.ts";
export * from "./contracts/contact.ts";
export * from "./contracts/email.ts";
export * from "./contracts/errors.ts";
export * from "./contracts/events.ts";
export * from "./contracts/home.ts";
export * from "./contracts/language.ts";
export * from "./contracts/media.ts";
export * from "./contracts/newsletter.ts";
export * from "./contracts/organisation.ts";
export * from "./contracts/portal.ts";
export * from "./contracts/publishing.ts";
export * from "./contracts/resources.ts";
export * from "./contracts/reviews.ts";
export * from "./contracts/schools.ts";
export * from "./contracts/search.ts";
export * from "./contracts/settings.ts";
export * from "./contracts/setup.ts";
export * from "./contracts/site.ts";
export * from "./contracts/staff.ts";
export * from "./contracts/text.ts";
export * from "./contracts/translations.ts";
export * from "./rules/alabama-time.ts";
// Zod-free rules and constants (each also a subpath of its own for the web app's first download).
export * from "./rules/app-error.ts";
export * from "./rules/events.ts";
export * from "./rules/form-rules.ts";
export * from "./rules/list-views.ts";
export * from "./rules/portal.ts";
export * from "./rules/post-html.ts";
export * from "./rules/review-checklist.ts";
export * from "./rules/setup.ts";
export * from "./rules/slug.ts";
export * from "./rules/staff-roles.ts";
export * from "./rules/tags.ts";
export * from "./rules/translations.ts";

// User-facing texts: the catalogues of both languages, messages, emails.
export * from "./texts/i18n/catalogue.ts";
export * from "./texts/i18n/email-en.ts";
export * from "./texts/i18n/email-es.ts";
export * from "./texts/i18n/en-pages.ts";
export * from "./texts/i18n/index.ts";
export * from "./texts/ui-messages.ts";
