import type { PageMeta, RouterContext } from "../../../router-context";

/**
 * The options both guide routes share: their meta (English only, like the guides), and the guide's
 * figures asked for alongside the route's chunk. Apart from the guide's components, which load with
 * the page, not with every page's route definitions.
 */
export const guideRoute = (meta: PageMeta) => ({
  staticData: { meta },
  loader: ({ context: { queryClient, trpc } }: { context: RouterContext }) => {
    void queryClient.prefetchQuery(trpc.chooseAct.guide.queryOptions());
  },
});
