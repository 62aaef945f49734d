/** Starts the API (and the built web app) and shuts down gracefully on SIGTERM/SIGINT. */
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/database.ts";
import { ConfigError, loadConfig } from "./env.ts";
import { ensureFirstAdmin } from "./modules/auth/auth.service.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const db = await openDatabase(config.database);
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
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  app.log.fatal(error.message);
  await app.close();
  await db.close();
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing in-flight requests, then closing.`);
  // app.close() stops accepting connections and waits for requests under way.
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
