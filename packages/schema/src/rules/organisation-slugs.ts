/** Page addresses with a meaning of their own (zod-free: `@choose/schema/organisation-slugs`, for the public pages). */

/**
 * First path segments the site itself answers (routes, API, files): a page there would be unreachable
 * or would hide a screen. The page schema refuses them.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  "admin",
  "api",
  "application",
  "applications",
  "assets",
  "blog",
  "choose-act",
  "contact",
  "feed",
  "health",
  "index",
  "login",
  "media",
  "metrics",
  "news",
  "resources",
  "robots",
  "rss",
  "search",
  "sitemap",
  "trpc",
];

/** The seeded pages the site links in particular places (the forms link the privacy policy). */
export const PRIVACY_PAGE_SLUG = "privacy";
export const DONATE_PAGE_SLUG = "donate";
export const ABOUT_PAGE_SLUG = "about";
