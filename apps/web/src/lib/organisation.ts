import type { OrganisationProfile, PageLink, PublicSite } from "@choose/schema";
import { siteProfile } from "@choose/schema/site-config";
import { shownInLanguage, slugInLanguage } from "@choose/schema/translations";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "./i18n";
import { site } from "./site";
import { useTRPC } from "./trpc";

/**
 * What pages show until the organisation's live profile has arrived (the first paint, prerendered
 * HTML, an API that is away): the build's defaults, and no page links.
 */
export const fallbackSite: PublicSite = { profile: siteProfile(site), pages: [] };

/**
 * The organisation's profile and published pages, read from the API on every page load (then cached
 * for the session like every public read), so a change in the back office shows without a rebuild.
 */
export function useOrganisation(): PublicSite {
  const trpc = useTRPC();
  return useQuery(trpc.organisation.site.queryOptions()).data ?? fallbackSite;
}

export function useOrganisationProfile(): OrganisationProfile {
  return useOrganisation().profile;
}

/**
 * Published pages linked in one place, in their order: those in the page's language, and those in the
 * other language that have no version in it (a pair is linked once, as the version in this language).
 */
export function usePageLinks(place: "header" | "footer"): PageLink[] {
  const language = useLanguage();
  return useOrganisation().pages.filter(
    (page) => (place === "header" ? page.showInHeader : page.showInFooter) && shownInLanguage(page, language),
  );
}

/** The slug of a page the site links by its English slug (the privacy policy…), in the page's language. */
export function usePageSlug(englishSlug: string): string {
  const language = useLanguage();
  const page = useOrganisation().pages.find((item) => item.slug === englishSlug);
  return page ? slugInLanguage(page, language) : englishSlug;
}

/**
 * After the profile or a page changed in the back office: every organisation read is read again, and
 * the public pages (a 404 included: the page may exist now) are forgotten, so they are asked afresh.
 */
export function useRefreshOrganisation(): () => Promise<unknown> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({ queryKey: trpc.organisation.page.pathKey() });
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.organisation.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.organisation.pathKey() }),
    ]);
  };
}
