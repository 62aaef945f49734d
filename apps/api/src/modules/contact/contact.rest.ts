import { ContactInputSchema } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { parseWith } from "../../rest/http.ts";
import type { Services } from "../../services.ts";

export function registerContactRoutes(app: FastifyInstance, services: Services) {
  app.post("/api/contact", async (request, reply) => {
    const input = parseWith(ContactInputSchema, request.body);
    await services.rateLimits.consume("contact", request.ip);
    return reply.status(201).send(await services.contact.send(input));
  });
}
