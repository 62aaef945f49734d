import { LoginInputSchema, serverMessages } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors.ts";
import { adminToken, parseWith, requireAdmin } from "../../rest/http.ts";
import type { Services } from "../../services.ts";

export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  app.post("/api/admin/login", async (request, reply) => {
    const input = parseWith(LoginInputSchema, request.body);
    try {
      return await services.auth.login(input, request.ip);
    } catch (error) {
      // The spec's login response carries `success` either way.
      if (error instanceof AppError && error.code === "UNAUTHORIZED") {
        return reply.status(401).send({ success: false, message: error.message });
      }
      throw error;
    }
  });

  app.post("/api/admin/logout", { preHandler: requireAdmin(services) }, async (request) => {
    await services.auth.logout(adminToken(request) ?? "");
    return { message: serverMessages.loggedOut };
  });
}
