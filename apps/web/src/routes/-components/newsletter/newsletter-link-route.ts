import type { SearchSchemaInput } from "@tanstack/react-router";
import { type Localization, pageTexts } from "../../../lib/i18n";

export type NewsletterAction = "confirm" | "unsubscribe";

/**
 * `?token=…` of the links in the emails; anything else reads as no token. Absent rather than "" so the
 * address is left as it came (a search the router adds to is a redirect when rendered on the server).
 * A plain function, apart from the page: route options load on every page, and zod or the page would
 * load with them.
 */
const validateSearch = (search: { token?: unknown } & SearchSchemaInput): { token?: string } => ({
  token: typeof search.token === "string" ? search.token : undefined,
});

/** The route options the two link pages share: their meta, in the page's language, and the token's search. */
export const newsletterLinkRoute = (action: NewsletterAction) => ({
  staticData: {
    meta: (localization: Localization) => {
      const link = pageTexts(localization).newsletterLink;
      return { title: link[`${action}Title`], description: link[`${action}Description`] };
    },
  },
  validateSearch,
});
