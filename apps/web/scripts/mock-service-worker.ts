import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * `vite --mode mock` only: serves MSW's worker script from the msw package itself (always the version
 * the mocks run on). It is not in `public/`, so a production build never ships it.
 */
export function mockServiceWorker(): Plugin {
  const script = createRequire(import.meta.url).resolve("msw/mockServiceWorker.js");
  return {
    name: "mock-service-worker",
    apply: (_config, { command, mode }) => command === "serve" && mode === "mock",
    configureServer(server) {
      server.middlewares.use("/mockServiceWorker.js", (_request, response) => {
        response.setHeader("content-type", "text/javascript");
        response.end(readFileSync(script));
      });
    },
  };
}
