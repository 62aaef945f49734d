/**
 * Build-time rendering of the public pages (run by `scripts/vite-prerender.ts` from the SSR build):
 * each page's HTML goes into its own index.html, so a visitor sees it before any script runs, and
 * `main.tsx` hydrates it. Screens that need data render their skeletons, as the client does first.
 */

import type { AppRouter } from "@choose/api/router";
import { type Language, languageOfPath, pathInLanguage } from "@choose/schema/i18n";
import { createMemoryHistory } from "@tanstack/react-router";
import { createTRPCClient } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { StrictMode, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { App, type AppInstance, createApp } from "./app";
import type { Localization } from "./lib/i18n";
import { loadLocalization } from "./lib/load-localization";
import { site } from "./lib/site";
import { type PageMeta, resolveMeta } from "./router-context";

const ENGLISH_PATHS = ["/", "/blog", "/contact", "/application"];

/**
 * Spec paths with static content, and their Spanish twins under /es; admin screens and unknown paths
 * stay client-rendered.
 */
export const PRERENDERED_PATHS = [
  ...ENGLISH_PATHS,
  ...ENGLISH_PATHS.map((path) => pathInLanguage(path, "es")),
];

export interface PrerenderedPage {
  html: string;
  /** The full document title and description the page sets in the browser. */
  meta?: PageMeta;
  /** The page's `<html lang>`. */
  language: Language;
}

/**
 * The loaded app's HTML. In the browser the router wraps its matches in a Suspense boundary that its
 * server variant leaves out; this one emits the same markers, so hydration finds the tree it renders.
 */
export function renderAppHtml(app: AppInstance): string {
  return renderToString(
    <StrictMode>
      <Suspense>
        <App app={app} />
      </Suspense>
    </StrictMode>,
  );
}

/** The title and description the page's route declares, in the page's language. */
export function leafMeta(app: AppInstance, localization: Localization): PageMeta | undefined {
  const routeMeta = app.router.state.matches.at(-1)?.staticData.meta;
  return routeMeta && resolveMeta(routeMeta, localization);
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const localization = await loadLocalization(languageOfPath(path));
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [path] }),
    prerender: true,
    localization,
    // Requests never answer, so queries stay pending and screens show what they show while loading.
    trpcClient: createTRPCClient<AppRouter>({ links: [() => () => observable(() => undefined)] }),
  });
  await app.router.load();
  const html = renderAppHtml(app);
  const meta = leafMeta(app, localization);
  // The same title format as `usePageMeta`.
  return {
    html,
    language: localization.language,
    ...(meta && { meta: { ...meta, title: `${meta.title} | ${site.name}` } }),
  };
}
