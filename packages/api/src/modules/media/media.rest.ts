import {
  AppError,
  checkedUpload,
  MEDIA_ALT_MAX,
  MEDIA_MAX_BYTES,
  mediaMessages,
  parseMediaUrl,
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

/** Variants never change: a year in every cache, and no revalidation. */
const IMMUTABLE = "public, max-age=31536000, immutable";

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
