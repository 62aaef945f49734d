import type { Services } from "../services.ts";

export interface Context {
  services: Services;
  /** The caller's address (the proxy's X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  adminToken: string | undefined;
}
