/**
 * Build-time rendering of the public pages (run by `scripts/vite-prerender.ts` from the SSR build):
 * each page's HTML goes into its own index.html, so a visitor sees it before any script runs, and
 * `main.tsx` hydrates it. Screens that need data render their skeletons, as the client does first.
 */

import type { AppRouter } from "@choose/api/router";
import { createMemoryHistory } from "@tanstack/react-router";
import { createTRPCClient } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { StrictMode, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { App, createApp } from "./app";
import { site } from "./lib/site";
import type { PageMeta } from "./router-context";

/** Spec paths with static content; admin screens and unknown paths stay client-rendered. */
export const PRERENDERED_PATHS = ["/", "/blog", "/contact", "/application"];

export interface PrerenderedPage {
  html: string;
  /** The full document title and description the page sets in the browser. */
  meta?: PageMeta;
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
    // Requests never answer, so queries stay pending and screens show what they show while loading.
    trpcClient: createTRPCClient<AppRouter>({ links: [() => () => observable(() => undefined)] }),
  });
  await app.router.load();
  // In the browser the router wraps its matches in a Suspense boundary that its server variant leaves
  // out; this one emits the same markers, so hydration finds the tree it renders.
  const html = renderToString(
    <StrictMode>
      <Suspense>
        <App app={app} />
      </Suspense>
    </StrictMode>,
  );
  const meta = app.router.state.matches.at(-1)?.staticData.meta;
  // The same title format as `usePageMeta`.
  return { html, ...(meta && { meta: { ...meta, title: `${meta.title} | ${site.name}` } }) };
}
