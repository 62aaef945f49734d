/**
 * Every failure the API means to report, by kind, with its HTTP status and tRPC code (tRPC's own names,
 * written here so this file stays browser-safe; the API's tRPC layer checks them against tRPC's type).
 */
export const appErrorStatus = {
  BAD_REQUEST: { http: 400, trpc: "BAD_REQUEST" },
  UNAUTHORIZED: { http: 401, trpc: "UNAUTHORIZED" },
  FORBIDDEN: { http: 403, trpc: "FORBIDDEN" },
  NOT_FOUND: { http: 404, trpc: "NOT_FOUND" },
  CONFLICT: { http: 409, trpc: "CONFLICT" },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: "PAYLOAD_TOO_LARGE" },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: "UNSUPPORTED_MEDIA_TYPE" },
  TOO_MANY_REQUESTS: { http: 429, trpc: "TOO_MANY_REQUESTS" },
  UNAVAILABLE: { http: 503, trpc: "SERVICE_UNAVAILABLE" },
  INTERNAL: { http: 500, trpc: "INTERNAL_SERVER_ERROR" },
} as const;

export type AppErrorCode = keyof typeof appErrorStatus;

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Field errors of a rejected body, as `{ path, message }`. */
  readonly errors: { path: string; message: string }[] | undefined;
  /** Seconds until a rate-limited client may try again. */
  readonly retryAfter: number | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    extra: { errors?: { path: string; message: string }[]; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = extra.errors;
    this.retryAfter = extra.retryAfter;
  }
}
