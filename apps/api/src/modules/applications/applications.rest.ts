import { ApplicationInputSchema, ApplicationStatusUpdateSchema, IdParamSchema } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { parseWith, requireAdmin } from "../../rest/http.ts";
import type { Services } from "../../services.ts";

export function registerApplicationRoutes(app: FastifyInstance, services: Services) {
  const admin = { preHandler: requireAdmin(services) };

  app.post("/api/applications", async (request, reply) => {
    const input = parseWith(ApplicationInputSchema, request.body);
    await services.rateLimits.consume("applications", request.ip);
    return reply.status(201).send(await services.applications.submit(input));
  });

  app.get("/api/applications/admin", admin, () => services.applications.list());
  app.get("/api/applications/admin/:id", admin, (request) =>
    services.applications.get(parseWith(IdParamSchema, request.params).id),
  );
  app.put("/api/applications/:id", admin, (request) =>
    services.applications.updateStatus(
      parseWith(IdParamSchema, request.params).id,
      parseWith(ApplicationStatusUpdateSchema, request.body).status,
    ),
  );
  app.delete("/api/applications/:id", admin, async (request) => {
    await services.applications.remove(parseWith(IdParamSchema, request.params).id);
    return { message: "Application deleted" };
  });
}
