import {
  AppError,
  cleanFileName,
  PORTAL_DOCUMENT_MAX_BYTES,
  PORTAL_FILES_PER_POST,
  PortalAnswerSchema,
  PortalDocumentIdSchema,
  PortalDocumentLinkSchema,
  PortalLostLinkSchema,
  PortalTokenSchema,
  SchoolDirectoryChoiceSchema,
  serverMessages,
  sniffDocumentType,
} from "@choose/schema";
import { fill, type Language, otherLanguage } from "@choose/schema/i18n";
import { portalTexts } from "@choose/schema/i18n/portal";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isCrossSite } from "../../platform/cross-site.ts";
import { adminTokenFrom } from "../../trpc/context.ts";
import type { Services } from "../../trpc/services.ts";
import { portalPath } from "./portal.links.ts";
import { lostLinkPage, type PageErrors, portalNotFoundPage, portalPage } from "./portal.pages.ts";
import { type CheckedDocument, PortalProblem, type StoredDocument } from "./portal.service.ts";

/** The multipart envelope beside the files and the answer. */
const ENVELOPE_BYTES = 64 * 1024;
/** The largest post: every file at its largest, the answer and the envelope. */
export const PORTAL_BODY_LIMIT_BYTES = PORTAL_FILES_PER_POST * PORTAL_DOCUMENT_MAX_BYTES + ENVELOPE_BYTES;

/**
 * Every portal answer is the school's alone and its address holds the token: never stored, never
 * indexed, and no page it links to learns the address (`no-referrer`).
 */
function privateHeaders(reply: FastifyReply) {
  reply
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow");
}

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header("content-type", "text/html; charset=utf-8").send(page);

async function siteName(services: Services): Promise<string> {
  return services.organisation.publicSite().then(
    (site) => site.profile.name,
    () => "",
  );
}

/** A file refused by its content or size, in the school's words. */
class FileRefusal extends Error {
  readonly status: 413 | 415 | 400;
  readonly text: string;
  constructor(status: 413 | 415 | 400, text: string) {
    super(text);
    this.status = status;
    this.text = text;
  }
}

interface PortalPost {
  answer: unknown;
  files: CheckedDocument[];
}

/**
 * Reads a portal form's multipart post: the answer, and each file recognised by its first bytes (a
 * name or a browser's type says nothing). An empty file input (a part with no name and no bytes) is
 * no file.
 */
async function readPost(
  scope: FastifyInstance,
  request: FastifyRequest,
  language: Language,
  /** Filled as the parts arrive, so a refusal still knows the answer typed. */
  post: PortalPost,
): Promise<void> {
  const t = portalTexts[language].errors;
  if (!request.isMultipart())
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", serverMessages.unsupportedMediaType);
  if (Number(request.headers["content-length"] ?? 0) > PORTAL_BODY_LIMIT_BYTES)
    throw new FileRefusal(413, t.files);
  let current = "";
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldname === "answer") post.answer = part.value;
        continue;
      }
      // A part sent with an empty name comes with none at all, whatever the type says.
      const given: string | undefined = part.filename;
      const name = given ?? "";
      current = name;
      const data = await part.toBuffer();
      if (name === "" && data.length === 0) continue;
      const type = sniffDocumentType(data);
      if (!type) throw new FileRefusal(415, fill(t.type, { name: name || "?" }));
      post.files.push({ fileName: cleanFileName(name, type), type, data });
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
      throw new FileRefusal(413, fill(t.size, { name: current || "?" }));
    if (error instanceof scope.multipartErrors.FilesLimitError) throw new FileRefusal(413, t.files);
    if (
      error instanceof Error &&
      "statusCode" in error &&
      typeof error.statusCode === "number" &&
      error.statusCode < 500
    )
      throw new FileRefusal(400, t.files);
    throw error;
  }
}

/**
 * The school portal: `/portal` ("lost your link?") and `/portal/{token}` with its two forms (answer a
 * request, add documents), the same under `/es`; and the back office's download of a document. The
 * pages are rendered here (portal.pages.ts), without script; every form posts back and is answered
 * with a redirect (303) to the page, or with the page again and what was refused.
 */
