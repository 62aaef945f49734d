import { z } from "zod";
import { DOCUMENT_FORMATS, DOCUMENT_MAX_BYTES } from "../rules/documents.ts";
import { RESOURCE_CATEGORIES, RESOURCE_DESCRIPTION_MAX, RESOURCE_TITLE_MAX } from "../rules/resources.ts";
import { IdParamSchema } from "./auth.ts";
import { LanguageSchema } from "./language.ts";
import { requiredText, textOrEmpty } from "./text.ts";

export * from "../rules/documents.ts";
export * from "../rules/resources.ts";

export const resourceMessages = {
  noFile: "Choose a document to upload (the form field is named file)",
  multipartOnly: "Send the document as multipart/form-data, in one field named file",
  unsupported:
    "Only PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX) and OpenDocument (ODT, ODS, ODP) files can be uploaded",
  tooLarge: `The document is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
  documentNotFound: "Document not found",
  unknownDocument: "Upload the resource's file first: that document is not in the media library",
  documentInUse: "Another resource already uses this document",
  title: "Give the resource a title (2 to 160 characters)",
  category: "Choose a category",
  notFound: "Resource not found",
  deleted: "Resource deleted",
} as const;

/** `POST /api/media/documents`'s answer: the stored document, by content. */
export const MediaDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  format: z.enum(DOCUMENT_FORMATS),
  contentType: z.string(),
  bytes: z.number().int(),
  url: z.string(),
});
export type MediaDocument = z.infer<typeof MediaDocumentSchema>;

/** A resource as the back office saves it: the words, and the document uploaded first. */
export const ResourceInputSchema = z.object({
  title: requiredText(2, resourceMessages.title, RESOURCE_TITLE_MAX),
  description: textOrEmpty(RESOURCE_DESCRIPTION_MAX),
  language: LanguageSchema.default("en"),
  category: z.enum(RESOURCE_CATEGORIES, { error: resourceMessages.category }),
  documentId: z.uuid({ error: resourceMessages.unknownDocument }),
  published: z.boolean().default(false),
});
export type ResourceInput = z.input<typeof ResourceInputSchema>;
export type ResourceSave = z.output<typeof ResourceInputSchema>;

export const ResourceUpdateSchema = IdParamSchema.extend({ data: ResourceInputSchema });

/** A resource as lists show it, with its document. */
export const ResourceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  language: LanguageSchema,
  category: z.enum(RESOURCE_CATEGORIES),
  published: z.boolean(),
  document: MediaDocumentSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** `GET /api/resources?language=es`: the published ones of a language (all of them without one). */
export const ResourceListInputSchema = z.object({ language: LanguageSchema.optional() }).optional();
