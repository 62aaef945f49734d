import { AppError, toApiErrorBody } from "@choose/schema";
import { callTRPCProcedure, TRPCError } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError, z } from "zod";
import { toHttpError } from "../http-errors.ts";
import type { ContentChanges } from "../platform/content-changes.ts";
import {
  answerBytes,
  type PreparedAnswer,
  prepareAnswer,
  sendPrepared,
} from "../platform/prepared-answer.ts";
import { createReadCache } from "../platform/read-cache.ts";
import { createContext } from "../trpc/context.ts";
import type { RestRoute } from "../trpc/meta.ts";
import { declaredProcedures } from "../trpc/procedures.ts";
import { appRouter } from "../trpc/router.ts";
import type { Services } from "../trpc/services.ts";

const PagedResultSchema = z.object({ items: z.array(z.unknown()), total: z.number().int() });

const isRecord = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The procedure's raw input from the request's params, query string (GET) and body, as the route declares. */
function inputOf(route: RestRoute, params: unknown, query: unknown, body: unknown): unknown {
  const pathParams = isRecord(params) ? params : {};
  if (route.method === "GET") return { ...(isRecord(query) ? query : {}), ...pathParams };
  if (route.body === "merge") return isRecord(body) ? { ...body, ...pathParams } : body;
  if (route.body) return { ...pathParams, [route.body.key]: body };
  return route.path.includes(":") ? params : body;
}

/**
 * The error a REST client gets for a failed call: the service's, or the input's as the request names
 * it. On a route with params and a body, a bad param is reported alone (the REST routes always checked
 * the path before the body), and errors in a body nested under a key lose that key.
 */
function restFailure(error: unknown, route: RestRoute): unknown {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (!(cause instanceof ZodError) || !route.body) return cause;
  const params: string[] = route.path.match(/(?<=:)\w+/g) ?? [];
  const key = typeof route.body === "object" ? route.body.key : undefined;
  const unnested = (path: string) =>
    key !== undefined && (path === key || path.startsWith(`${key}.`)) ? path.slice(key.length + 1) : path;
  const { message, errors = [] } = toApiErrorBody(cause);
  const paramErrors = errors.filter((issue) => params.includes(issue.path));
  const reported =
    paramErrors.length > 0 ? paramErrors : errors.map((issue) => ({ ...issue, path: unnested(issue.path) }));
  return new AppError("BAD_REQUEST", reported[0]?.message ?? message, { errors: reported });
}

const JSON_TYPE = "application/json; charset=utf-8";

/** The cached public reads' answers (a few hundred posts with their compressed copies). */
export const REST_ANSWERS_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The spec's REST paths, generated from the tRPC router: one Fastify route per procedure whose meta
 * declares one, answered by calling that procedure. Input parsing, the admin check and rate limits are
 * the procedure's; failures go to the app's error handler, which maps them to the spec's statuses.
 * A `cached` read's answer is kept prepared until the next content change, and a request for its
 * path (with no query string: that one takes the usual way) is answered from it without the procedure,
 * whose context and middlewares cost more than sending the answer.
 */
export function registerRestRoutes(app: FastifyInstance, services: Services, changes: ContentChanges) {
  const answers = createReadCache<PreparedAnswer>(changes, app.caches, {
    name: "rest-answers",
    maxBytes: REST_ANSWERS_CACHE_BYTES,
    sizeOf: answerBytes,
  });
  for (const [path, procedure] of declaredProcedures(appRouter._def.record)) {
    const route = procedure.meta?.rest;
    if (!route) continue;
    const type = procedure._def.type;
    const call = (request: FastifyRequest, reply: FastifyReply): Promise<unknown> =>
      callTRPCProcedure({
        router: appRouter,
        path,
        type,
        ctx: createContext(services, request, reply),
        // Read only by the procedure's input parser, so after the admin check.
        getRawInput: async () => inputOf(route, request.params, request.query, request.body),
        signal: undefined,
        batchIndex: 0,
      });
    app.route({
      method: route.method,
      url: route.path,
      async handler(request, reply) {
        try {
          if (route.cached && !request.url.includes("?")) {
            const answer = await answers.read(request.url, async () =>
              prepareAnswer(JSON.stringify(await call(request, reply)), JSON_TYPE, { compression: "fast" }),
            );
            return sendPrepared(request, reply, answer);
          }
          const result = await call(request, reply);
          const status = typeof route.status === "function" ? route.status(result) : (route.status ?? 200);
          let answer = route.answer ?? result;
          if (route.paged) {
            const page = PagedResultSchema.parse(result);
            reply.header("x-total-count", String(page.total));
            answer = page.items;
          }
          // Reads carry an ETag, so a client revalidating an unchanged answer gets a bodiless 304.
          if (route.method === "GET" && status === 200 && typeof answer === "object" && answer !== null) {
            const json = JSON.stringify(answer);
            return sendPrepared(request, reply, prepareAnswer(json, JSON_TYPE, { compression: "none" }));
          }
          return reply.status(status).send(answer);
        } catch (error) {
          const failure = restFailure(error, route);
          const fields = failure instanceof AppError ? route.errorFields?.[failure.code] : undefined;
          if (!fields) throw failure;
          const { status, body } = toHttpError(failure);
          return reply.status(status).send({ ...fields, ...body });
        }
      },
    });
  }
}
