/** Starts the API (and the built web app) and shuts down gracefully on SIGTERM/SIGINT. */
import {
  buildApp,
  ConfigError,
  ensureFirstAdmin,
  loadConfig,
  openDatabase,
  seedFirstStartChooseAct,
  seedFirstStartPages,
} from "@choose/api";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const db = await openDatabase(config.database, { limits: config.databaseLimits });
const app = await buildApp({ config, db });
app.log.info(
  config.database.kind === "embedded"
    ? `Database: embedded PostgreSQL (PGlite) in ${config.database.dataDir}`
    : `Database: PostgreSQL at ${describeUrl(config.database.url)}`,
);
try {
  await ensureFirstAdmin(db.orm, config.admin, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  const pages = await seedFirstStartPages(db.orm);
  if (pages)
    app.log.info("First start: made the About, Donate, Privacy Policy and Accessibility Statement pages.");
  const guide = await seedFirstStartChooseAct(db.orm);
  if (guide)
    app.log.info("First start: filled the CHOOSE Act guide's figures and dates from the facts file.");
  // Another instance already serving keeps its public reads until a change is announced.
  if (pages || guide) await app.contentChanges.publish();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  app.log.fatal(error.message);
  await app.close();
  await db.close();
  process.exit(1);
}

/** After the shutdown deadline has cut every connection, how long closing may still take. */
const FORCED_EXIT_GRACE_MS = 2_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing in-flight requests, then closing.`);
  // Past the deadline, connections still open (a stalled upload, a slow client) are cut; if closing
  // still hangs after that, the process exits anyway.
  setTimeout(() => {
    app.log.warn(`Still closing after ${config.shutdownTimeoutMs} ms: closing every connection.`);
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), FORCED_EXIT_GRACE_MS).unref();
  }, config.shutdownTimeoutMs).unref();
  // app.close() stops accepting connections, closes idle ones and waits for requests under way.
  await app.close();
  await db.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });

/** host:port/database of a URL, never its user or password. */
function describeUrl(url: string) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
