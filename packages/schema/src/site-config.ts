import type { SiteConfig } from "./site.ts";

/**
 * The site configuration without zod, for bundles that must stay light (the web app's first page):
 * `@choose/schema/site-config`. `resolveSiteConfig` in site.ts validates the same result.
 */
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

export interface SiteOverrides {
  name?: string | undefined;
  teamName?: string | undefined;
  infoEmail?: string | undefined;
}

/** The defaults with any overrides applied (unset or empty values keep the defaults), unvalidated. */
export function applySiteOverrides(overrides: SiteOverrides): SiteConfig {
  return {
    ...defaultSiteConfig,
    name: overrides.name || defaultSiteConfig.name,
    teamName: overrides.teamName || defaultSiteConfig.teamName,
    infoEmail: overrides.infoEmail || defaultSiteConfig.infoEmail,
  };
}
