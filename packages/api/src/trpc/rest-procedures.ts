import { IdParamSchema } from "@choose/schema";
import type { ZodType } from "zod";
import type { RateLimitRule } from "../rate-limit/rate-limiter.ts";
import { auditField } from "./audit-field.ts";
import { adminProcedure, publicProcedure, rateLimited } from "./init.ts";
import type { Meta, RestRoute } from "./meta.ts";

/** What a REST route says beyond its method and path, and (admin) the procedure's audit line. */
type RouteOptions = Omit<RestRoute, "method" | "path"> & Pick<Meta, "audit">;

/**
 * `base` with its REST twin declared in one call: `adminRoute.put(path, { body: "merge", audit })` is
 * `adminProcedure.meta({ rest: { method: "PUT", path, body: "merge" }, audit })`.
 */
function restRoutes<Builder extends { meta(meta: Meta): Builder }>(base: Builder) {
  const on =
    (method: RestRoute["method"]) =>
    (path: string, { audit, ...route }: RouteOptions = {}) =>
      base.meta({ rest: { method, path, ...route }, ...(audit && { audit }) });
  return { get: on("GET"), post: on("POST"), put: on("PUT"), delete: on("DELETE") };
}

export const publicRoute = restRoutes(publicProcedure);

const adminRoutes = restRoutes(adminProcedure);
export const adminRoute = {
  ...adminRoutes,
  /** A back-office list: its filter and page in the query string, `X-Total-Count` the filtered total. */
  getPaged: <Input extends ZodType>(path: string, input: Input) =>
    adminRoutes.get(path, { paged: true }).input(input),
  /** A GET of one record by the path's `:id`. */
  getById: (path: string) => adminRoutes.get(path).input(IdParamSchema),
  /** A DELETE of one record by the path's `:id`: REST answers `{ message }`, the audit trail "Deleted <what> <id>". */
  deleteById: (path: string, what: string, message: string) =>
    adminRoutes
      .delete(path, { answer: { message }, audit: (input) => `Deleted ${what} ${auditField(input, "id")}` })
      .input(IdParamSchema),
};

/**
 * A public form's POST: the input is checked first, then one write is counted against `rule`, so a
 * rejected body costs nothing (tRPC runs middlewares in the order they are added).
 */
export const rateLimitedPost = <Input extends ZodType>(
  path: string,
  rule: RateLimitRule,
  input: Input,
  options?: RouteOptions,
) => publicRoute.post(path, options).input(input).use(rateLimited(rule));
