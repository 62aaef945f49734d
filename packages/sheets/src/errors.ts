import { z } from "zod";

export type SheetsErrorKind =
  | "forbidden"
  | "not_found"
  | "invalid_grant"
  | "unauthorized"
  | "rate_limited"
  | "server"
  | "network"
  | "bad_request";

export interface SheetsErrorInfo {
  kind: SheetsErrorKind;
  /** 429, 5xx, 401, timeouts and connection errors; the others need a configuration change. */
  retryable: boolean;
  /** For the admin: what went wrong and what to do. Never holds a key or a token. */
  message: string;
  status?: number;
}

const HttpErrorSchema = z.object({ response: z.object({ status: z.number(), data: z.unknown() }) });
/** Sheets API errors: `{ error: { code, message, status } }`. */
const GoogleErrorBodySchema = z.object({ error: z.object({ message: z.string().optional() }) });
/** OAuth token endpoint errors: `{ error: "invalid_grant", error_description }`. */
const OAuthErrorBodySchema = z.object({ error: z.string(), error_description: z.string().optional() });
const CodedSchema = z.object({ code: z.union([z.string(), z.number()]) });
const CausedSchema = z.object({ cause: CodedSchema });

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "TimeoutError",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
]);

const SECRETS = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  /Bearer\s+[\w.~+/-]+=*/gi,
  /ya29\.[\w.-]+/g,
  /assertion=[\w.-]+/g,
];

/** Google's text can echo parts of a request; strip anything that looks like a credential. */
function redact(text: string): string {
  return SECRETS.reduce((rest, pattern) => rest.replace(pattern, "[redacted]"), text).slice(0, 500);
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function googleMessage(body: unknown): string | undefined {
  const api = GoogleErrorBodySchema.safeParse(body);
  if (api.success) return api.data.error.message;
  const oauth = OAuthErrorBodySchema.safeParse(body);
  if (oauth.success) return [oauth.data.error, oauth.data.error_description].filter(Boolean).join(": ");
  return undefined;
}

/** gaxios copies a network failure's code onto the error; fetch leaves it on `cause`. */
function networkCode(error: unknown): string | undefined {
  const codes = [CodedSchema.safeParse(error).data?.code, CausedSchema.safeParse(error).data?.cause.code];
  return codes.map(String).find((code) => NETWORK_CODES.has(code));
}

function classifyStatus(status: number, detail: string, account: string): SheetsErrorInfo {
  const said = detail ? ` Google said: ${detail}` : "";
  if (status === 403) {
    return {
      kind: "forbidden",
      retryable: false,
      status,
      message: `The service account cannot open this spreadsheet. Share the sheet with ${account} as Editor, then try again.${said}`,
    };
  }
  if (status === 404) {
    return {
      kind: "not_found",
      retryable: false,
      status,
      message: `Spreadsheet not found. Check the spreadsheet ID (the long code between /d/ and /edit in the sheet's link).${said}`,
    };
  }
  if (status === 401) {
    return {
      kind: "unauthorized",
      retryable: true,
      status,
      message: `Google did not accept the service account's credentials (401). If this persists, check the service account key.${said}`,
    };
  }
  if (status === 429) {
    return {
      kind: "rate_limited",
      retryable: true,
      status,
      message: `Google Sheets is limiting the request rate (429); the sync will try again shortly.${said}`,
    };
  }
  if (status >= 500 || status === 408) {
    return {
      kind: "server",
      retryable: true,
      status,
      message: `Google Sheets is having trouble (${status}); the sync will try again shortly.${said}`,
    };
  }
  return {
    kind: "bad_request",
    retryable: false,
    status,
    message: `Google Sheets rejected the request (${status}).${said}`,
  };
}

/**
 * Turns anything the Sheets client throws into what the sync worker and the settings screen need:
 * whether to retry, and a message that tells the admin what to do.
 */
export function classifySheetsError(error: unknown, serviceAccountEmail?: string): SheetsErrorInfo {
  const account = serviceAccountEmail ?? "the service account's email";
  const http = HttpErrorSchema.safeParse(error);
  if (http.success) {
    const body = bodyOf(http.data.response.data);
    const oauth = OAuthErrorBodySchema.safeParse(body);
    if (oauth.success && oauth.data.error === "invalid_grant") {
      return {
        kind: "invalid_grant",
        retryable: false,
        status: http.data.response.status,
        message: `Google rejected the service account key (invalid_grant): it is invalid, revoked, or its service account was deleted. Create a new JSON key for ${account} and update the server configuration.`,
      };
    }
    return classifyStatus(http.data.response.status, redact(googleMessage(body) ?? ""), account);
  }
  const code = networkCode(error);
  if (code !== undefined) {
    return {
      kind: "network",
      retryable: true,
      message: `Could not reach Google Sheets (${code === "TimeoutError" ? "timed out" : code}); the sync will try again shortly. If this persists, check the server's network connection.`,
    };
  }
  const text = error instanceof Error ? redact(error.message) : "unknown error";
  // Anything else (an unexpected answer, a dropped socket) is treated as transient: retrying is cheap.
  return {
    kind: "server",
    retryable: true,
    message: `Unexpected error while talking to Google Sheets: ${text}`,
  };
}
