import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./scripts/precompress.ts";
import { prerender } from "./scripts/vite-prerender.ts";

const apiOrigin = "http://127.0.0.1:3000";

export default defineConfig(({ mode }) => ({
  plugins: [
    // The router plugin must come before react(); route chunks are split only outside tests,
    // where lazily loaded routes would just slow the first render of each test.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: mode !== "test",
      quoteStyle: "double",
      // Tests sit next to the routes they cover.
      routeFileIgnorePattern: "\\.test\\.tsx?$",
    }),
    react(),
    tailwindcss(),
    // Build only: static HTML for the public pages, then .br/.gz copies of every text asset.
    prerender({ entry: "src/prerender.tsx", render: "src/server-render.tsx" }),
    precompress(),
  ],
  server: {
    proxy: { "/trpc": apiOrigin, "/api": apiOrigin, "/media": apiOrigin },
  },
  build: {
    target: "es2022",
    // No preload helper: appending a <link rel=modulepreload> per dependency of the app's chunks cost a
    // long task on a slow phone; the browser fetches a module's static imports itself.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The back office's route definitions and what their screens share with them (a query): every
          // page's start-up loads them (the route tree), so as one file rather than one per screen.
          groups: [
            {
              name: "admin-routes",
              test: /routes\/admin\._authed\.[^?]*\.tsx(\?tsr-shared=1)?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    // One seeded embedded database per worker, started once for the run (see src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
    setupFiles: ["./src/test/setup.ts"],
    // Files of a worker share their modules: the real API (Fastify, MikroORM, the email templates) and the
    // app built on the worker's database load once per worker, not once per file (323 s → 119 s for the
    // suite, measured under load); setup.ts returns the data, the DOM, storage and toasts after each test.
    isolate: false,
    css: false,
    restoreMocks: true,
    // A filled-in application form is hundreds of keystrokes; CI shares two cores with other suites.
    testTimeout: 30_000,
    // `expect.poll` waits as long as Testing Library's findBy (setup.ts): 1 s was too short under CI's load.
    expect: { poll: { timeout: 5_000 } },
  },
}));
