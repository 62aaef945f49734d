import { NewsletterInputSchema } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../rest/http.ts";
import type { Services } from "../../services.ts";

export function registerNewsletterRoutes(app: FastifyInstance, services: Services) {
  app.post("/api/newsletter", async (request, reply) => {
    const input = parseWith(NewsletterInputSchema, request.body);
    await services.rateLimits.consume("newsletter", request.ip);
    const result = await services.newsletter.subscribe(input);
    return reply.status(result.alreadySubscribed ? 200 : 201).send(result);
  });
}
