import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import { createdTimestamp, languageColumn, uuidPrimaryKey } from "../../platform/columns.ts";
import { ApplicationEntity } from "../applications/applications.entity.ts";

/**
 * A private link to an application's portal: the SHA-256 of its token (32 random bytes, so a hash
 * without salt is enough), never the token. An application may have several (the receipt's, one per
 * "lost your link?" and per request email); staff revoke them all at once. Gone with the application.
 */
export const PortalLinkEntity = defineEntity({
  name: "PortalLink",
  properties: {
    id: uuidPrimaryKey(),
    application: () => p.manyToOne(ApplicationEntity).deleteRule("cascade").index(),
    tokenHash: p.text().unique(),
    issuedAt: createdTimestamp(),
    revokedAt: p.datetime().nullable(),
  },
});
export type PortalLinkRow = InferEntity<typeof PortalLinkEntity>;

/** A request for information: staff ask, the school answers once in its portal, and it closes. */
export const PortalRequestEntity = defineEntity({
  name: "PortalRequest",
  properties: {
    id: uuidPrimaryKey(),
    application: () => p.manyToOne(ApplicationEntity).deleteRule("cascade").index(),
    body: p.text(),
    asksDocument: p.boolean().default(false),
    /** The team member who asked: the back office's, never shown to the school. */
    askedBy: p.text(),
    askedAt: createdTimestamp(),
    answer: p.text().nullable(),
    answeredAt: p.datetime().nullable(),
  },
});
export type PortalRequestRow = InferEntity<typeof PortalRequestEntity>;

/**
 * A document the school sent (PDF, JPEG or PNG by content), its bytes in the database so a backup
 * holds them; served only as an attachment. Gone with the application.
 */
export const PortalDocumentEntity = defineEntity({
  name: "PortalDocument",
  properties: {
    id: uuidPrimaryKey(),
    application: () => p.manyToOne(ApplicationEntity).deleteRule("cascade").index(),
    /** The request it answers, if any. */
    requestId: p.uuid().nullable(),
    fileName: p.text(),
    contentType: p.text(),
    size: p.integer(),
    data: p.blob().lazy(),
    uploadedAt: createdTimestamp(),
  },
});
export type PortalDocumentRow = InferEntity<typeof PortalDocumentEntity>;

/**
 * A saved draft of the public application ("save and continue later"): the answers so far, opened by
 * the link emailed (only its token's SHA-256 is kept), removed 30 days after it was saved.
 */
export const ApplicationDraftEntity = defineEntity({
  name: "ApplicationDraft",
  properties: {
    id: uuidPrimaryKey(),
    tokenHash: p.text().unique(),
    language: languageColumn(),
    values: p.json<Record<string, string | string[]>>(),
    savedAt: createdTimestamp(),
    expiresAt: p.datetime().index(),
  },
});
export type ApplicationDraftRow = InferEntity<typeof ApplicationDraftEntity>;
