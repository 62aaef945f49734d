// The old loaders of the data idiom, kept only for the screens the forms branch converts to the new one
// (see screen-data.tsx); it goes, with admin-query.tsx, when nothing imports it any more.

import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { Trpc } from "../../lib/trpc";
import type { RouterContext } from "../../router-context";

/**
 * A back-office route's loader: starts fetching the screen's data while the screen's code loads, and
 * does not wait for it (the screen shows its skeleton meanwhile). `query` may read the loader's `deps` or
 * `params` (typed by hand: they are not inferred here), and may skip the fetch (undefined).
 */
export function prefetching<Args, Data, Failure, Key extends QueryKey>(
  query: (trpc: Trpc, args: Args) => FetchQueryOptions<Data, Failure, Data, Key> | undefined,
) {
  return (args: Args & { context: RouterContext }) => {
    const { queryClient, trpc } = args.context;
    const options = query(trpc, args);
    if (options) void queryClient.prefetchQuery(options);
  };
}
