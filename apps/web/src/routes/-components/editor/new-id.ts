import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import { prefetching } from "../../../components/admin/prefetch";
import type { Trpc } from "../../../lib/trpc";

/**
 * The id segment of an editor's address that creates a new one (spec 2: `/admin/editor/new`). A module
 * of its own: the editors' route loaders (in every page's route tree) read it.
 */
export const NEW_ID = "new";

/** An editor's loader: prefetches the item in view by the query its screen reads, nothing for a new one. */
export function prefetchingItem<Data, Failure, Key extends QueryKey>(
  query: (trpc: Trpc, id: string) => FetchQueryOptions<Data, Failure, Data, Key>,
) {
  return prefetching((trpc, { params }: { params: { id: string } }) =>
    params.id === NEW_ID ? undefined : query(trpc, params.id),
  );
}
