import { type ApiErrorBody, appErrorStatus, serverMessages, toApiErrorBody } from "@choose/schema";
import { ZodError } from "zod";
import { asAppError } from "./db/unavailable.ts";

export interface HttpError {
  status: number;
  body: ApiErrorBody;
  retryAfter?: number | undefined;
}

/** Fastify's own request errors, given messages a client can act on. */
const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: serverMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: serverMessages.malformedJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: serverMessages.malformedJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: serverMessages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: serverMessages.payloadTooLarge,
};

function isClientError(error: unknown): error is { statusCode: number; code?: string; message: string } {
  if (typeof error !== "object" || error === null || !("statusCode" in error) || !("message" in error))
    return false;
  const { statusCode, message } = error;
  return (
    typeof statusCode === "number" && statusCode >= 400 && statusCode < 500 && typeof message === "string"
  );
}

/** The one mapping from anything thrown to an HTTP status and JSON body; 5xx never carry details. */
export function toHttpError(error: unknown): HttpError {
  const appError = asAppError(error);
  if (appError) {
    const body: ApiErrorBody = appError.errors
      ? { message: appError.message, errors: appError.errors }
      : { message: appError.message };
    return { status: appErrorStatus[appError.code].http, body, retryAfter: appError.retryAfter };
  }
  if (error instanceof ZodError) return { status: 400, body: toApiErrorBody(error) };
  if (isClientError(error)) {
    const code = "code" in error && typeof error.code === "string" ? error.code : "";
    // A JSON syntax error from the parser carries a SyntaxError without a Fastify code in some paths.
    const message =
      fastifyErrorMessages[code] ??
      (error instanceof SyntaxError ? serverMessages.malformedJson : error.message);
    return { status: error.statusCode, body: { message } };
  }
  return { status: 500, body: { message: serverMessages.internal } };
}
