import { TokenInputSchema } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import type { Services } from "../../trpc/services.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes an application/x-www-form-urlencoded body (RFC 8058's one-click POST). */
    formBody?: boolean;
  }
}

/**
 * RFC 8058 one-click unsubscribe: a newsletter's `List-Unsubscribe` header names this URL and the
 * mail client POSTs `List-Unsubscribe=One-Click` to it as a form. The token in the path is the whole
 * authority, so the body is read and ignored. The parser lives in this scope only.
 */
export async function registerNewsletterRoutes(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => done(null, body),
    );
    scope.post("/api/newsletter/unsubscribe/:token", { config: { formBody: true } }, async (request) => {
      // The page's route checks its token with the same schema: a malformed one is a 400, never SQL.
      const { token } = TokenInputSchema.parse(request.params);
      return services.newsletter.unsubscribe(token);
    });
  });
}
