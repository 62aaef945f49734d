import { serverMessages } from "@choose/schema";
import type { FastifyInstance } from "fastify";
import { type Database, migrationsApplied } from "./db/database.ts";

/**
 * Health for people and balancers:
 * - `/api/health`: the database answers (as before);
 * - `/api/health/live`: the process serves HTTP (nothing else is asked, so a slow database never
 *   gets a live instance restarted);
 * - `/api/health/ready`: the database answers and every migration this code knows has been applied
 *   (false while another instance migrates, or while this one shuts down: Fastify answers 503 then).
 */
export function registerHealth(app: FastifyInstance, db: Database) {
  const unavailable = (message: string) => ({ status: "unavailable", database: db.kind, message });

  app.get("/api/health", async (_request, reply) => {
    try {
      await db.orm.em.getConnection().execute("select 1");
      return { status: "ok", database: db.kind };
    } catch {
      return reply.status(503).send(unavailable(serverMessages.databaseUnavailable));
    }
  });

  app.get("/api/health/live", async () => ({ status: "ok" }));

  app.get("/api/health/ready", async (_request, reply) => {
    let migrated: boolean;
    try {
      migrated = await migrationsApplied(db.orm);
    } catch {
      return reply.status(503).send(unavailable(serverMessages.databaseUnavailable));
    }
    if (!migrated) return reply.status(503).send(unavailable(serverMessages.migrationsPending));
    return { status: "ready", database: db.kind };
  });
}
