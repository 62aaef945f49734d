import { TRPCClientError } from "@trpc/client";
import { ApiError } from "./api-error";

/**
 * The message a notice shows for a failed call: the server's own `message` when it sent one
 * (spec 8, "the server message"), otherwise the screen's fallback text.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.shape && typeof error.message === "string" && error.message) {
    return error.message;
  }
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
