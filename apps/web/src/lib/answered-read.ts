import { type QueryClient, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";

/**
 * A public page read by its address (a post, a content page), whose "not found" is an answer: the
 * server renders the 404 page from a failed query, and asking again would turn it back into a skeleton.
 */
type AddressedRead<Data, Failure, Key extends QueryKey> = UseQueryOptions<Data, Failure, Data, Key> & {
  queryKey: Key;
};

/** The route's loader: starts the read unless the address is known missing. Found data stays fresh. */
export function prefetchAddressedRead<Data, Failure, Key extends QueryKey>(
  queryClient: QueryClient,
  options: AddressedRead<Data, Failure, Key>,
): void {
  if (queryClient.getQueryState(options.queryKey)?.status === "error") return;
  void queryClient.prefetchQuery(options);
}

/** The page's read: an answered "not found" is shown as it is, not retried on mount. */
export function useAddressedRead<Data, Failure, Key extends QueryKey>(
  options: AddressedRead<Data, Failure, Key>,
) {
  return useQuery({ ...options, retryOnMount: false });
}
