import { z } from "zod";
import { APPLICATION_STATUSES } from "../rules/application-choices.ts";
import { PORTAL_TEXT_MAX, PORTAL_TOKEN_PATTERN } from "../rules/portal.ts";
import { REVIEW_ITEMS, REVIEW_STATES } from "../rules/review-checklist.ts";
import { ApplicationInputSchema } from "./applications.ts";
import { IdParamSchema } from "./auth.ts";
import { LanguageSchema } from "./language.ts";
import { emailAddress, requiredText, storableString, textOrEmpty } from "./text.ts";

export const portalMessages = {
  notFound: "Not found",
  requestNotFound: "This request is not open",
  documentNotFound: "Document not found",
  emptyAnswer: "Write an answer or attach a file",
  requestText: "Write the question or the document you need (up to 5000 characters)",
  linkSent: "A new link was emailed to the school",
  linkRevoked: "The school's links no longer work",
  asked: "The request was emailed to the school",
  draftEmail: "Enter the email address to send the link to",
  draftSaved: "We have emailed you a link to continue. Your answers are kept for 30 days.",
  draftNotFound: "This draft is no longer kept. Please start the application again.",
} as const;

/** A portal link's token, from its path: anything else is a 404 before any lookup. */
export const PortalTokenSchema = storableString().regex(PORTAL_TOKEN_PATTERN);

/** "Lost your link?": the application's administrator email. */
export const PortalLostLinkSchema = z.object({
  email: emailAddress("Enter the email address the application gave"),
  language: LanguageSchema.default("en"),
});
export type PortalLostLink = z.infer<typeof PortalLostLinkSchema>;

/** The school's answer to one request (files travel beside it, in the multipart post). */
export const PortalAnswerSchema = z.object({
  requestId: z.uuid(),
  answer: textOrEmpty(PORTAL_TEXT_MAX),
});

/** Staff ask the school something, or for a document. */
export const PortalRequestInputSchema = IdParamSchema.extend({
  body: requiredText(1, portalMessages.requestText, PORTAL_TEXT_MAX),
  asksDocument: z.boolean().default(false),
});
export type PortalRequestInput = z.infer<typeof PortalRequestInputSchema>;

export const PortalDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  requestId: z.uuid().nullable(),
  uploadedAt: z.iso.datetime(),
});
export type PortalDocument = z.infer<typeof PortalDocumentSchema>;

export const PortalRequestSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  asksDocument: z.boolean(),
  askedAt: z.iso.datetime(),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type PortalRequest = z.infer<typeof PortalRequestSchema>;

/** What the application's back-office page shows of its portal. */
export const PortalAdminSchema = z.object({
  link: z.object({ active: z.number().int(), lastIssuedAt: z.iso.datetime().nullable() }),
  requests: z.array(PortalRequestSchema.extend({ askedBy: z.string() })),
  documents: z.array(PortalDocumentSchema),
});
export type PortalAdmin = z.infer<typeof PortalAdminSchema>;

export const PortalDocumentIdSchema = IdParamSchema.extend({ documentId: z.uuid() });
/** A school's download of its own document: the portal's token and the document's id. */
export const PortalDocumentLinkSchema = z.object({ token: PortalTokenSchema, documentId: z.uuid() });

/** One line of the school's timeline, oldest first. */
export const PortalEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("submitted"), at: z.iso.datetime() }),
  z.object({ kind: z.literal("status"), at: z.iso.datetime(), status: z.enum(APPLICATION_STATUSES) }),
  z.object({ kind: z.literal("letter"), at: z.iso.datetime(), subject: z.string() }),
  z.object({ kind: z.literal("asked"), at: z.iso.datetime(), requestId: z.uuid() }),
  z.object({ kind: z.literal("answered"), at: z.iso.datetime(), requestId: z.uuid() }),
  z.object({ kind: z.literal("document"), at: z.iso.datetime(), fileName: z.string() }),
]);
export type PortalEvent = z.infer<typeof PortalEventSchema>;

/** What the school sees: never internal notes, reviewers' names or another application. */
export const PortalViewSchema = z.object({
  applicationId: z.uuid(),
  reference: z.string(),
  schoolName: z.string(),
  language: LanguageSchema,
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.iso.datetime(),
  timeline: z.array(PortalEventSchema),
  requests: z.array(PortalRequestSchema),
  documents: z.array(PortalDocumentSchema),
  checklist: z.array(
    z.object({ item: z.enum(REVIEW_ITEMS), state: z.enum(REVIEW_STATES), schoolNote: z.string() }),
  ),
});
export type PortalView = z.infer<typeof PortalViewSchema>;

/** A saved draft of the public application: what was typed so far, field by field (nothing checked yet). */
export const ApplicationDraftValuesSchema = z.partialRecord(
  ApplicationInputSchema.keyof(),
  z.union([storableString().max(PORTAL_TEXT_MAX), z.array(storableString().max(200)).max(20)]),
);
export type ApplicationDraftValues = z.infer<typeof ApplicationDraftValuesSchema>;

/** "Save and continue later": the answers so far, and where to send the link to continue. */
export const ApplicationDraftSaveSchema = z.object({
  email: emailAddress(portalMessages.draftEmail),
  language: LanguageSchema.default("en"),
  values: ApplicationDraftValuesSchema,
});
export type ApplicationDraftSave = z.infer<typeof ApplicationDraftSaveSchema>;

export const ApplicationDraftTokenSchema = z.object({ token: PortalTokenSchema });

export const ApplicationDraftSchema = z.object({
  language: LanguageSchema,
  values: ApplicationDraftValuesSchema,
  expiresAt: z.iso.datetime(),
});
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>;
