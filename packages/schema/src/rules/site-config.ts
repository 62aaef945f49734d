/**
 * The site configuration without zod, for bundles that must stay light (the web app's first page):
 * `@choose/schema/site-config`. `resolveSiteConfig` in site.ts validates the same result, and its
 * types check that these values have the shape of `SiteConfig` (this file imports nothing back).
 */
export const defaultSiteConfig = {
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
export function applySiteOverrides(overrides: SiteOverrides): typeof defaultSiteConfig {
  return {
    ...defaultSiteConfig,
    name: overrides.name || defaultSiteConfig.name,
    teamName: overrides.teamName || defaultSiteConfig.teamName,
    infoEmail: overrides.infoEmail || defaultSiteConfig.infoEmail,
  };
}

/**
 * The organisation profile before the administrator saves one (zod-free, for the first page's bundle):
 * these values, with every other field empty. `profileFromSiteConfig` in organisation.ts types it.
 */
export function siteProfile(config: typeof defaultSiteConfig) {
  return {
    name: config.name,
    description: "",
    email: config.infoEmail,
    phone: "",
    address: "",
    ein: "",
    nonprofitStatement: "",
    social: { ...config.social },
    donationUrl: "",
    logoUrl: "",
  };
}
