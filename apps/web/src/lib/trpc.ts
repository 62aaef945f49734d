import type { AppRouter } from "@choose/api/router";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { ADMIN_TOKEN_KEY, endAdminSession, readAdminToken } from "./admin-session";
import { ApiError } from "./api-error";

export { ADMIN_TOKEN_KEY };

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
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

/** A 401 from the server: the admin token is missing, expired or revoked. */
export function isUnauthorized(error: unknown): boolean {
  return (
    (error instanceof TRPCClientError && error.data?.httpStatus === 401) ||
    (error instanceof ApiError && error.status === 401)
  );
}

export interface TrpcClientOptions {
  /** Told once when a 401 ends the admin session, with the server's message (the app shows a notice). */
  onSessionEnded: (message: string) => void;
}

/**
 * The server is the real check of the admin session: any 401 (except a refused login, which is a
 * wrong password rather than a lost session) forgets the token, once for all screens. The admin
 * layout watches the token and returns to the login screen.
 */
function sessionLink({ onSessionEnded }: TrpcClientOptions): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (op.path !== "auth.login" && isUnauthorized(error) && endAdminSession()) {
              onSessionEnded(error.message);
            }
            observer.error(error);
          },
        }),
      );
}

export function createTrpcClient(options: TrpcClientOptions) {
  return createTRPCClient<AppRouter>({
    links: [
      sessionLink(options),
      httpBatchLink({
        // An absolute URL, so the same client works in the browser and under jsdom's Node fetch.
        url: `${window.location.origin}/trpc`,
        headers() {
          const token = readAdminToken();
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
