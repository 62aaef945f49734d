import {
  ApiErrorBodySchema,
  type MediaDocument,
  MediaDocumentSchema,
  type MediaUploadResult,
  MediaUploadResultSchema,
} from "@choose/schema";
import { endAdminSession, readAdminToken } from "./admin-session";
import { ApiError } from "./api-error";

/**
 * Uploads an image to the media library (`POST /api/media`, multipart: the API's one non-JSON
 * route). A 401 ends the admin session, as it does for every tRPC call.
 */
export async function uploadImage(file: Blob, alt: string): Promise<MediaUploadResult> {
  const body = new FormData();
  body.set("file", file);
  body.set("alt", alt);
  const token = readAdminToken();
  // An absolute URL, so the same call works in the browser and under jsdom's Node fetch.
  const response = await fetch(`${window.location.origin}/api/media`, {
    method: "POST",
    body,
    headers: token ? { "x-admin-token": token } : {},
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return MediaUploadResultSchema.parse(answer);
  if (response.status === 401) endAdminSession();
  const failure = ApiErrorBodySchema.safeParse(answer);
  throw new ApiError(response.status, failure.success ? failure.data.message : response.statusText);
}

/** Uploads a document (PDF, office file) to the media library (`POST /api/media/documents`). */
export async function uploadDocument(file: Blob): Promise<MediaDocument> {
  const body = new FormData();
  body.set("file", file);
  const token = readAdminToken();
  const response = await fetch(`${window.location.origin}/api/media/documents`, {
    method: "POST",
    body,
    headers: token ? { "x-admin-token": token } : {},
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.ok) return MediaDocumentSchema.parse(answer);
  if (response.status === 401) endAdminSession();
  const failure = ApiErrorBodySchema.safeParse(answer);
  throw new ApiError(response.status, failure.success ? failure.data.message : response.statusText);
}
