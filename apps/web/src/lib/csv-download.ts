import { ApiErrorBodySchema } from "@choose/schema";
import { endAdminSession, readAdminToken } from "./admin-session";
import { ApiError } from "./api-error";

/**
 * Downloads one of the admin CSV exports (`/api/.../export.csv`) with the session's token, which a plain
 * link could not send, and saves it under the server's file name. A 401 ends the admin session.
 */
export function downloadCsv(path: string, query: Record<string, string | number | boolean | undefined>) {
  return downloadWithSession(path, query, "export.csv");
}

/** Any admin download (a CSV export, a school's document) with the session's token, under the server's file name. */
export async function downloadWithSession(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  fallbackName: string,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const token = readAdminToken();
  // An absolute URL, so the same call works in the browser and under jsdom's Node fetch.
  const response = await fetch(`${window.location.origin}${path}?${params}`, {
    headers: token ? { "x-admin-token": token } : {},
  });
  if (!response.ok) {
    if (response.status === 401) endAdminSession();
    const failure = ApiErrorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, failure.success ? failure.data.message : response.statusText);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = filename ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
