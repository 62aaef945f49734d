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
    prerender({ entry: "src/prerender.tsx" }),
    precompress(),
  ],
  server: {
    proxy: { "/trpc": apiOrigin, "/api": apiOrigin },
  },
  build: {
    target: "es2022",
    // Every browser that runs es2022 modules preloads them natively.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    // A filled-in application form is hundreds of keystrokes; CI shares two cores with other suites.
    testTimeout: 30_000,
  },
}));
