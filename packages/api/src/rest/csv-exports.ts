import { Readable } from "node:stream";
import {
  ApplicationListInputSchema,
  applicationsCsv,
  csvFileName,
  SubscriberListInputSchema,
  subscribersCsv,
} from "@choose/schema";
import type { FastifyInstance, FastifyReply } from "fastify";
import { adminTokenFrom } from "../trpc/context.ts";
import type { Services } from "../trpc/services.ts";

/** Streams the chunks as a CSV download. */
const sendCsv = (reply: FastifyReply, filename: string, chunks: AsyncGenerator<string>) =>
  reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(Readable.from(chunks));

/**
 * The admin CSV exports of what a list's filter shows (same query parameters as the list): not tRPC
 * procedures, since they stream a file rather than answer JSON.
 */
export function registerCsvExports(app: FastifyInstance, services: Services) {
  app.register(async (scope) => {
    // An admin answer, refusals included: no cache may keep it. The session before anything else.
    scope.addHook("onRequest", async (request, reply) => {
      reply.header("cache-control", "no-store");
      await services.auth.authenticate(adminTokenFrom(request.headers));
    });

    scope.get("/api/applications/admin/export.csv", async (request, reply) => {
      const query = ApplicationListInputSchema.parse(request.query);
      return sendCsv(reply, csvFileName("applications"), applicationsCsv(services.applications.each(query)));
    });

    scope.get("/api/newsletter/admin/export.csv", async (request, reply) => {
      const query = SubscriberListInputSchema.parse(request.query);
      return sendCsv(reply, csvFileName("subscribers"), subscribersCsv(services.newsletter.each(query)));
    });
  });
}
