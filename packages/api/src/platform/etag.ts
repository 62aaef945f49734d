import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A body's ETag: a hash of its bytes, so every instance gives the same one for the same content and a
 * client's copy is revalidated wherever its next request lands.
 */
export function etagOf(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

const serialized = new WeakMap<object, { json: string; etag: string }>();

/**
 * The JSON and ETag of a result; a cached read hands back the same object until the content
 * changes, so those are computed once per change rather than once per request.
 */
export function serializedJson(value: object): { json: string; etag: string } {
  let entry = serialized.get(value);
  if (!entry) {
    const json = JSON.stringify(value);
    entry = { json, etag: etagOf(json) };
    serialized.set(value, entry);
  }
  return entry;
}

/** Whether the request's `If-None-Match` names this ETag (weak or strong, or `*`). */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}

/** Sends `body` with its ETag, or a bodiless 304 when the client already holds it. */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  { body, etag }: { body: string | Buffer; etag: string },
) {
  reply.header("etag", etag);
  if (isFresh(request, etag)) return reply.status(304).send();
  return reply.send(body);
}
