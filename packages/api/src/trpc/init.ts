import {
  type ApiErrorBody,
  AppError,
  appErrorStatus,
  en,
  serverMessages,
  toApiErrorBody,
  translateAnswer,
  translateValidation,
} from "@choose/schema";
import { es } from "@choose/schema/i18n/es";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, ZodRealError } from "zod";
import { asAppError } from "../db/unavailable.ts";
import type { RateLimitRule } from "../rate-limit/rate-limiter.ts";
import type { Context } from "./context.ts";
import type { Meta } from "./meta.ts";
import { sectionOf } from "./permissions.ts";

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // The web app's tests run the real app inside jsdom, where a `window` makes tRPC think it is a browser.
    allowOutsideOfServer: true,
    errorFormatter({ shape, error }) {
      const { message, errors } = describeError(error.cause, shape.message);
      // 5xx never tell the client more than that something failed; no stack either way.
      // (A Spanish form's own text for it, set by `localizedValidation`, is as safe.)
      const safeMessage =
        error.code === "INTERNAL_SERVER_ERROR" && message !== es.answers.internal
          ? serverMessages.internal
          : message;
      return {
        message: safeMessage,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, errors },
      };
    },
  });

/**
 * Turns an AppError thrown by a service into the matching tRPC error (message kept), and a database
 * that does not answer into a 503 with Retry-After.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? undefined : asAppError(result.error.cause);
  if (cause) throw new TRPCError({ code: appErrorStatus[cause.code].trpc, message: cause.message, cause });
  return result;
});

/**
 * A public form sent from a Spanish page carries `language: "es"` (the app's and a REST client's JSON,
 * and a post without script from its /es address): its refusals answer in Spanish. Validation messages
 * keep their rules with the Spanish catalogue's texts; the service's answers (a rate limit with its wait,
 * a busy site, something not found) take the Spanish text of the same key. Any other input gets the
 * English messages untouched. (Named for its first job, the validation messages.)
 */
const localizedValidation = t.middleware(async ({ next, getRawInput, path }) => {
  const result = await next();
  // The back office stays English, whatever language an input names (a Spanish post's edit).
  if (result.ok || path === "admin" || path.startsWith("admin.")) return result;
  const cause = result.error.cause;
  const appError = asAppError(cause);
  const internal = result.error.code === "INTERNAL_SERVER_ERROR";
  if (!(cause instanceof ZodError) && !appError && !internal) return result;
  const input = await getRawInput().catch(() => undefined);
  const language =
    typeof input === "object" && input !== null && "language" in input ? input.language : undefined;
  if (language !== "es") return result;
  if (cause instanceof ZodError) {
    // A ZodRealError, as zod's own parse throws: tRPC keeps only an Error as the cause.
    const translated = new ZodRealError(
      cause.issues.map((issue) => ({
        ...issue,
        message: translateValidation(issue.message, en.validation, es.validation),
      })),
    );
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: translated.issues[0]?.message ?? "",
      cause: translated,
    });
  }
  if (!appError) {
    // Something failed on our side: the same 500, its cause kept for the log, told in Spanish.
    throw new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: es.answers.internal,
      cause: result.error.cause ?? result.error,
    });
  }
  throw new AppError(
    appError.code,
    translateAnswer(appError.message, appError.retryAfter, en.answers, es.answers),
    {
      ...(appError.errors && { errors: appError.errors }),
      ...(appError.retryAfter !== undefined && { retryAfter: appError.retryAfter }),
    },
  );
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors).use(localizedValidation);
/** The back office stays English, whatever language an input names (a Spanish letter's edit). */
const englishProcedure = t.procedure.use(appErrors);

/**
 * Admin procedures: the `x-admin-token` header must name a live session (checked on the server), whose
 * role may use the procedure's part of the back office (`permissions.ts`; 403 otherwise). Their answers,
 * refusals included, are never stored by a browser or proxy cache. A procedure whose meta has `audit` is
 * written to the audit trail, under the person's name, when it succeeds.
 */
export const adminProcedure = englishProcedure.use(async ({ ctx, meta, next, getRawInput, path }) => {
  ctx.noStore?.();
  const admin = await ctx.services.auth.authenticate(ctx.adminToken);
  // A procedure no section names is the Owner's alone until it is given one.
  await ctx.services.staff.authorize(admin, sectionOf(path) ?? "staff");
  const result = await next({ ctx: { admin } });
  if (result.ok && meta?.audit) {
    const description = meta.audit(await getRawInput(), result.data);
    await ctx.services.audit.record({ username: admin.username, clientIp: ctx.clientIp }, description);
  }
  return result;
});

/**
 * Counts one write by the caller against `rule`'s limits (429 with Retry-After past them). Used after
 * `.input()`: tRPC runs middlewares in the order they are added, so a rejected body costs nothing.
 */
export const rateLimited = (rule: RateLimitRule) =>
  t.middleware(async ({ ctx, next }) => {
    await ctx.services.rateLimits.consume(rule, ctx.clientIp);
    return next();
  });

function describeError(cause: unknown, fallback: string): ApiErrorBody {
  if (cause instanceof ZodError) return toApiErrorBody(cause);
  if (cause instanceof AppError) return { message: cause.message, errors: cause.errors };
  return { message: fallback, errors: undefined };
}
