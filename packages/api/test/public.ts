import { validApplication } from "@choose/schema/fixtures";
import type { FastifyInstance } from "fastify";

/** `POST /api/applications`, as the public form sends it (the valid application unless told). */
export function submitApplication(app: FastifyInstance, payload: object = validApplication) {
  return app.inject({ method: "POST", url: "/api/applications", payload });
}
