/**
 * `pnpm --filter api bench:serve`: the production site on a fresh PostgreSQL database with 20 published
 * posts, on BENCH_PORT (default 3403), until stopped (the database is dropped then). For Lighthouse.
 */
import { createBenchDatabase, seedPosts, startServer, stopServer, waitFor } from "./harness.ts";

const port = Number(process.env.BENCH_PORT ?? 3403);
const database = await createBenchDatabase();
const server = startServer("src/server.ts", port, { DATABASE_URL: database.url });
await waitFor(`http://127.0.0.1:${port}/api/health`);
await seedPosts(database.url);
console.log(`ready on http://127.0.0.1:${port}`);

async function stop() {
  await stopServer(server);
  await database.drop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
