import { applySiteOverrides } from "@choose/schema/site-config";

/**
 * The one site configuration; an operator overrides it with VITE_SITE_* at build time. The zod-free
 * entry keeps validation code off the first page (the API validates the same values with zod).
 */
export const site = applySiteOverrides({
  name: import.meta.env.VITE_SITE_NAME,
  teamName: import.meta.env.VITE_SITE_TEAM_NAME,
  infoEmail: import.meta.env.VITE_SITE_INFO_EMAIL,
});

export const COPYRIGHT_YEAR = 2025;
