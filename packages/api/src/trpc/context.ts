import type { Services } from "./services.ts";

export interface Context {
  services: Services;
  /** The caller's address (the proxy's X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** The browser's User-Agent (a session shows it as "Firefox 133 on Windows"). */
  userAgent: string | undefined;
  adminToken: string | undefined;
  /** Keeps the answer out of every cache (`Cache-Control: no-store`); absent without an HTTP reply (mocks). */
  noStore?: () => void;
  /** The request's Cookie header (the sign-in reads its known-device cookie there). */
  cookieHeader?: string | undefined;
  /** Whether the request came over https (to the proxy, with TRUST_PROXY): cookies are then Secure. */
  https?: boolean;
  /** Adds a Set-Cookie header to the answer; absent without an HTTP reply (mocks). */
  setCookie?: (cookie: string) => void;
}

type RequestHeaders = Record<string, string | string[] | undefined>;

/** The admin session token a request carries (`x-admin-token`), for tRPC and REST alike. */
export function adminTokenFrom(headers: RequestHeaders) {
  const token = headers["x-admin-token"];
  return typeof token === "string" && token ? token : undefined;
}

/** The context of one HTTP request, whichever transport it came by. */
export function createContext(
  services: Services,
  request: { ip: string; protocol: string; headers: RequestHeaders },
  reply: { header(name: string, value: string): unknown },
): Context {
  const userAgent = request.headers["user-agent"];
  const cookie = request.headers.cookie;
  return {
    services,
    clientIp: request.ip,
    userAgent: typeof userAgent === "string" ? userAgent : undefined,
    adminToken: adminTokenFrom(request.headers),
    noStore: () => reply.header("cache-control", "no-store"),
    cookieHeader: typeof cookie === "string" ? cookie : undefined,
    https: request.protocol === "https",
    // Fastify adds each Set-Cookie to the ones already set rather than replacing them.
    setCookie: (value) => reply.header("set-cookie", value),
  };
}
