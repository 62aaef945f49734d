import type { PostedForm } from "@choose/schema/form-rules";
import { QueryClientProvider } from "@tanstack/react-query";
import type { RouterHistory } from "@tanstack/react-router";
import { RouterProvider } from "@tanstack/react-router";
import { useState } from "react";
import { notifySessionEnded } from "./components/admin/notify";
import { english, type Localization, LocalizationContext } from "./lib/i18n";
import { PostedFormContext, type PostedFormHolder } from "./lib/posted-form";
import { createQueryClient, createTrpcClient, createTrpcOptions, TRPCProvider } from "./lib/trpc";
import { createAppRouter, type RouterOptions } from "./router";

type TrpcClient = ReturnType<typeof createTrpcClient>;

export interface AppOptions extends RouterOptions {
  /** The prerenderer passes a client that never answers, so data-driven screens keep their skeletons. */
  trpcClient?: TrpcClient;
  /** The page's language and texts, loaded beforehand (English when left out). */
  localization?: Localization;
  /** A form the page was rendered with after a post without script (its answers, messages or success). */
  posted?: PostedForm | undefined;
}

/** One query client, one tRPC client and one router: the whole app's state. */
export function createApp({
  trpcClient = createTrpcClient({ onSessionEnded: notifySessionEnded }),
  localization = english(),
  posted,
  ...routerOptions
}: AppOptions = {}) {
  const queryClient = createQueryClient();
  const trpc = createTrpcOptions(queryClient, trpcClient);
  return {
    queryClient,
    trpcClient,
    router: createAppRouter({ queryClient, trpc, localization }, routerOptions),
    posted: { current: posted } satisfies PostedFormHolder,
  };
}

export type AppInstance = ReturnType<typeof createApp>;

/**
 * The whole app. `main.tsx` and the prerenderer pass an instance whose router has already loaded the
 * page (so hydration finds the same markup); tests pass just a history.
 */
export function App({ app, history }: { app?: AppInstance; history?: RouterHistory }) {
  const [instance] = useState(() => app ?? createApp(history ? { history } : {}));
  return (
    <QueryClientProvider client={instance.queryClient}>
      <TRPCProvider queryClient={instance.queryClient} trpcClient={instance.trpcClient}>
        <LocalizationContext value={instance.router.options.context.localization}>
          <PostedFormContext value={instance.posted}>
            <RouterProvider router={instance.router} />
          </PostedFormContext>
        </LocalizationContext>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
