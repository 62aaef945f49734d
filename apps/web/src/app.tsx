import { QueryClientProvider } from "@tanstack/react-query";
import type { RouterHistory } from "@tanstack/react-router";
import { RouterProvider } from "@tanstack/react-router";
import { useState } from "react";
import { createQueryClient, createTrpcClient, createTrpcOptions, TRPCProvider } from "./lib/trpc";
import { createAppRouter } from "./router";

/** The whole app: one query client, one tRPC client, one router (a memory history in tests). */
export function App({ history }: { history?: RouterHistory }) {
  const [app] = useState(() => {
    const queryClient = createQueryClient();
    const trpcClient = createTrpcClient();
    const trpc = createTrpcOptions(queryClient, trpcClient);
    return { queryClient, trpcClient, router: createAppRouter({ queryClient, trpc }, history) };
  });
  return (
    <QueryClientProvider client={app.queryClient}>
      <TRPCProvider queryClient={app.queryClient} trpcClient={app.trpcClient}>
        <RouterProvider router={app.router} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
