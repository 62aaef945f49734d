import { SpreadsheetConfigureSchema } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { parseWith, requireAdmin } from "../../rest/http.ts";
import type { Services } from "../../services.ts";

export function registerSheetsRoutes(app: FastifyInstance, services: Services) {
  const admin = { preHandler: requireAdmin(services) };

  app.get("/api/admin/google-sheets/status", admin, () => services.sheets.status());
  app.post("/api/admin/google-sheets/configure", admin, (request) =>
    services.sheets.configure(parseWith(SpreadsheetConfigureSchema, request.body).spreadsheetId),
  );
  app.get("/api/admin/google-sheets/test-connection", admin, () => services.sheets.testConnection());
  app.post("/api/admin/google-sheets/sync", admin, () => services.sheets.syncAll());
}
