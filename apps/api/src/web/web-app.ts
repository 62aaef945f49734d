import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const HASHED_ASSET = /\/assets\//;

interface HtmlPage {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function loadPage(path: string): HtmlPage {
  const raw = readFileSync(path);
  return { raw, gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw) };
}

/**
 * The web build's pages by URL path: `index.html` is `/`, a prerendered `contact/index.html` is
 * `/contact`. `spa.html` (the empty shell, when the build has one) answers every other path.
 */
function loadPages(distDir: string) {
  const pages = new Map<string, HtmlPage>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = join(entry.parentPath, entry.name);
    const path = `/${relative(distDir, dirname(file)).split(sep).join("/")}`.replace(/\/$/, "") || "/";
    pages.set(path, loadPage(file));
  }
  const shellPath = join(distDir, "spa.html");
  const shell = existsSync(shellPath) ? loadPage(shellPath) : pages.get("/");
  return { pages, shell };
}

/**
 * Serves the built web app from `distDir`: hashed assets cached for a year, everything else briefly,
 * and the HTML pages (kept in memory, pre-compressed) for `/`, the prerendered paths and every path the
 * SPA routes itself. Returns the SPA fallback, or undefined when there is no build (API-only runs).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(join(distDir, "index.html"))) {
    app.log.warn(`No web build at ${distDir}: serving the API only (run \`pnpm build\`).`);
    return undefined;
  }
  const { pages, shell } = loadPages(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        "cache-control",
        HASHED_ASSET.test(path) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split("?")[0] ?? "/").replace(/(.)\/$/, "$1");
    const page = pages.get(path) ?? shell;
    return page ? sendHtml(page, request, reply) : reply.callNotFound();
  };
  // Explicit routes win over the static wildcard (which would answer "/contact/" as a directory).
  for (const path of pages.keys()) {
    app.get(path, sendIndex);
    if (path !== "/") app.get(`${path}/`, sendIndex);
  }
  return sendIndex;
}

function sendHtml(page: HtmlPage, request: FastifyRequest, reply: FastifyReply) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.raw);
}
