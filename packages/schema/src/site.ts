import { z } from "zod";

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

export const defaultSiteConfig: SiteConfig = {
  name: "Alabama ESA Alliance",
  tagline: "Empowering Educational Choice",
  teamName: "Alabama ESA Alliance Team",
  infoEmail: "info@example.org",
  social: {
    facebook: "https://www.facebook.com/",
    twitter: "https://x.com/",
    linkedin: "https://www.linkedin.com/",
    instagram: "https://www.instagram.com/",
  },
};

/** The site configuration with any overrides applied (unset values keep the defaults). */
export function resolveSiteConfig(overrides: {
  name?: string | undefined;
  teamName?: string | undefined;
  infoEmail?: string | undefined;
}): SiteConfig {
  return SiteConfigSchema.parse({
    ...defaultSiteConfig,
    name: overrides.name || defaultSiteConfig.name,
    teamName: overrides.teamName || defaultSiteConfig.teamName,
    infoEmail: overrides.infoEmail || defaultSiteConfig.infoEmail,
  });
}
