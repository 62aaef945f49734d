/**
 * The school's private portal (issue 33): its limits and the document types it takes, recognised by
 * their first bytes (never by the name or the type the browser claims). Zod-free.
 */

/** A document's largest size. */
export const PORTAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Documents one application may hold. */
export const PORTAL_DOCUMENTS_MAX = 20;
/** Files one post of the portal's form may carry. */
export const PORTAL_FILES_PER_POST = 5;
/** The longest answer to a request, and the longest request. */
export const PORTAL_TEXT_MAX = 5000;
/** How long a saved draft of the application is kept on the server. */
export const DRAFT_KEEP_DAYS = 30;

/** A portal token: 32 random bytes in base64url (43 characters). */
export const PORTAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const PORTAL_DOCUMENT_TYPES = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;
export type PortalDocumentType = keyof typeof PORTAL_DOCUMENT_TYPES;

/**
 * A document's type by its content: PDF (`%PDF-`), JPEG, PNG; anything else (HTML or SVG renamed
 * `.pdf` included) is undefined.
 */
export function sniffDocumentType(bytes: Uint8Array): PortalDocumentType | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (ascii(0, 5) === "%PDF-") return "pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  return undefined;
}

/** A file name as stored and offered back: its folder, controls and quotes left out, 120 characters at most. */
export function cleanFileName(name: string, type: PortalDocumentType): string {
  const base = (name.split(/[/\\]/).at(-1) ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what this removes
    .replace(/[\u0000-\u001f\u007f"<>]/g, "")
    .trim()
    .slice(0, 120);
  const extension = type === "jpeg" ? "jpg" : type;
  if (base === "") return `document.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
