import {
  AppError,
  type ApplicationDraft,
  type ApplicationDraftSave,
  ApplicationDraftValuesSchema,
  DRAFT_KEEP_DAYS,
  PORTAL_DOCUMENT_TYPES,
  PORTAL_DOCUMENTS_MAX,
  type PortalAdmin,
  type PortalDocument,
  type PortalDocumentType,
  type PortalEvent,
  type PortalLostLink,
  type PortalRequest,
  type PortalRequestInput,
  type PortalView,
  portalMessages,
  REVIEW_ITEMS,
} from "@choose/schema";
import { applicationReference } from "@choose/schema/form-rules";
import { pathInLanguage } from "@choose/schema/i18n";
import { type EntityManager, LockMode, type MikroORM } from "@mikro-orm/postgresql";
import {
  ApplicationEntity,
  type ApplicationRow,
  ApplicationStatusChangeEntity,
} from "../applications/applications.entity.ts";
import { hashToken, newToken } from "../auth/tokens.ts";
import { EmailOutboxEntity } from "../email/email.entity.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import { ReviewCheckEntity } from "../reviews/reviews.entity.ts";
import {
  ApplicationDraftEntity,
  PortalDocumentEntity,
  type PortalDocumentRow,
  PortalLinkEntity,
  PortalRequestEntity,
  type PortalRequestRow,
} from "./portal.entity.ts";
import { issuePortalLink } from "./portal.links.ts";

/** A file the school sent, already recognised by its content. */
export interface CheckedDocument {
  fileName: string;
  type: PortalDocumentType;
  data: Buffer;
}

/** Why the portal refused what the school sent: its page says it in the school's language. */
export type PortalProblemKind = "count" | "empty" | "closed";

export class PortalProblem extends Error {
  readonly kind: PortalProblemKind;
  constructor(kind: PortalProblemKind) {
    super(`portal: ${kind}`);
    this.kind = kind;
  }
}

export interface PortalService {
  /** The application a live token opens, as its school may see it; undefined for any other token. */
  view(token: string): Promise<PortalView | undefined>;
  /** Emails a new link to every application with that administrator's address; nothing else is said. */
  lostLink(input: PortalLostLink): Promise<void>;
  /** The school answers an open request (text and/or files); it closes. */
  answer(token: string, requestId: string, answer: string, files: CheckedDocument[]): Promise<void>;
  /** The school adds documents, answering nothing in particular. */
  upload(token: string, files: CheckedDocument[]): Promise<void>;
  /** The back office's view of an application's portal. */
  admin(applicationId: string): Promise<PortalAdmin>;
  /** Revokes every link of the application and emails the school a new one. */
  reissue(applicationId: string): Promise<PortalAdmin>;
  /** Revokes every link of the application: its portal answers 404 until staff send a new one. */
  revoke(applicationId: string): Promise<PortalAdmin>;
  /** Staff ask the school something; it is emailed a link to answer. */
  ask(input: PortalRequestInput, askedBy: string): Promise<PortalAdmin>;
  /** Keeps the answers so far for 30 days and emails the link to continue. */
  saveDraft(input: ApplicationDraftSave): Promise<void>;
  /** A kept draft by its link's token; undefined once removed (or for any other token). */
  draft(token: string): Promise<ApplicationDraft | undefined>;
  /** Removes the drafts past their 30 days; returns how many. */
  pruneDrafts(now?: Date): Promise<number>;
  /** A document's bytes for the back office. */
  document(applicationId: string, documentId: string): Promise<StoredDocument | undefined>;
  /** A document's bytes for its school: only one of the application a live token opens. */
  schoolDocument(token: string, documentId: string): Promise<StoredDocument | undefined>;
}

export interface StoredDocument {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Letters a school received that its timeline lists. */
const LETTER_KINDS = ["application_receipt", "status_letter", "portal_request"] as const;
/** A "lost your link?" for an address writes to at most this many of its applications. */
const LOST_LINK_MAX_APPLICATIONS = 10;

const notFound = () => new AppError("NOT_FOUND", portalMessages.notFound);
const iso = (date: Date) => date.toISOString();

function toRequest(row: PortalRequestRow): PortalRequest {
  return {
    id: row.id,
    body: row.body,
    asksDocument: row.asksDocument,
    askedAt: iso(row.askedAt),
    answer: row.answer ?? null,
    answeredAt: row.answeredAt ? iso(row.answeredAt) : null,
  };
}

function toDocument(
  row: Pick<PortalDocumentRow, "id" | "fileName" | "contentType" | "size" | "requestId" | "uploadedAt">,
): PortalDocument {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    requestId: row.requestId ?? null,
    uploadedAt: iso(row.uploadedAt),
  };
}

