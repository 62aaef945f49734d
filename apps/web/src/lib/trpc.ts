import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "api/router";

export const ADMIN_TOKEN_KEY = "admin-token";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
export type Trpc = TRPCOptionsProxy<AppRouter>;

/** Spec 7: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        // An absolute URL, so the same client works in the browser and under jsdom's Node fetch.
        url: `${window.location.origin}/trpc`,
        headers() {
          const token = window.localStorage.getItem(ADMIN_TOKEN_KEY);
          return token ? { "x-admin-token": token } : {};
        },
        fetch: (input, init) => fetch(input, { ...init, credentials: "include" }),
      }),
    ],
  });
}

export function createTrpcOptions(queryClient: QueryClient, trpcClient: ReturnType<typeof createTrpcClient>) {
  return createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}
