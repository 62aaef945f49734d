import {
  AppError,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  type DocumentFormat,
  documentFileName,
  documentUrl,
  type MediaDocument,
  resourceMessages,
  sniffDocumentFormat,
} from "@choose/schema";
import type { MikroORM } from "@mikro-orm/postgresql";
import { MediaDocumentEntity } from "./media.entity.ts";

export interface DocumentUpload {
  data: Uint8Array;
  /** The name the file was sent with: only its safe characters are kept, with the format's extension. */
  fileName: string;
}

/** A document's bytes, as downloaded. */
export interface DocumentFile {
  data: Uint8Array;
  contentType: string;
  fileName: string;
}

/** The media library's documents (issue 35): kept whole, recognised by content, downloaded only. */
export interface MediaDocumentService {
  uploadDocument(input: DocumentUpload): Promise<MediaDocument>;
  /** The document's file, when `fileName` is its name too (one URL per document). */
  documentFile(id: string, fileName: string): Promise<DocumentFile | undefined>;
}

/** A stored document as the API answers it. */
export function mediaDocument(row: { id: string; fileName: string; format: DocumentFormat; bytes: number }) {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    contentType: DOCUMENT_CONTENT_TYPES[row.format],
    bytes: row.bytes,
    url: documentUrl(row.id, row.fileName),
  } satisfies MediaDocument;
}

export function createMediaDocumentService(orm: MikroORM): MediaDocumentService {
  return {
    async uploadDocument({ data, fileName }) {
      if (data.byteLength === 0) throw new AppError("BAD_REQUEST", resourceMessages.noFile);
      if (data.byteLength > DOCUMENT_MAX_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", resourceMessages.tooLarge);
      const format = sniffDocumentFormat(data);
      if (!format) throw new AppError("UNSUPPORTED_MEDIA_TYPE", resourceMessages.unsupported);
      const em = orm.em.fork();
      const document = em.create(MediaDocumentEntity, {
        fileName: documentFileName(fileName, format),
        format,
        bytes: data.byteLength,
        data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      });
      await em.flush();
      return mediaDocument(document);
    },

    async documentFile(id, fileName) {
      const [row] = await orm.em
        .getConnection()
        .execute<{ data: Buffer; format: DocumentFormat; file_name: string }[]>(
          "select data, format, file_name from media_documents where id = ? and file_name = ?",
          [id, fileName],
        );
      return (
        row && { data: row.data, contentType: DOCUMENT_CONTENT_TYPES[row.format], fileName: row.file_name }
      );
    },
  };
}
