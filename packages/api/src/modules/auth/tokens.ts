import { createHash, randomBytes } from "node:crypto";

/** A new secret for the browser: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Only the SHA-256 of a token or code is stored: a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
