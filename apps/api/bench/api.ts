/**
 * `pnpm bench:api`: the API's public reads and a write against a production server on PostgreSQL
 * with 20 published posts, side by side with a bare Fastify + pg server returning the same rows.
 * Prints a markdown table (requests/s, p50, p99 at 32 connections). Needs a PostgreSQL server:
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database is
 * created and dropped. `GET /` is measured when the web app is built.
 */
import {
  connections,
  createBenchDatabase,
  type LoadResult,
  load,
  printLoadTable,
  seconds,
  seedPosts,
  startServer,
  stopServer,
  waitFor,
} from "./harness.ts";

const apiPort = 3401;
const barePort = 3402;

const database = await createBenchDatabase();
const api = startServer("src/server.ts", apiPort, { DATABASE_URL: database.url });
const bare = startServer("bench/bare-server.ts", barePort, { DATABASE_URL: database.url });
try {
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/health`);
  await seedPosts(database.url);
  await waitFor(`http://127.0.0.1:${barePort}/api/blog`);
  const hasWeb = (await fetch(`${base}/`)).headers.get("content-type")?.includes("text/html") ?? false;

  const ceiling = await load("bare Fastify + pg: GET /api/blog (ceiling)", {
    url: `http://127.0.0.1:${barePort}/api/blog`,
  });
  const list = await load("API: GET /api/blog", { url: `${base}/api/blog` });
  const rows: LoadResult[] = [ceiling, list];
  rows.push(
    await load("API: GET /api/blog/slug/{slug}", { url: `${base}/api/blog/slug/choose-act-update-7` }),
  );
  if (hasWeb)
    rows.push(
      await load("API: GET / (HTML shell)", { url: `${base}/`, headers: { "accept-encoding": "br" } }),
    );
  rows.push(
    await load("API: POST /api/contact", {
      url: `${base}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench Tester",
        email: "bench@example.org",
        message: "A message long enough to pass.",
      }),
    }),
  );

  console.log(
    `\n${connections} connections, ${seconds} s each, ${new Date().toISOString()}, PostgreSQL, 20 published posts\n`,
  );
  printLoadTable(rows, (row) =>
    row === list ? `${Math.round((row.rps / ceiling.rps) * 100)}% of the ceiling` : "",
  );
  if (!hasWeb) console.log("\n(GET / skipped: no web build; run `pnpm build` first.)");
} finally {
  await Promise.all([stopServer(api), stopServer(bare)]);
  await database.drop();
}