export async function registerPortalRoutes(app: FastifyInstance, services: Services, publicUrl: string) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: PORTAL_DOCUMENT_MAX_BYTES,
        files: PORTAL_FILES_PER_POST,
        fields: 2,
        parts: PORTAL_FILES_PER_POST + 2,
        fieldSize: 4 * 5000,
      },
    });
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      // The directory's description (500 characters, each up to 9 bytes url-encoded) is the largest.
      { parseAs: "string", bodyLimit: 8192 },
      (_request, body, done) => done(null, body),
    );
    scope.addHook("onRequest", async (_request, reply) => privateHeaders(reply));

    for (const language of ["en", "es"] as const) {
      const prefix = language === "es" ? "/es" : "";
      const t = portalTexts[language];

      const notFound = async (reply: FastifyReply) =>
        html(reply, 404, portalNotFoundPage(language, await siteName(services)));
      // Another site's post is not this school's doing: nothing is read or saved.
      const crossSite = async (reply: FastifyReply) =>
        html(reply, 403, portalNotFoundPage(language, await siteName(services), t.errors.crossSite));

      /** The page of a token, with a notice or what was refused; a token that opens nothing is a 404. */
      async function sendPortal(
        reply: FastifyReply,
        token: string,
        status: number,
        extra: { done?: "answered" | "uploaded" | "directory" | undefined; errors?: PageErrors },
      ) {
        const view = await services.portal.view(token);
        if (!view) return notFound(reply);
        const directory = await services.schools.entry(view.applicationId);
        return html(
          reply,
          status,
          portalPage({
            view,
            language,
            siteName: await siteName(services),
            path: portalPath(token, language),
            otherPath: portalPath(token, otherLanguage(language)),
            directory,
            ...extra,
          }),
        );
      }

      const tokenOf = (params: unknown) => {
        const parsed = PortalTokenSchema.safeParse(
          typeof params === "object" && params !== null && "token" in params ? params.token : undefined,
        );
        return parsed.success ? parsed.data : undefined;
      };

      scope.get(`${prefix}/portal`, async (_request, reply) =>
        html(reply, 200, lostLinkPage({ language, siteName: await siteName(services) })),
      );

      scope.post(`${prefix}/portal`, { config: { formBody: true } }, async (request, reply) => {
        if (isCrossSite(request, publicUrl)) return crossSite(reply);
        const params = new URLSearchParams(typeof request.body === "string" ? request.body : "");
        const email = params.get("email") ?? "";
        const name = await siteName(services);
        const parsed = PortalLostLinkSchema.safeParse({ email, language });
        if (!parsed.success) {
          return html(
            reply,
            400,
            lostLinkPage({
              language,
              siteName: name,
              email,
              errors: { messages: [{ field: "email", text: t.errors.email }] },
            }),
          );
        }
        try {
          await services.rateLimits.consume("portal", request.ip);
        } catch (error) {
          if (error instanceof AppError && error.retryAfter !== undefined)
            reply.header("retry-after", String(error.retryAfter));
          return html(
            reply,
            429,
            lostLinkPage({
              language,
              siteName: name,
              email,
              errors: { messages: [{ field: "email", text: t.tooMany }] },
            }),
          );
        }
        await services.portal.lostLink(parsed.data);
        return html(reply, 200, lostLinkPage({ language, siteName: name, done: true }));
      });

      // The school's own documents back, as the back office downloads them; any other id is a 404.
      scope.get(`${prefix}/portal/:token/documents/:documentId`, async (request, reply) => {
        const link = PortalDocumentLinkSchema.safeParse(request.params);
        const document = link.success
          ? await services.portal.schoolDocument(link.data.token, link.data.documentId)
          : undefined;
        if (!document) return notFound(reply);
        return sendDocument(reply.header("referrer-policy", "no-referrer"), document);
      });

      scope.get(`${prefix}/portal/:token`, async (request, reply) => {
        const token = tokenOf(request.params);
        if (!token) return notFound(reply);
        const done = new URLSearchParams(request.url.split("?")[1] ?? "").get("done");
        return sendPortal(reply, token, 200, {
          done: done === "answered" || done === "uploaded" || done === "directory" ? done : undefined,
        });
      });

      // The school's consent to the public finder and its description (issue 34): a plain form.
      scope.post(
        `${prefix}/portal/:token/directory`,
        { config: { formBody: true } },
        async (request, reply) => {
          const token = tokenOf(request.params);
          if (!token) return notFound(reply);
          if (isCrossSite(request, publicUrl)) return crossSite(reply);
          const view = await services.portal.view(token);
          if (!view) return notFound(reply);
          const params = new URLSearchParams(typeof request.body === "string" ? request.body : "");
          const description = params.get("description") ?? "";
          const parsed = SchoolDirectoryChoiceSchema.safeParse({
            listInDirectory: params.get("listInDirectory") ?? undefined,
            description,
          });
          if (!parsed.success)
            return sendPortal(reply, token, 400, {
              errors: {
                messages: [{ field: "directory-description", text: t.errors.description }],
                form: "directory",
                answer: description,
              },
            });
          await services.schools.choose(view.applicationId, parsed.data);
          return reply.redirect(`${portalPath(token, language)}?done=directory`, 303);
        },
      );

      /** A form's post: read, handed to the service, answered with the page (refused) or a redirect. */
      const portalPost =
        (form: "request" | "documents") => async (request: FastifyRequest, reply: FastifyReply) => {
          const token = tokenOf(request.params);
          if (!token) return notFound(reply);
          if (isCrossSite(request, publicUrl)) return crossSite(reply);
          const requestId =
            form === "request" &&
            typeof request.params === "object" &&
            request.params !== null &&
            "requestId" in request.params
              ? request.params.requestId
              : undefined;
          const formId = typeof requestId === "string" ? requestId : "documents";
          const field = (kind: "text" | "files") =>
            form === "documents" ? "documents" : kind === "text" ? `answer-${formId}` : `files-${formId}`;
          const post: PortalPost = { answer: "", files: [] };
          const answer = () => (typeof post.answer === "string" ? post.answer : "");
          try {
            await readPost(scope, request, language, post);
            if (form === "documents") {
              await services.portal.upload(token, post.files);
              return reply.redirect(`${portalPath(token, language)}?done=uploaded`, 303);
            }
            const parsed = PortalAnswerSchema.safeParse({ requestId, answer: post.answer });
            if (!parsed.success) {
              if (!PortalAnswerSchema.shape.requestId.safeParse(requestId).success) return notFound(reply);
              throw new FileRefusal(400, t.errors.text);
            }
            await services.portal.answer(token, parsed.data.requestId, parsed.data.answer, post.files);
            return reply.redirect(`${portalPath(token, language)}?done=answered`, 303);
          } catch (error) {
            const refused = (status: number, fieldName: string, text: string) =>
              sendPortal(reply, token, status, {
                errors: { messages: [{ field: fieldName, text }], form: formId, answer: answer() },
              });
            if (error instanceof FileRefusal) return refused(error.status, field("files"), error.text);
            if (error instanceof PortalProblem) {
              const status = error.kind === "closed" ? 409 : 400;
              return refused(status, field(error.kind === "empty" ? "text" : "files"), t.errors[error.kind]);
            }
            if (error instanceof AppError && error.code === "NOT_FOUND") return notFound(reply);
            throw error;
          }
        };
      scope.post(
        `${prefix}/portal/:token/requests/:requestId`,
        { config: { multipart: true } },
        portalPost("request"),
      );
      scope.post(
        `${prefix}/portal/:token/documents`,
        { config: { multipart: true } },
        portalPost("documents"),
      );
    }

    // The back office's download.
    scope.get("/api/applications/admin/:id/documents/:documentId", async (request, reply) => {
      const admin = await services.auth.authenticate(adminTokenFrom(request.headers));
      await services.staff.authorize(admin, "applications");
      const { id, documentId } = PortalDocumentIdSchema.parse(request.params);
      const document = await services.portal.document(id, documentId);
      if (!document) return reply.status(404).send({ message: serverMessages.notFound });
      return sendDocument(reply, document);
    });
  });
}

/** A school's document, never shown from our origin whatever the bytes hold, and kept by no cache. */
function sendDocument(reply: FastifyReply, document: StoredDocument) {
  return reply
    .header("content-type", document.contentType)
    .header(
      "content-disposition",
      `attachment; filename="${document.fileName.replace(/[^\x20-\x7e"]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
    )
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(document.data);
}
