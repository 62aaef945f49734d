import { AppError, serverMessages } from "@choose/schema";
import type { FastifyInstance } from "fastify";

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_CONTENT_TYPE = /^multipart\/form-data\s*;/i;
const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Bodies are JSON only, on REST and tRPC alike: anything else is a 415 before any parser sees it. The
 * exceptions are multipart/form-data and url-encoded forms on a route that says it takes them (the media
 * upload, the one-click unsubscribe).
 */
export function acceptJsonBodiesOnly(app: FastifyInstance) {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, _reply, done) => {
    const contentType = request.headers["content-type"];
    const multipart =
      request.routeOptions.config.multipart === true && MULTIPART_CONTENT_TYPE.test(contentType ?? "");
    const form = request.routeOptions.config.formBody === true && FORM_CONTENT_TYPE.test(contentType ?? "");
    if (contentType !== undefined && !JSON_CONTENT_TYPE.test(contentType) && !multipart && !form) {
      done(new AppError("UNSUPPORTED_MEDIA_TYPE", serverMessages.unsupportedMediaType));
      return;
    }
    done();
  });
}
