import { randomUUID } from "node:crypto";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import { createServices, type ServiceRuntime } from "./composition.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { registerHealth } from "./health.ts";
import { toHttpError } from "./http-errors.ts";
import { registerMetrics } from "./metrics.ts";
import type { EmailSenderOptions } from "./modules/email/email-sender.ts";
import { registerEventRoutes } from "./modules/events/events.rest.ts";
import { registerMediaRoutes } from "./modules/media/media.rest.ts";
import { registerNewsletterRoutes } from "./modules/newsletter/newsletter.rest.ts";
import { registerPortalRoutes } from "./modules/portal/portal.rest.ts";
import type { SyncTiming } from "./modules/sheets/sheet-sync.ts";
import { type ContentChanges, localContentChanges } from "./platform/content-changes.ts";
import { type CacheList, cacheList } from "./platform/read-cache.ts";
import { registerCsvExports } from "./rest/csv-exports.ts";
import { acceptJsonBodiesOnly } from "./rest/json-only.ts";
import { registerRestRoutes } from "./rest/routes.ts";
import { registerTrpc } from "./trpc/plugin.ts";
import type { Services } from "./trpc/services.ts";
import { registerSecurityHeaders } from "./web/security-headers.ts";
import { registerWebApp } from "./web/web-app.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The services the app was built with: tests call them directly. */
    services: Services;
    /** Announces a public content change to every instance (tests that write rows directly use it). */
    contentChanges: ContentChanges;
    /** Every in-memory cache, for the metrics: each adds itself when made. */
    caches: CacheList;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Replaces the real services (tests that exercise the transport alone). */
  services?: Services;
  /** Faster retries and polling for tests of the sheet sync. */
  sheetSyncTiming?: Partial<SyncTiming>;
  /** Faster retries, and the test SMTP server's certificate, for tests of the email sender. */
  email?: EmailSenderOptions;
  /** Where log lines go (tests read what is logged); standard output when left out. */
  logStream?: { write(line: string): void };
}

/**
 * A request's path as logged: never its query string (what a visitor typed, a link's token) and
 * never a school portal's token, which is the path itself (`/portal/{token}/…`); any other segment
 * long enough to be a token (however the path is spelled) is left out too.
 */
export function loggedPath(url: string): string {
  return (url.split("?", 1)[0] ?? "")
    .replace(/^((?:\/es)?\/portal\/)[^/]+/, "$1[token]")
    .replace(/[A-Za-z0-9_%-]{40,}/g, "[token]");
}

/** Fastify's `trustProxy` for a hop count: the last `hops` addresses were appended by trusted proxies. */
function fastifyTrustProxy(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Fastify's log lines without the two it writes for every request (received, answered): the proxy in
 * front keeps the access log, and at `info` those lines cost a third of a cached read's throughput.
 * A request that fails is still logged (here, and by the app's error handler).
 */
class FailuresOnly extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
  }
}

/** The largest request body any endpoint accepts (but the media upload: `MEDIA_BODY_LIMIT_BYTES`). */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the whole HTTP app (REST, tRPC, the web build) without listening: tests use `inject()`. */
export async function buildApp({
  config,
  db,
  services,
  sheetSyncTiming,
  email,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream && { stream: logStream }),
      redact: ["req.headers['x-admin-token']", "req.headers.authorization", "req.headers.cookie"],
      // A request is logged by its path alone: a query string can hold what a visitor typed or a link's token.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: loggedPath(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    ...(!config.logRequests && { logController: new FailuresOnly() }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // tRPC names every query of a batch in the path (`/trpc/a.list,b.get,…`): Fastify's default of 100
    // characters answered an admin screen's batch with a 414. The request line stays bounded by Node.
    routerOptions: { maxParamLength: 5_000 },
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // A request (a stalled upload included) gets this long; an idle kept-alive connection is closed
    // after `keepAliveTimeoutMs` (longer than a proxy's own, so the proxy closes first).
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Closing the app ends idle kept-alive connections at once (requests under way are waited for).
    forceCloseConnections: "idle",
    // Node checks those timeouts every 30 s by default: every second keeps them close to their value.
    http: { headersTimeout: config.http.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
  });

  const caches = cacheList();
  app.decorate("caches", caches);
  const runtime: ServiceRuntime = services
    ? { services, changes: localContentChanges(), start() {}, async stop() {} }
    : await createServices(config, db, app.log, caches, { sheetSyncTiming, email });
  app.decorate("services", runtime.services);
  app.decorate("contentChanges", runtime.changes);
  app.addHook("onReady", async () => runtime.start());
  app.addHook("onClose", () => runtime.stop());

  registerSecurityHeaders(app, config.nodeEnv === "production");
  acceptJsonBodiesOnly(app);
  app.setErrorHandler((error, request, reply) => {
    const { status, body, retryAfter } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    if (retryAfter !== undefined) reply.header("retry-after", String(retryAfter));
    return reply.status(status).send(body);
  });

  registerHealth(app, db);
  await registerMetrics(app, db, config.metricsToken, caches);

  registerRestRoutes(app, runtime.services, runtime.changes);
  registerCsvExports(app, runtime.services);
  await registerMediaRoutes(app, runtime.services);
  await registerNewsletterRoutes(app, runtime.services);
  await registerPortalRoutes(app, runtime.services, config.publicUrl);
  await registerEventRoutes(app, runtime.services);
  await registerTrpc(app, runtime.services);
  await registerWebApp(app, config, runtime.changes);
  return app;
}
