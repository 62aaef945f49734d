import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { withDocumentLanguage } from "@choose/schema/i18n";
import type { Plugin } from "vite";
import type { PrerenderedPage } from "../src/prerender.tsx";
import { PRERENDERED_PATH_ATTRIBUTE } from "../src/prerendered.ts";

/**
 * Where the SSR build goes, inside the client build so a deployment ships it: the API renders pages
 * with `render.js` (`src/server-render.tsx`); static serving never answers a dot-directory.
 */
export const SSR_OUT_DIR = "dist/.server";
const EMPTY_ROOT = '<div id="root"></div>';

interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  renderPage(path: string): Promise<PrerenderedPage>;
}

/**
 * `vite build` also builds `entry` and `render` for Node, then writes each prerendered path's HTML to `<path>/index.html`
 * in the client build. `spa.html` keeps the empty shell for every other path (admin, 404).
 */
export function prerender({ entry, render }: { entry: string; render: string }): Plugin {
  return {
    name: "choose:prerender",
    apply: "build",
    config: () => ({
      builder: {},
      environments: {
        ssr: {
          // One self-contained file: the workspace packages are TypeScript that Node won't load.
          resolve: { noExternal: true },
          build: {
            outDir: SSR_OUT_DIR,
            emptyOutDir: true,
            rollupOptions: { input: { prerender: entry, render } },
          },
        },
      },
    }),
    buildApp: {
      order: "post",
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error("the client and ssr environments are missing");
        for (const environment of [client, ssr]) {
          if (!environment.isBuilt) await builder.build(environment);
        }
        const { root } = builder.config;
        const outDir = join(root, client.config.build.outDir);
        const template = await readFile(join(outDir, "index.html"), "utf8");
        if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
        await writeFile(join(outDir, "spa.html"), template);

        const ssrModule: PrerenderModule = await import(
          pathToFileURL(join(root, SSR_OUT_DIR, "prerender.js")).href
        );
        for (const path of ssrModule.PRERENDERED_PATHS) {
          const page = await ssrModule.renderPage(path);
          const file = join(outDir, path, "index.html");
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, pageHtml(template, path, page));
        }
        this.info(`prerendered ${ssrModule.PRERENDERED_PATHS.join(", ")}`);
      },
    },
  };
}

function pageHtml(template: string, path: string, { html, meta, language }: PrerenderedPage): string {
  // Replacer functions: a `$` in the markup is text, not a replacement pattern.
  let page = withDocumentLanguage(template, language).replace(
    EMPTY_ROOT,
    () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(path)}">${html}</div>`,
  );
  if (meta) {
    page = page
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      );
  }
  return page;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}
