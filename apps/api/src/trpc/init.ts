import { type ApiErrorBody, serverMessages, toApiErrorBody } from "@choose/schema";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError, appErrorStatus } from "../errors.ts";
import type { Context } from "./context.ts";

const t = initTRPC.context<Context>().create({
  // The web app's mock backend runs these same procedures in the browser (MSW).
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

/** Turns an AppError thrown by a service into the matching tRPC error (message kept). */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: appErrorStatus[cause.code].trpc, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Admin procedures: the `x-admin-token` header must name a live session (checked on the server). */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const admin = await ctx.services.auth.authenticate(ctx.adminToken);
  return next({ ctx: { admin } });
});

function describeError(cause: unknown, fallback: string): ApiErrorBody {
  if (cause instanceof ZodError) return toApiErrorBody(cause);
  if (cause instanceof AppError) return { message: cause.message, errors: cause.errors };
  return { message: fallback, errors: undefined };
}
