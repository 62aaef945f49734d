import type { FastifyRequest } from "fastify";

/**
 * A browser says where a form post came from (`Sec-Fetch-Site`, else `Origin`): only this site's own
 * pages may post. A client that says neither is no browser another site could drive.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(publicUrl).origin && origin !== `${request.protocol}://${request.host}`;
}
