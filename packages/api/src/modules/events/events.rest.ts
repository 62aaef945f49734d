import { EventSlugSchema } from "@choose/schema";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Services } from "../../trpc/services.ts";

const sendCalendar = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .header("content-type", "text/calendar; charset=utf-8")
    .header("content-disposition", `inline; filename="${filename}"`)
    // Public data that changes with an edit: a calendar app polls the feed, a minute stale is fine.
    .header("cache-control", "public, max-age=60")
    .send(body);

/**
 * The iCalendar files: an event's (`/events/{slug}.ics`, no online link) and the feed families
 * subscribe to (`/events.ics`). Not tRPC procedures: they answer text/calendar, not JSON.
 */
export async function registerEventRoutes(app: FastifyInstance, services: Services) {
  app.get("/events.ics", async (_request, reply) =>
    sendCalendar(reply, "events.ics", await services.events.feed()),
  );
  app.get("/events/:slug.ics", async (request, reply) => {
    const { slug } = EventSlugSchema.parse(request.params);
    return sendCalendar(reply, `${slug}.ics`, await services.events.calendar(slug));
  });
}
