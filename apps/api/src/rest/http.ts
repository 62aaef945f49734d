import { toApiErrorBody } from "@choose/schema";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../errors.ts";
import type { Services } from "../services.ts";

/** Parses a request part with a shared schema; a rejection is a 400 with every field's message. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const { message, errors } = toApiErrorBody(result.error);
  throw new AppError("BAD_REQUEST", message, { errors });
}

export function adminToken(request: FastifyRequest): string | undefined {
  const header = request.headers["x-admin-token"];
  return typeof header === "string" && header ? header : undefined;
}

/** A preHandler for admin routes: the server checks the session behind `x-admin-token`. */
export function requireAdmin(services: Services) {
  return async (request: FastifyRequest) => {
    await services.auth.authenticate(adminToken(request));
  };
}
