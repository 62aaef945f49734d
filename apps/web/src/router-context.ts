import type { QueryClient } from "@tanstack/react-query";
import type { Trpc } from "./lib/trpc";

/**
 * What every route's loader receives, and a static page's meta. Apart from `router.tsx` so the routes
 * can name them without importing the router, which imports the routes.
 */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/** A static page's title and description, declared on its route so the prerenderer can use them too. */
export interface PageMeta {
  title: string;
  description: string;
}
