import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
  ],
  server: {
    proxy: { "/trpc": apiOrigin, "/api": apiOrigin },
  },
  build: {
    target: "es2022",
  },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
  },
}));
