import {
  AppError,
  checkedUpload,
  DOCUMENT_MAX_BYTES,
  MEDIA_ALT_MAX,
  MEDIA_MAX_BYTES,
  mediaMessages,
  parseMediaUrl,
  resourceMessages,
  serverMessages,
} from "@choose/schema";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { adminTokenFrom } from "../../trpc/context.ts";
import type { Services } from "../../trpc/services.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (the only kind of route that takes anything but JSON). */
    multipart?: boolean;
  }
}

/** The largest upload request: the file plus the multipart envelope and the alt text. */
export const MEDIA_BODY_LIMIT_BYTES = MEDIA_MAX_BYTES + 64 * 1024;

const SAFE_NAME = /^[A-Za-z0-9._-]{1,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Variants never change: a year in every cache, and no revalidation. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The largest document upload request: the file plus the multipart envelope. */
export const DOCUMENT_BODY_LIMIT_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

/**
 * A document is only ever downloaded: never shown inline (a PDF's scripts, an HTML file called .pdf),
 * its type never guessed by the browser, and nothing in it may run or load as part of our site.
 */
const DOWNLOAD_HEADERS = {
  "content-security-policy": "default-src 'none'; sandbox",
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  // A document's URL names one file for good; a deleted one may stay in a cache for this hour.
  "cache-control": "public, max-age=3600",
};

/** `attachment` with the stored name (already safe ASCII), quoted and in RFC 5987 form. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", mediaMessages.tooLarge);

/**
 * `POST /api/media` (admin, multipart: one `file`, an optional `alt`) and the variants at their stable
 * URLs, `GET /media/{id}/{width}.{ext}`. The multipart parser lives in this scope only.
 */
export async function registerMediaRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: MEDIA_ALT_MAX * 4 },
    });

    // An admin answer, refusals included: no cache may keep it.
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    scope.post("/api/media", { config: { multipart: true } }, async (request, reply) => {
      // The session first, so nobody without one gets a byte of the body read.
      await services.auth.authenticate(adminTokenFrom(request.headers));
      if (Number(request.headers["content-length"] ?? 0) > MEDIA_BODY_LIMIT_BYTES) throw tooLarge();
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", mediaMessages.multipartOnly);
      let file: Buffer | undefined;
      let alt: unknown = "";
      try {
        for await (const part of request.parts()) {
          if (part.type === "file" && part.fieldname === "file") file = await part.toBuffer();
          else if (part.type === "file") await part.toBuffer();
          else if (part.fieldname === "alt") alt = part.value;
        }
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        // Another part than `file` and `alt`, or more of them.
        if (error instanceof Error && "statusCode" in error && error.statusCode === 413)
          throw new AppError("BAD_REQUEST", mediaMessages.noFile);
        throw error;
      }
      return reply.status(201).send(await services.media.upload(checkedUpload(file, alt)));
    });
  });

  // Documents (the resource library's files): their own limits, the same session rule.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    scope.post("/api/media/documents", { config: { multipart: true } }, async (request, reply) => {
      const session = await services.auth.authenticate(adminTokenFrom(request.headers));
      await services.staff.authorize(session, "content");
      if (Number(request.headers["content-length"] ?? 0) > DOCUMENT_BODY_LIMIT_BYTES)
        throw new AppError("PAYLOAD_TOO_LARGE", resourceMessages.tooLarge);
      if (!request.isMultipart())
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", resourceMessages.multipartOnly);
      let file: { data: Buffer; fileName: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== "file") continue;
          const data = await part.toBuffer();
          if (part.fieldname === "file") file = { data, fileName: part.filename };
        }
      } catch (error) {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
          throw new AppError("PAYLOAD_TOO_LARGE", resourceMessages.tooLarge);
        if (error instanceof Error && "statusCode" in error && error.statusCode === 413)
          throw new AppError("BAD_REQUEST", resourceMessages.noFile);
        throw error;
      }
      if (!file || file.data.byteLength === 0) throw new AppError("BAD_REQUEST", resourceMessages.noFile);
      return reply.status(201).send(await services.media.uploadDocument(file));
    });
  });

  app.get<{ Params: { id: string; file: string } }>("/media/documents/:id/:file", async (request, reply) => {
    const { id, file: fileName } = request.params;
    // Stored names are safe ASCII (`documentFileName`): anything else names no document.
    const found =
      UUID.test(id) && SAFE_NAME.test(fileName) ? await services.media.documentFile(id, fileName) : undefined;
    if (!found) return reply.status(404).send({ message: resourceMessages.documentNotFound });
    return reply
      .headers(DOWNLOAD_HEADERS)
      .header("content-type", found.contentType)
      .header("content-disposition", attachment(found.fileName))
      .send(found.data);
  });

  app.get<{ Params: { id: string; file: string } }>("/media/:id/:file", async (request, reply) => {
    const ref = parseMediaUrl(`/media/${request.params.id}/${request.params.file}`);
    if (!ref) return reply.status(404).send({ message: serverMessages.notFound });
    // One file per URL, forever: its name is its version.
    const etag = `"${ref.id}/${request.params.file}"`;
    reply.header("cache-control", IMMUTABLE).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    const file = await services.media.file(ref);
    if (!file) {
      reply.removeHeader("cache-control").removeHeader("etag");
      return reply.status(404).send({ message: mediaMessages.notFound });
    }
    return reply.header("content-type", file.contentType).send(file.data);
  });
}
