import { createRootRouteWithContext, Outlet, useMatches } from "@tanstack/react-router";
import { NotFoundPage } from "../components/layout/not-found-page";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { useLocalization, useMessages } from "../lib/i18n";
import { loadPageTexts } from "../lib/load-localization";
import { usePageMeta } from "../lib/use-page-meta";
import { type PageMeta, type RouterContext, resolveMeta } from "../router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but the landing page shows the pages' texts (contact, news, application): loaded first.
  beforeLoad: ({ context, location }) =>
    location.pathname === "/" ? undefined : loadPageTexts(context.localization),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const messages = useMessages();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {messages.layout.skipToContent}
      </a>
      <Outlet />
      <LazyToaster />
      <StaticPageMeta />
    </>
  );
}

/** Applies the `staticData.meta` of the current page; pages with data (a post) set their own. */
function StaticPageMeta() {
  const meta = useMatches({ select: (matches) => matches.at(-1)?.staticData.meta });
  const localization = useLocalization();
  return meta ? <ApplyPageMeta {...resolveMeta(meta, localization)} /> : null;
}

function ApplyPageMeta({ title, description }: PageMeta) {
  usePageMeta(title, description);
  return null;
}
