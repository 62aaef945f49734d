/**
 * Documents in the media library (issue 35): the resource library's files. What a file is, its content
 * decides (never its name or declared type): a PDF by its header, an office file by the parts inside its
 * ZIP (OOXML's `word/`, `xl/`, `ppt/`; OpenDocument's `mimetype` entry). Zod-free: public pages show the
 * formats' names and sizes by these rules.
 */

/** The largest document, in bytes. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The longest file name kept for the download (the rest of a longer one is cut). */
export const DOCUMENT_NAME_MAX = 120;

export const DOCUMENT_FORMATS = ["pdf", "docx", "xlsx", "pptx", "odt", "ods", "odp"] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const DOCUMENT_CONTENT_TYPES: Readonly<Record<DocumentFormat, string>> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
};

/** How a list names a format ("PDF", "Word"): the same words in both languages. */
export const DOCUMENT_FORMAT_LABELS: Readonly<Record<DocumentFormat, string>> = {
  pdf: "PDF",
  docx: "Word (DOCX)",
  xlsx: "Excel (XLSX)",
  pptx: "PowerPoint (PPTX)",
  odt: "OpenDocument (ODT)",
  ods: "OpenDocument (ODS)",
  odp: "OpenDocument (ODP)",
};

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function startsWith(data: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (data.byteLength < at + prefix.byteLength) return false;
  return prefix.every((byte, index) => data[at + index] === byte);
}

function includes(data: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0];
  for (let index = data.indexOf(first ?? 0); index !== -1; index = data.indexOf(first ?? 0, index + 1)) {
    if (startsWith(data, needle, index)) return true;
  }
  return false;
}

const PDF = ascii("%PDF-");
const ZIP = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);
/** OpenDocument's first entry is `mimetype`, stored uncompressed: its content follows the 38-byte header. */
const ODF_MIMETYPE = ascii("mimetype");
const OPEN_DOCUMENT: readonly [DocumentFormat, string][] = [
  ["odt", "application/vnd.oasis.opendocument.text"],
  ["ods", "application/vnd.oasis.opendocument.spreadsheet"],
  ["odp", "application/vnd.oasis.opendocument.presentation"],
];
/** An OOXML package names `[Content_Types].xml` and its main part in its entries' headers. */
const OOXML_TYPES = ascii("[Content_Types].xml");
const OOXML_PARTS: readonly [DocumentFormat, string][] = [
  ["docx", "word/document.xml"],
  ["xlsx", "xl/workbook.xml"],
  ["pptx", "ppt/presentation.xml"],
];

/** The document format `data` holds, or undefined when it is none of those taken. */
export function sniffDocumentFormat(data: Uint8Array): DocumentFormat | undefined {
  if (startsWith(data, PDF)) return "pdf";
  if (!startsWith(data, ZIP)) return undefined;
  if (startsWith(data, ODF_MIMETYPE, 30)) {
    const found = OPEN_DOCUMENT.find(([, type]) => startsWith(data, ascii(type), 38));
    // Longer names (".text-template") are other kinds.
    const next = found ? data[38 + found[1].length] : undefined;
    return found && next !== 0x2d && next !== 0x2e ? found[0] : undefined;
  }
  if (!includes(data, OOXML_TYPES)) return undefined;
  return OOXML_PARTS.find(([, part]) => includes(data, ascii(part)))?.[0];
}

/** "1.2 MB", "340 KB": a file's size as lists show it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The download's file name: letters, digits, dots, dashes and underscores, ending in the format's own extension. */
export function documentFileName(name: string, format: DocumentFormat): string {
  const base = name
    .normalize("NFKD")
    .replace(/\.[A-Za-z0-9]{1,5}$/, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, DOCUMENT_NAME_MAX);
  return `${base || "document"}.${format}`;
}

/** Where a document is downloaded: `/media/documents/{id}/{file name}`. */
export const documentUrl = (id: string, fileName: string) =>
  `/media/documents/${id}/${encodeURIComponent(fileName)}`;
