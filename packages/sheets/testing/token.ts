import { createVerify, type KeyObject, randomBytes } from "node:crypto";
import { z } from "zod";

/** What Google requires of the service-account JWT it exchanges for an access token. */
export const GOOGLE_TOKEN_AUDIENCE = "https://oauth2.googleapis.com/token";
export const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const MAX_LIFETIME_S = 3600;
const CLOCK_SKEW_S = 300;

export interface OAuthError {
  status: number;
  error: string;
  description: string;
}

const HeaderSchema = z.object({ alg: z.string() });
const ClaimsSchema = z.object({
  iss: z.string(),
  scope: z.string().optional(),
  aud: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type JwtClaims = z.infer<typeof ClaimsSchema>;

function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

const invalidGrant = (description: string): OAuthError => ({
  status: 400,
  error: "invalid_grant",
  description,
});

/**
 * Checks a JWT assertion as Google's token endpoint does: an RS256 signature by a known service
 * account's key, the right audience, a lifetime of at most an hour, and a scope.
 */
export function verifyAssertion(
  assertion: string,
  publicKeyOf: (email: string) => KeyObject | undefined,
  requiredScope: string,
): JwtClaims | OAuthError {
  const [header, payload, signature, ...rest] = assertion.split(".");
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) {
    return invalidGrant("Invalid JWT: Token must be a short-lived token and in a reasonable timeframe");
  }
  const parsedHeader = HeaderSchema.safeParse(decodePart(header));
  const claims = ClaimsSchema.safeParse(decodePart(payload));
  if (!parsedHeader.success || !claims.success || parsedHeader.data.alg !== "RS256") {
    return invalidGrant("Invalid JWT Signature.");
  }
  const key = publicKeyOf(claims.data.iss);
  if (key === undefined) return invalidGrant("Invalid grant: account not found");
  const verifier = createVerify("RSA-SHA256");
  verifier.update(`${header}.${payload}`);
  if (!verifier.verify(key, Buffer.from(signature, "base64url")))
    return invalidGrant("Invalid JWT Signature.");
  const { aud, iat, exp, scope } = claims.data;
  if (aud !== GOOGLE_TOKEN_AUDIENCE) return invalidGrant("Invalid JWT: Failed audience check.");
  const now = Math.floor(Date.now() / 1000);
  if (exp - iat > MAX_LIFETIME_S || iat > now + CLOCK_SKEW_S || exp < now - CLOCK_SKEW_S) {
    return invalidGrant(
      "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.",
    );
  }
  if (scope === undefined || !scope.split(" ").includes(requiredScope)) {
    return {
      status: 400,
      error: "invalid_scope",
      description: "Invalid OAuth scope or ID token audience provided.",
    };
  }
  return claims.data;
}

/** Shaped like Google's opaque access tokens. */
export function newAccessToken(): string {
  return `ya29.fake-${randomBytes(24).toString("base64url")}`;
}
