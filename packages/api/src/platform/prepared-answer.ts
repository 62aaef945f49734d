import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer made once and sent many times (a cached page, a cached public read, the sitemap): its
 * bytes, compressed copies and headers are computed when it is made, so sending it costs only the
 * write. Per request there is only the choice of copy and the `If-None-Match` check.
 */
export interface PreparedAnswer {
  readonly status: number;
  readonly etag: string;
  readonly raw: Buffer;
  /** Absent when not worth it (a small body) or not asked for. */
  readonly gzip: Buffer | undefined;
  readonly br: Buffer | undefined;
  /** The headers of each copy, complete (content-type, ETag, cache-control, vary, content-encoding). */
  readonly headers: {
    readonly raw: Readonly<Record<string, string>>;
    readonly gzip: Readonly<Record<string, string>>;
    readonly br: Readonly<Record<string, string>>;
  };
}

export interface PrepareOptions {
  status?: number;
  /** Sent as given; absent leaves the header to whoever set it before (a `no-store` of the procedure). */
  cacheControl?: string;
  /**
   * `hard` for what is made once per build (slow, smallest), `fast` for what is made per content
   * change or per request, `none` for answers sent once.
   */
  compression: "hard" | "fast" | "none";
  /** A redirect's target (the `location` header). */
  location?: string;
}

/** Below this, compressing saves less than the `content-encoding` and `vary` headers add. */
const COMPRESS_FROM_BYTES = 512;

/**
 * A body's ETag: a hash of its bytes, so every instance gives the same one for the same content and a
 * client's copy is revalidated wherever its next request lands.
 */
export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

export function prepareAnswer(
  body: string | Buffer,
  contentType: string,
  { status = 200, cacheControl, compression, location }: PrepareOptions,
): PreparedAnswer {
  const raw = Buffer.from(body);
  const compress = compression !== "none" && raw.length >= COMPRESS_FROM_BYTES;
  const hard = compression === "hard";
  const gzip = compress ? gzipSync(raw, { level: hard ? 9 : 6 }) : undefined;
  const br = compress
    ? brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: hard ? 11 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : undefined;
  const etag = etagOf(raw);
  const common: Record<string, string> = {
    "content-type": contentType,
    etag,
    ...(cacheControl !== undefined && { "cache-control": cacheControl }),
    ...(location !== undefined && { location }),
    ...(compress && { vary: "accept-encoding" }),
  };
  return {
    status,
    etag,
    raw,
    gzip,
    br,
    headers: {
      raw: common,
      gzip: { ...common, "content-encoding": "gzip" },
      br: { ...common, "content-encoding": "br" },
    },
  };
}

/** What an answer holds in memory (for the caches' byte bounds). */
export const answerBytes = (answer: PreparedAnswer) =>
  answer.raw.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);

/** Whether the request's `If-None-Match` names this ETag (weak or strong, or `*`). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}

/**
 * Sends the copy the client takes (brotli, then gzip, then the bytes as they are), or a bodiless 304
 * when a successful answer's ETag is the one the client already holds.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) {
  if (answer.status === 200 && isFresh(request, answer.etag))
    return reply.status(304).headers(answer.headers.raw).send();
  const accepted = request.headers["accept-encoding"];
  if (accepted && answer.br && /\bbr\b/.test(accepted))
    return reply.status(answer.status).headers(answer.headers.br).send(answer.br);
  if (accepted && answer.gzip && /\bgzip\b/.test(accepted))
    return reply.status(answer.status).headers(answer.headers.gzip).send(answer.gzip);
  return reply.status(answer.status).headers(answer.headers.raw).send(answer.raw);
}
