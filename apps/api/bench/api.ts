/**
 * `pnpm bench:api`: the API's public reads and a write against a production server on PostgreSQL
 * with 20 published posts, side by side with a bare Fastify + pg server returning the same rows.
 * Prints a markdown table (requests/s, p50, p99 at 32 connections; the public reads also as a multiple
 * of the bare server, which queries on every request where the API answers from its cache). Needs a
 * PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
 * database is created and dropped. The pages (`GET /`, a post's server-rendered HTML) are measured
 * when the web app is built. E2E_PORT_OFFSET moves the ports (several checkouts on one machine).
 */
import { validContact } from "@choose/schema/fixtures";
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

const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const apiPort = 3401 + portOffset;
const barePort = 3402 + portOffset;

const database = await createBenchDatabase();
const api = startServer("src/server.ts", apiPort, { DATABASE_URL: database.url });
const bare = startServer("bench/bare-server.ts", barePort, { DATABASE_URL: database.url });
try {
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/health`);
  await seedPosts(database.url);
  await waitFor(`http://127.0.0.1:${barePort}/api/blog`);
  const hasWeb = (await fetch(`${base}/`)).headers.get("content-type")?.includes("text/html") ?? false;

  const ceiling = await load("bare Fastify + pg: GET /api/blog (queries every time)", {
    url: `http://127.0.0.1:${barePort}/api/blog`,
  });
  const list = await load("API: GET /api/blog", { url: `${base}/api/blog` });
  const bySlug = await load("API: GET /api/blog/slug/{slug}", {
    url: `${base}/api/blog/slug/choose-act-update-7`,
  });
  const cachedReads: LoadResult[] = [list, bySlug];
  const rows: LoadResult[] = [ceiling, list, bySlug];
  // Every public page reads the organisation; a content page reads itself (seeded on the first start).
  rows.push(await load("API: GET /api/organisation", { url: `${base}/api/organisation` }));
  rows.push(await load("API: GET /api/pages/{slug}", { url: `${base}/api/pages/privacy` }));
  if (hasWeb) {
    const post = await load("API: GET /blog/{slug} (server-rendered HTML)", {
      url: `${base}/blog/choose-act-update-7`,
      headers: { "accept-encoding": "br" },
    });
    cachedReads.push(post);
    rows.push(
      post,
      await load("API: GET / (HTML page)", { url: `${base}/`, headers: { "accept-encoding": "br" } }),
    );
  }
  rows.push(
    await load("API: POST /api/contact", {
      url: `${base}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validContact),
    }),
  );

  console.log(
    `\n${connections} connections, ${seconds} s each, ${new Date().toISOString()}, PostgreSQL, 20 published posts\n`,
  );
  printLoadTable(rows, (row) =>
    cachedReads.includes(row) ? `${(row.rps / ceiling.rps).toFixed(1)}× the bare server` : "",
  );
  if (!hasWeb) console.log("\n(GET / skipped: no web build; run `pnpm build` first.)");
} finally {
  await Promise.all([stopServer(api), stopServer(bare)]);
  await database.drop();
}
