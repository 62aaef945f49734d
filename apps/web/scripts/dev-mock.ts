/**
 * `pnpm --filter web dev:mock`: the Vite dev server before the real API on a throwaway embedded database
 * (in memory, gone when it stops) holding the mocks' sample data, so the whole site and back office can
 * be tried without a PostgreSQL or an API set up. Sign in with the mock administrator.
 */
import { migrate, startEmbeddedPostgres } from "@choose/api/testing";
import { createServer } from "vite";
import { MOCK_ADMIN, openMockApi, seedMockData, writeRows } from "../src/mocks/api.ts";
import { MOCK_APPLICATIONS } from "../src/mocks/applications.ts";

/** Where the dev server's proxy sends /trpc, /api and /media (vite.config.ts). */
const API_PORT = 3000;

const database = await startEmbeddedPostgres(undefined);
await migrate(database.url);
const api = await openMockApi(database.url, { NODE_ENV: "development", LOG_LEVEL: "error" });
await seedMockData(api);
await writeRows(api.db, { applications: MOCK_APPLICATIONS });
await api.app.listen({ host: "127.0.0.1", port: API_PORT });

const vite = await createServer();
await vite.listen();
vite.printUrls();
console.log(`  Back office: /admin, user "${MOCK_ADMIN.username}", password "${MOCK_ADMIN.password}"`);

async function shutdown() {
  await vite.close();
  await api.app.close();
  await api.db.close();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
