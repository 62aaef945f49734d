import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./scripts/precompress.ts";
import { startupChunk } from "./scripts/startup-chunk.ts";
import { prerender } from "./scripts/vite-prerender.ts";

const apiOrigin = "http://127.0.0.1:3000";
const startup = startupChunk();

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
    startup.plugin,
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
        // The start-up group leaves its dependencies out, so chunks import each other both ways; modules
        // then run in import order only with this (Rolldown's advice for such groups).
        strictExecutionOrder: true,
        codeSplitting: {
          // Every page's start-up in one file (scripts/startup-chunk.ts). Its dependencies are not pulled in
          // with it: React's DOM renderer, which main.tsx evaluates in a task before it, keeps its own file.
          groups: [{ name: "startup", test: startup.test, includeDependenciesRecursively: false }],
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
    // Two workers, each with its own seeded database: on CI's two cores the API's suites end first, and
    // one worker then left a core idle for two minutes.
    maxWorkers: 2,
    css: false,
    restoreMocks: true,
    // A filled-in application form is hundreds of keystrokes; CI shares two cores with other suites.
    testTimeout: 30_000,
    // `expect.poll` waits as long as Testing Library's findBy (setup.ts): 1 s was too short under CI's load.
    expect: { poll: { timeout: 5_000 } },
  },
}));
