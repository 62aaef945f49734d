import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const HASHED_ASSET = /\/assets\//;

interface IndexHtml {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Serves the built web app from `distDir`: hashed assets cached for a year, everything else briefly,
 * and index.html (kept in memory, pre-compressed) for `/` and every path the SPA routes itself.
 * Returns the SPA fallback, or undefined when there is no build (API-only runs).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexPath = join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    app.log.warn(`No web build at ${distDir}: serving the API only (run \`pnpm build\`).`);
    return undefined;
  }
  const raw = readFileSync(indexPath);
  const index: IndexHtml = { raw, gzip: gzipSync(raw, { level: 9 }), br: brotliCompressSync(raw) };

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

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => sendIndexHtml(index, request, reply);
  app.get("/", sendIndex);
  return sendIndex;
}

function sendIndexHtml(index: IndexHtml, request: FastifyRequest, reply: FastifyReply) {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
  if (/\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(index.br);
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(index.gzip);
  return reply.send(index.raw);
}
