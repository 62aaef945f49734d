import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderDocument, RenderedDocument } from "./renderer-contract.ts";

/** Where the web build keeps its server renderer (`apps/web/src/server-render.tsx`), never served. */
const SERVER_BUILD_DIR = ".server";

/** What the web build's renderer module offers (its own types live in the web app, built apart). */
export interface Renderer {
  /** The build's empty shell, which the renderer fills. */
  template: string;
  publicPaths: readonly string[];
  /** Route patterns of the public pages with a parameter (`/blog/:slug`). */
  publicPatterns: readonly string[];
  renderDocument: RenderDocument;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** The build's renderer, or undefined when the build has none (then prerendered pages are served). */
export async function loadRenderer(distDir: string): Promise<Renderer | undefined> {
  const file = join(distDir, SERVER_BUILD_DIR, "render.js");
  const shell = join(distDir, "spa.html");
  if (!existsSync(file) || !existsSync(shell)) return undefined;
  const module: Record<string, unknown> = await import(pathToFileURL(file).href);
  const { renderDocument, PUBLIC_PATHS, PUBLIC_PATTERNS } = module;
  if (
    typeof renderDocument !== "function" ||
    !isStringArray(PUBLIC_PATHS) ||
    !isStringArray(PUBLIC_PATTERNS)
  ) {
    throw new Error(`${file} is not the web app's renderer: rebuild the web app`);
  }
  return {
    template: readFileSync(shell, "utf8"),
    publicPaths: PUBLIC_PATHS,
    publicPatterns: PUBLIC_PATTERNS,
    // Checked above to be the renderer's export, whose signature the web app's typecheck holds to.
    renderDocument: (template, path, options) =>
      Promise.resolve(renderDocument(template, path, options)).then(checkRendered),
  };
}

function checkRendered(value: unknown): RenderedDocument {
  if (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    "html" in value &&
    typeof value.status === "number" &&
    typeof value.html === "string"
  ) {
    const location = "location" in value && typeof value.location === "string" ? value.location : undefined;
    return { status: value.status, html: value.html, ...(location !== undefined && { location }) };
  }
  throw new Error("the web app's renderer returned no page");
}
