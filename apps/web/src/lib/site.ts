import { resolveSiteConfig } from "@choose/schema";

/** The one site configuration; an operator overrides it with VITE_SITE_* at build time. */
export const site = resolveSiteConfig({
  name: import.meta.env.VITE_SITE_NAME,
  teamName: import.meta.env.VITE_SITE_TEAM_NAME,
  infoEmail: import.meta.env.VITE_SITE_INFO_EMAIL,
});

export const COPYRIGHT_YEAR = 2025;
