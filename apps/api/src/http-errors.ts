import { type ApiErrorBody, serverMessages, toApiErrorBody } from "@choose/schema";
import { ZodError } from "zod";
import { AppError, appErrorStatus } from "./errors.ts";

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
  if (error instanceof AppError) {
    const body: ApiErrorBody = error.errors
      ? { message: error.message, errors: error.errors }
      : { message: error.message };
    return { status: appErrorStatus[error.code].http, body, retryAfter: error.retryAfter };
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
