import type { OrganisationProfile, PageLink, PublicSite } from "@choose/schema";
import { siteProfile } from "@choose/schema/site-config";
import { useQuery, useQueryClient } from "@tanstack/react-query";
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

/** Published pages linked in one place, in their order. */
export function usePageLinks(place: "header" | "footer"): PageLink[] {
  return useOrganisation().pages.filter((page) =>
    place === "header" ? page.showInHeader : page.showInFooter,
  );
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
