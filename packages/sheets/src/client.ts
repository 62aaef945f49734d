import type { sheets_v4 } from "@googleapis/sheets";
import { z } from "zod";

export const SHEETS_SCOPE = "https://www.googleapis.com/auth/spreadsheets";
/** The token endpoint the auth library hard-codes (also the `aud` of the JWT it signs). */
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const DEFAULT_TIMEOUT_MS = 30_000;

export interface ServiceAccountCredentials {
  client_email: string;
  private_key: string;
}

export const ServiceAccountKeySchema = z.object({
  client_email: z.email(),
  private_key: z
    .string()
    // A key pasted into an env var often arrives with its newlines escaped.
    .transform((key) => key.replaceAll("\\n", "\n"))
    .refine((key) => key.includes("-----BEGIN PRIVATE KEY-----")),
});

const KEY_HELP =
  'Use the JSON key file downloaded from Google Cloud (IAM → Service accounts → Keys), which has "client_email" and "private_key".';

/** Validates a service-account JSON key. Error messages never echo the key's content. */
export function parseServiceAccountKey(json: string): ServiceAccountCredentials {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    // JSON.parse's own message quotes the input, which may hold the private key.
    throw new Error(`The Google service account key is not valid JSON. ${KEY_HELP}`);
  }
  const result = ServiceAccountKeySchema.safeParse(parsed);
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join(".") || "key"))];
    throw new Error(
      `The Google service account key has a missing or invalid ${fields.join(", ")}. ${KEY_HELP}`,
    );
  }
  return { client_email: result.data.client_email, private_key: result.data.private_key };
}

export interface SheetsClientOptions {
  credentials: ServiceAccountCredentials;
  /** Overrides https://sheets.googleapis.com/ (tests, staging); keep the trailing slash. */
  apiRootUrl?: string;
  /** Redirects the OAuth token endpoint (tests, staging). */
  tokenUrl?: string;
  /** Per request, token requests included. */
  timeoutMs?: number;
}

export interface SheetsClient {
  readonly api: sheets_v4.Sheets;
  readonly serviceAccountEmail: string;
}

/**
 * Loads Google's client library on first use: it is most of this package's weight (~1.2 s and ~40 MiB
 * resident at start-up), and a site without a key never needs it.
 */
export async function createSheetsClient(options: SheetsClientOptions): Promise<SheetsClient> {
  const { auth, sheets } = await import("@googleapis/sheets");
  const { credentials, apiRootUrl, tokenUrl } = options;
  const jwt = new auth.JWT({
    email: credentials.client_email,
    key: credentials.private_key,
    scopes: [SHEETS_SCOPE],
    // No retries in here: the sync worker retries with its own backoff, and a hidden retry would
    // multiply requests against a 60-per-minute quota.
    transporterOptions: { timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, retryConfig: { retry: 0 } },
  });
  if (tokenUrl !== undefined) {
    const target = new URL(tokenUrl);
    jwt.transporter.interceptors.request.add({
      resolved: async (config) => {
        if (config.url.href === GOOGLE_TOKEN_URL) config.url = target;
        return config;
      },
    });
  }
  jwt.transporter.interceptors.response.add({
    rejected: (error) => {
      // A JWT client keeps its token for an hour and never refreshes on a 401 by itself; marking the
      // token expired makes the caller's next attempt fetch a new one.
      if (error.status === 401) jwt.setCredentials({ ...jwt.credentials, expiry_date: 1 });
      throw error;
    },
  });
  const api = sheets({
    version: "v4",
    auth: jwt,
    ...(apiRootUrl === undefined ? {} : { rootUrl: apiRootUrl }),
  });
  return { api, serviceAccountEmail: credentials.client_email };
}
