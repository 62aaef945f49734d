import { AppError } from "@choose/schema";
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { createContext } from "./context.ts";
import { appRouter } from "./router.ts";
import type { Services } from "./services.ts";

/** Serves `appRouter` under `/trpc` (what the web app calls). */
export async function registerTrpc(app: FastifyInstance, services: Services) {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: CreateFastifyContextOptions) => createContext(services, req, res),
      // tRPC answers a 429 with the same Retry-After as REST.
      responseMeta({ errors }: { errors: { cause?: unknown }[] }) {
        const limited = errors
          .map((error) => error.cause)
          .find((cause) => cause instanceof AppError && cause.retryAfter);
        return limited instanceof AppError && limited.retryAfter
          ? { headers: new Headers({ "retry-after": String(limited.retryAfter) }) }
          : {};
      },
      onError({ error, path }: { error: { code: string; cause?: unknown }; path?: string | undefined }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          app.log.error({ err: error.cause ?? error, path }, "tRPC call failed");
      },
    },
  });
}
