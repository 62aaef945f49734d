import { z } from "zod";
import { applySiteOverrides, type SiteOverrides } from "../rules/site-config.ts";

/**
 * The organisation's identity, in one place for the web app and the API. The spec leaves the
 * organisation unnamed, so these are placeholders an operator overrides (API: SITE_* env variables,
 * web: VITE_SITE_* at build time).
 */
export const SiteConfigSchema = z.object({
  name: z.string().min(2),
  tagline: z.string().min(2),
  teamName: z.string().min(2),
  infoEmail: z.email(),
  social: z.object({
    facebook: z.url(),
    twitter: z.url(),
    linkedin: z.url(),
    instagram: z.url(),
  }),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export { applySiteOverrides, defaultSiteConfig, type SiteOverrides } from "../rules/site-config.ts";

/** The site configuration with any overrides applied (unset values keep the defaults), validated. */
export function resolveSiteConfig(overrides: SiteOverrides): SiteConfig {
  const config: SiteConfig = applySiteOverrides(overrides);
  return SiteConfigSchema.parse(config);
}
