import { randomUUID } from "node:crypto";
import { serverMessages } from "@choose/schema";
import { type CreateFastifyContextOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Database } from "./db/database.ts";
import type { Config } from "./env.ts";
import { AppError } from "./errors.ts";
import { toHttpError } from "./http-errors.ts";
import { registerApplicationRoutes } from "./modules/applications/applications.rest.ts";
import { createApplicationService } from "./modules/applications/applications.service.ts";
import { registerAuthRoutes } from "./modules/auth/auth.rest.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { registerBlogRoutes } from "./modules/blog/blog.rest.ts";
import { createBlogService } from "./modules/blog/blog.service.ts";
import { registerContactRoutes } from "./modules/contact/contact.rest.ts";
import { createContactService } from "./modules/contact/contact.service.ts";
import { registerNewsletterRoutes } from "./modules/newsletter/newsletter.rest.ts";
import { createNewsletterService } from "./modules/newsletter/newsletter.service.ts";
import { createSheetSync, type SheetSync, type SyncTiming } from "./modules/sheets/sheet-sync.ts";
import { registerSheetsRoutes } from "./modules/sheets/sheets.rest.ts";
import { createSheetsService } from "./modules/sheets/sheets.service.ts";
import { type SheetsAccess, sheetsAccessFromConfig } from "./modules/sheets/sheets-access.ts";
import { type CounterStore, postgresCounterStore, redisCounterStore } from "./rate-limit/counter-store.ts";
import { createRateLimiter } from "./rate-limit/rate-limiter.ts";
import type { Services } from "./services.ts";
import type { Context } from "./trpc/context.ts";
import { appRouter } from "./trpc/router.ts";
import { registerSecurityHeaders } from "./web/security-headers.ts";
import { registerWebApp } from "./web/web-app.ts";

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Replaces the real services (tests that exercise the transport alone). */
  services?: Services;
  /** Faster retries and polling for tests of the sheet sync. */
  sheetSyncTiming?: Partial<SyncTiming>;
}

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** The largest request body any endpoint accepts. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export function createServices(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  counters: CounterStore,
  sheets: { access: SheetsAccess; sync: SheetSync },
): Services {
  return {
    newsletter: createNewsletterService(db.orm, log),
    contact: createContactService(db.orm, log),
    blog: createBlogService(db.orm, config.site.teamName),
    applications: createApplicationService(db.orm, log, () => sheets.sync.kick()),
    auth: createAuthService(db.orm, counters, {
      session: config.session,
      loginFailures: config.rateLimits.loginFailures,
      rateLimited: config.rateLimits.enabled,
    }),
    sheets: createSheetsService(db.orm, sheets.access, sheets.sync),
    rateLimits: createRateLimiter(counters, config.rateLimits, config.rateLimits.enabled),
  };
}

/** Builds the whole HTTP app (REST, tRPC, the web build) without listening: tests use `inject()`. */
export async function buildApp({
  config,
  db,
  services: givenServices,
  sheetSyncTiming,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers['x-admin-token']", "req.headers.authorization", "req.headers.cookie"],
    },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  });

  const counters = config.redisUrl ? redisCounterStore(config.redisUrl) : postgresCounterStore(db.orm);
  const access = sheetsAccessFromConfig(config.google);
  if (access.problem) app.log.info(`Google Sheets sync is off: ${access.problem}`);
  const sheetSync = createSheetSync({
    orm: db.orm,
    access,
    log: app.log,
    ...(sheetSyncTiming && { timing: sheetSyncTiming }),
  });
  const services =
    givenServices ?? createServices(config, db, app.log, counters, { access, sync: sheetSync });
  if (!config.rateLimits.enabled) app.log.warn("RATE_LIMIT=off: every rate limit is disabled.");

  registerSecurityHeaders(app, config.nodeEnv === "production");
  // Bodies are JSON only, on REST and tRPC alike: anything else is a 415 before any parser sees it.
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, _reply, done) => {
    const contentType = request.headers["content-type"];
    if (contentType !== undefined && !JSON_CONTENT_TYPE.test(contentType)) {
      done(new AppError("UNSUPPORTED_MEDIA_TYPE", serverMessages.unsupportedMediaType));
      return;
    }
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfter } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    return reply.status(status).send(body);
  });

  app.get("/api/health", async (_request, reply) => {
    try {
      await db.orm.em.getConnection().execute("select 1");
      return { status: "ok", database: db.kind };
    } catch {
      return reply
        .status(503)
        .send({ status: "unavailable", database: db.kind, message: "The database is not answering" });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }: CreateFastifyContextOptions): Context => {
        const token = req.headers["x-admin-token"];
        return {
          services,
          clientIp: req.ip,
          adminToken: typeof token === "string" && token ? token : undefined,
        };
      },
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

  registerNewsletterRoutes(app, services);
  registerContactRoutes(app, services);
  registerBlogRoutes(app, services);
  registerApplicationRoutes(app, services);
  registerAuthRoutes(app, services);
  registerSheetsRoutes(app, services);

  const sendIndex = await registerWebApp(app, config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isApi = path.startsWith("/api/") || path === "/api" || path.startsWith("/trpc");
    if (sendIndex && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send({ message: "Not found" });
  });

  app.addHook("onReady", async () => {
    sheetSync.start();
  });
  app.addHook("onClose", async () => {
    await sheetSync.stop();
    await counters.close();
  });
  return app;
}
