import type { FastifyInstance } from "fastify";

/** Strict headers on every response: the SPA loads only its own scripts and is never framed. */
export function registerSecurityHeaders(app: FastifyInstance, production: boolean) {
  const headers: Record<string, string> = {
    "content-security-policy": [
      "default-src 'self'",
      "script-src 'self'",
      // Radix and React set inline style attributes; no inline scripts are allowed.
      "style-src 'self' 'unsafe-inline'",
      // Our uploads, or https images elsewhere; no http: (a post could make readers' browsers call any
      // address, internal ones included) and no data: (nothing of ours needs it: icons are inline SVG).
      "img-src 'self' https:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    ...(production && { "strict-transport-security": "max-age=31536000; includeSubDomains" }),
  };
  // A callback hook, not an async one: it runs on every request, so no promise per request.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
