import type { QueryClient } from "@tanstack/react-query";
import type { Localization } from "./lib/i18n";
import type { Trpc } from "./lib/trpc";

/**
 * What every route's loader receives, and a static page's meta. Apart from `router.tsx` so the routes
 * can name them without importing the router, which imports the routes.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The page's language and texts (Spanish under /es). */
  localization: Localization;
}

/** A static page's title and description, declared on its route so the prerenderer can use them too. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A route's meta: fixed (back office), or in the page's language. */
export type RouteMeta = PageMeta | ((localization: Localization) => PageMeta);

export const resolveMeta = (meta: RouteMeta, localization: Localization): PageMeta =>
  typeof meta === "function" ? meta(localization) : meta;
