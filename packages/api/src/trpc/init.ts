import {
  type ApiErrorBody,
  AppError,
  appErrorStatus,
  en,
  serverMessages,
  toApiErrorBody,
  translateValidation,
} from "@choose/schema";
import { es } from "@choose/schema/i18n/es";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError, ZodRealError } from "zod";
import { asAppError } from "../db/unavailable.ts";
import type { RateLimitRule } from "../rate-limit/rate-limiter.ts";
import type { Context } from "./context.ts";
import type { Meta } from "./meta.ts";

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // The web app's tests run the real app inside jsdom, where a `window` makes tRPC think it is a browser.
    allowOutsideOfServer: true,
    errorFormatter({ shape, error }) {
      const { message, errors } = describeError(error.cause, shape.message);
      // 5xx never tell the client more than that something failed; no stack either way.
      const safeMessage = error.code === "INTERNAL_SERVER_ERROR" ? serverMessages.internal : message;
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
 * A public form sent from a Spanish page carries `language: "es"`: its validation messages answer in
 * Spanish (the same rules, the Spanish catalogue's texts). Any other input gets the English messages
 * untouched.
 */
const localizedValidation = t.middleware(async ({ next, getRawInput }) => {
  const result = await next();
  const cause = result.ok ? undefined : result.error.cause;
  if (!(cause instanceof ZodError)) return result;
  const input = await getRawInput().catch(() => undefined);
  const language =
    typeof input === "object" && input !== null && "language" in input ? input.language : undefined;
  if (language !== "es") return result;
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
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors).use(localizedValidation);
/** The back office stays English, whatever language an input names (a Spanish letter's edit). */
const englishProcedure = t.procedure.use(appErrors);

/**
 * Admin procedures: the `x-admin-token` header must name a live session (checked on the server). Their
 * answers, refusals included, are never stored by a browser or proxy cache. A procedure whose meta has
 * `audit` is written to the audit trail when it succeeds.
 */
export const adminProcedure = englishProcedure.use(async ({ ctx, meta, next, getRawInput }) => {
  ctx.noStore?.();
  const admin = await ctx.services.auth.authenticate(ctx.adminToken);
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