export function createPortalService(orm: MikroORM, mail: MailQueue): PortalService {
  /** The application of a live token, in `em`. */
  async function applicationOf(em: EntityManager, token: string): Promise<ApplicationRow | undefined> {
    const link = await em.findOne(
      PortalLinkEntity,
      { tokenHash: hashToken(token), revokedAt: null },
      { populate: ["application"] },
    );
    return link?.application;
  }

  async function documentOf(
    em: EntityManager,
    applicationId: string,
    documentId: string,
  ): Promise<StoredDocument | undefined> {
    const row = await em.findOne(
      PortalDocumentEntity,
      { id: documentId, application: applicationId },
      { populate: ["data"] },
    );
    return row
      ? { fileName: row.fileName, contentType: row.contentType, data: Buffer.from(row.data) }
      : undefined;
  }

  const requestsOf = (em: EntityManager, applicationId: string) =>
    em.find(PortalRequestEntity, { application: applicationId }, { orderBy: { askedAt: "asc", id: "asc" } });
  const documentsOf = (em: EntityManager, applicationId: string) =>
    em.find(
      PortalDocumentEntity,
      { application: applicationId },
      { orderBy: { uploadedAt: "asc", id: "asc" }, exclude: ["data"] },
    );

  async function addDocuments(
    em: EntityManager,
    applicationId: string,
    files: CheckedDocument[],
    requestId: string | null,
  ) {
    // Counted under the application's row lock, so two posts at once cannot pass the limit together.
    await em.findOneOrFail(
      ApplicationEntity,
      { id: applicationId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const held = await em.count(PortalDocumentEntity, { application: applicationId });
    if (held + files.length > PORTAL_DOCUMENTS_MAX) throw new PortalProblem("count");
    for (const file of files) {
      em.create(PortalDocumentEntity, {
        application: applicationId,
        requestId,
        fileName: file.fileName,
        contentType: PORTAL_DOCUMENT_TYPES[file.type],
        size: file.data.length,
        data: file.data,
      });
    }
  }

  async function adminView(em: EntityManager, applicationId: string): Promise<PortalAdmin> {
    if ((await em.count(ApplicationEntity, { id: applicationId })) === 0) throw notFound();
    const [links, requests, documents] = await Promise.all([
      em.find(
        PortalLinkEntity,
        { application: applicationId, revokedAt: null },
        { orderBy: { issuedAt: "desc" } },
      ),
      requestsOf(em, applicationId),
      documentsOf(em, applicationId),
    ]);
    return {
      link: { active: links.length, lastIssuedAt: links[0] ? iso(links[0].issuedAt) : null },
      requests: requests.map((row) => ({ ...toRequest(row), askedBy: row.askedBy })),
      documents: documents.map(toDocument),
    };
  }

  const revokeAll = (em: EntityManager, applicationId: string) =>
    em.nativeUpdate(
      PortalLinkEntity,
      { application: applicationId, revokedAt: null },
      { revokedAt: new Date() },
    );

  return {
    async view(token) {
      const em = orm.em.fork();
      const application = await applicationOf(em, token);
      if (!application) return undefined;
      const id = application.id;
      const [history, letters, requests, documents, checks] = await Promise.all([
        em.find(
          ApplicationStatusChangeEntity,
          { applicationId: id },
          { orderBy: { changedAt: "asc", id: "asc" } },
        ),
        em.find(
          EmailOutboxEntity,
          { applicationId: id, kind: { $in: [...LETTER_KINDS] }, state: "sent" },
          { fields: ["subject", "sentAt", "createdAt"], orderBy: { id: "asc" } },
        ),
        requestsOf(em, id),
        documentsOf(em, id),
        em.find(ReviewCheckEntity, { application: id }),
      ]);
      const timeline: PortalEvent[] = [
        { kind: "submitted" as const, at: iso(application.submittedAt) },
        ...history.map((change) => ({
          kind: "status" as const,
          at: iso(change.changedAt),
          status: change.toStatus,
        })),
        ...letters.map((letter) => ({
          kind: "letter" as const,
          at: iso(letter.sentAt ?? letter.createdAt),
          subject: letter.subject,
        })),
        ...requests.flatMap((request) => [
          { kind: "asked" as const, at: iso(request.askedAt), requestId: request.id },
          ...(request.answeredAt
            ? [{ kind: "answered" as const, at: iso(request.answeredAt), requestId: request.id }]
            : []),
        ]),
        ...documents.map((document) => ({
          kind: "document" as const,
          at: iso(document.uploadedAt),
          fileName: document.fileName,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      const byItem = new Map(checks.map((check) => [check.item, check]));
      return {
        applicationId: id,
        reference: applicationReference(id),
        schoolName: application.schoolName,
        language: application.language,
        status: application.status,
        submittedAt: iso(application.submittedAt),
        timeline,
        requests: requests.map(toRequest),
        documents: documents.map(toDocument),
        // The item's state and the note meant for the school; never the internal note or who wrote it.
        checklist: REVIEW_ITEMS.map((item) => ({
          item,
          state: byItem.get(item)?.state ?? "unknown",
          schoolNote: byItem.get(item)?.schoolNote ?? "",
        })),
      };
    },

    async lostLink({ email }) {
      const { templates } = await loadTemplates();
      await orm.em.fork().transactional(async (em) => {
        const applications = await em.find(
          ApplicationEntity,
          { administratorEmail: { $ilike: email.replace(/[\\%_]/g, "\\$&") } },
          { orderBy: { submittedAt: "desc" }, limit: LOST_LINK_MAX_APPLICATIONS },
        );
        for (const application of applications) {
          mail.enqueue(em, {
            kind: "portal_link",
            to: application.administratorEmail,
            applicationId: application.id,
            email: await templates.portalLink(mail.site, {
              language: application.language,
              reference: applicationReference(application.id),
              link: issuePortalLink(em, mail.site.publicUrl, application),
            }),
          });
        }
      });
      mail.kick();
    },

    async answer(token, requestId, answer, files) {
      if (answer === "" && files.length === 0) throw new PortalProblem("empty");
      await orm.em.fork().transactional(async (em) => {
        const application = await applicationOf(em, token);
        if (!application) throw notFound();
        const request = await em.findOne(PortalRequestEntity, { id: requestId, application: application.id });
        if (!request) throw notFound();
        if (request.answeredAt) throw new PortalProblem("closed");
        if (files.length > 0) await addDocuments(em, application.id, files, request.id);
        request.answer = answer;
        request.answeredAt = new Date();
      });
    },

    async upload(token, files) {
      if (files.length === 0) throw new PortalProblem("empty");
      await orm.em.fork().transactional(async (em) => {
        const application = await applicationOf(em, token);
        if (!application) throw notFound();
        await addDocuments(em, application.id, files, null);
      });
    },

    admin: (applicationId) => adminView(orm.em.fork(), applicationId),

    async reissue(applicationId) {
      const { templates } = await loadTemplates();
      const view = await orm.em.fork().transactional(async (em) => {
        const application = await em.findOne(ApplicationEntity, { id: applicationId });
        if (!application) throw notFound();
        await revokeAll(em, applicationId);
        mail.enqueue(em, {
          kind: "portal_link",
          to: application.administratorEmail,
          applicationId,
          email: await templates.portalLink(mail.site, {
            language: application.language,
            reference: applicationReference(applicationId),
            link: issuePortalLink(em, mail.site.publicUrl, application),
          }),
        });
        await em.flush();
        return adminView(em, applicationId);
      });
      mail.kick();
      return view;
    },

    async revoke(applicationId) {
      const em = orm.em.fork();
      if ((await em.count(ApplicationEntity, { id: applicationId })) === 0) throw notFound();
      await revokeAll(em, applicationId);
      return adminView(em, applicationId);
    },

    async ask({ id, body, asksDocument }, askedBy) {
      const { templates } = await loadTemplates();
      const view = await orm.em.fork().transactional(async (em) => {
        const application = await em.findOne(ApplicationEntity, { id });
        if (!application) throw notFound();
        em.create(PortalRequestEntity, { application: id, body, asksDocument, askedBy });
        // A link of its own in the email: the school need not find its receipt.
        mail.enqueue(em, {
          kind: "portal_request",
          to: application.administratorEmail,
          applicationId: id,
          email: await templates.portalRequest(mail.site, {
            language: application.language,
            reference: applicationReference(id),
            link: issuePortalLink(em, mail.site.publicUrl, application),
          }),
        });
        await em.flush();
        return adminView(em, id);
      });
      mail.kick();
      return view;
    },

    async saveDraft({ email, language, values }) {
      const { templates } = await loadTemplates();
      const token = newToken();
      await orm.em.fork().transactional(async (em) => {
        em.create(ApplicationDraftEntity, {
          tokenHash: hashToken(token),
          language,
          values,
          expiresAt: new Date(Date.now() + DRAFT_KEEP_DAYS * 24 * 60 * 60 * 1000),
        });
        mail.enqueue(em, {
          kind: "application_draft",
          to: email,
          email: await templates.applicationDraft(mail.site, {
            language,
            link: `${mail.site.publicUrl}${pathInLanguage("/application", language)}?draft=${token}`,
          }),
        });
      });
      mail.kick();
    },

    async draft(token) {
      const row = await orm.em
        .fork()
        .findOne(ApplicationDraftEntity, { tokenHash: hashToken(token), expiresAt: { $gt: new Date() } });
      if (!row) return undefined;
      return {
        language: row.language,
        // Stored as the schema took it; read back through it all the same.
        values: ApplicationDraftValuesSchema.parse(row.values),
        expiresAt: iso(row.expiresAt),
      };
    },

    pruneDrafts: (now = new Date()) =>
      orm.em.fork().nativeDelete(ApplicationDraftEntity, { expiresAt: { $lte: now } }),

    document: (applicationId, documentId) => documentOf(orm.em.fork(), applicationId, documentId),

    async schoolDocument(token, documentId) {
      const em = orm.em.fork();
      const application = await applicationOf(em, token);
      return application ? documentOf(em, application.id, documentId) : undefined;
    },
  };
}
