import { pathInLanguage } from "@choose/schema/i18n";
import { createRouter, type LocationRewrite, type RouterHistory } from "@tanstack/react-router";
import type { RouteMeta, RouterContext } from "./router-context";
import { routeTree } from "./routeTree.gen";

export interface RouterOptions {
  /** A memory history in tests and when prerendering; the browser's history otherwise. */
  history?: RouterHistory;
  /** Rendering in Node at build time: no `window` to take the origin from, no scroll to restore. */
  prerender?: boolean;
}

/** `/es/contact` is the router's `/contact` and back; `/es` is `/` (a basepath would want `/es/`). */
const spanishPaths: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = pathInLanguage(url.pathname, "en");
    return url;
  },
  output: ({ url }) => {
    url.pathname = pathInLanguage(url.pathname, "es");
    return url;
  },
};

export function createAppRouter(context: RouterContext, { history, prerender = false }: RouterOptions = {}) {
  // The page's first render (its hydration) leaves the scroll where the browser and the visitor put it:
  // on a slow phone a visitor may already have scrolled to a button, and a jump to the top there moved
  // the button from under a tap in progress, which was lost. Later navigations restore as usual.
  let firstRender = true;
  const restoreScroll = () => {
    if (!firstRender) return true;
    firstRender = false;
    return false;
  };
  return createRouter({
    routeTree,
    context,
    // The Spanish pages are the same routes under /es: links stay `/contact` in the code and read
    // `/es/contact` in a Spanish page.
    ...(context.localization.language === "es" && { rewrite: spanishPaths }),
    ...(history && { history }),
    // The server variant of the tree, also under vitest (where the router can't tell). Links render as
    // paths, so any origin will do; scroll restoration would emit an inline script.
    ...(prerender && { isServer: true, origin: "http://localhost", scrollRestoration: false }),
    // Loaders only start fetches; screens show their own skeletons, so never hold the old page.
    defaultPendingMs: 0,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: !prerender && restoreScroll,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    meta?: RouteMeta;
  }
}
