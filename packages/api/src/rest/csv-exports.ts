import { Readable } from "node:stream";
import {
  ApplicationListInputSchema,
  applicationsCsv,
  attendeesCsv,
  csvFileName,
  IdParamSchema,
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
    // An admin answer, refusals included: no cache may keep it.
    scope.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });
    /**
     * The caller, when they may read the list and download personal data: their role, then the Owner's
     * per-person switch (off by default for a Reviewer), each a 403 with its message otherwise.
     */
    const exporter = async (
      headers: Record<string, string | string[] | undefined>,
      list: "applications" | "subscribers" | "events",
    ) => {
      const admin = await services.auth.authenticate(adminTokenFrom(headers));
      await services.staff.authorize(admin, list);
      await services.staff.authorize(admin, "exports");
      return admin;
    };

    scope.get("/api/applications/admin/export.csv", async (request, reply) => {
      const { userId } = await exporter(request.headers, "applications");
      const query = ApplicationListInputSchema.parse(request.query);
      return sendCsv(
        reply,
        csvFileName("applications"),
        applicationsCsv(services.applications.each(query, userId)),
      );
    });

    scope.get("/api/admin/events/:id/attendees.csv", async (request, reply) => {
      await exporter(request.headers, "events");
      const { id } = IdParamSchema.parse(request.params);
      const event = await services.events.get(id);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="attendees-${event.slug}.csv"`)
        .send(attendeesCsv(await services.events.attendees(id)));
    });

    scope.get("/api/newsletter/admin/export.csv", async (request, reply) => {
      await exporter(request.headers, "subscribers");
      const query = SubscriberListInputSchema.parse(request.query);
      return sendCsv(reply, csvFileName("subscribers"), subscribersCsv(services.newsletter.each(query)));
    });
  });
}
