import { homeTextsFrom, type PublicHome } from "@choose/schema/home";
import { fill, type ShellTexts } from "@choose/schema/i18n";
import { useQuery } from "@tanstack/react-query";
import { useLocalization } from "./i18n";
import { useOrganisationProfile } from "./organisation";
import { useTRPC } from "./trpc";

/** What the home page shows before its content has arrived (a build's prerendered page, an API away): the catalogue's. */
export function defaultHome(messages: ShellTexts): PublicHome {
  return {
    texts: homeTextsFrom(messages),
    heroImage: null,
    show: { impact: false, quote: false, logos: false },
    logos: [],
  };
}

/**
 * The home page in the organisation's words, in the page's language: the server render reads it with
 * the page (the route's loader), so the first paint is the saved one.
 */
export function useHome(): PublicHome {
  const trpc = useTRPC();
  const { language, messages } = useLocalization();
  return useQuery(trpc.home.page.queryOptions({ language })).data ?? defaultHome(messages);
}

/** A home text with the organisation's name put in for `{name}`. */
export function useHomeText(text: string): string {
  const { name } = useOrganisationProfile();
  return fill(text, { name });
}
