/**
 * `pnpm bench:api`: the API's public reads and a write against a production server on PostgreSQL
 * with 20 published posts, side by side with a bare Fastify + pg server returning the same rows.
 * Prints a markdown table (requests/s, p50, p99 at 32 connections). Needs a PostgreSQL server:
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database is
 * created and dropped. `GET /` is measured when the web app is built.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const apiPort = 3401;
const barePort = 3402;
const apiDir = new URL("..", import.meta.url).pathname;

const dbName = `choose_bench_${randomBytes(4).toString("hex")}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${dbName}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function start(script: string, port: number): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: apiDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(port),
    },
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

async function seedPosts() {
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  for (let i = 1; i <= 20; i++) {
    await client.query(
      `insert into blog_posts (id, title, slug, excerpt, content, published, author_name, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, $4, true, 'Program Team', now() - make_interval(days => $5), now())`,
      [
        `CHOOSE Act update number ${i}`,
        `choose-act-update-${i}`,
        "What families and schools need to know about education savings accounts this month.",
        `<h2>Update ${i}</h2>${"<p>Education savings accounts are administered by the Alabama Department of Revenue.</p>".repeat(12)}`,
        i,
      ],
    );
  }
  await client.end();
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

await admin(`create database "${dbName}"`);
const api = start("src/server.ts", apiPort);
const bare = start("bench/bare-server.ts", barePort);
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
  await seedPosts();
  await waitFor(`http://127.0.0.1:${barePort}/api/blog`);
  const api$ = `http://127.0.0.1:${apiPort}`;
  const hasWeb = (await fetch(`${api$}/`)).headers.get("content-type")?.includes("text/html") ?? false;
  const contact = JSON.stringify({
    name: "Bench Tester",
    email: "bench@example.org",
    message: "A message long enough to pass validation.",
  });

  const rows: Row[] = [];
  rows.push(
    await measure("bare Fastify + pg: GET /api/blog (ceiling)", {
      url: `http://127.0.0.1:${barePort}/api/blog`,
    }),
  );
  rows.push(await measure("API: GET /api/blog", { url: `${api$}/api/blog` }));
  rows.push(
    await measure("API: GET /api/blog/slug/{slug}", { url: `${api$}/api/blog/slug/choose-act-update-7` }),
  );
  if (hasWeb)
    rows.push(
      await measure("API: GET / (HTML shell)", { url: `${api$}/`, headers: { "accept-encoding": "br" } }),
    );
  rows.push(
    await measure("API: POST /api/contact", {
      url: `${api$}/api/contact`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: contact,
    }),
  );

  const ceiling = rows[0]?.rps ?? 1;
  console.log(
    `\n${connections} connections, ${seconds} s each, ${new Date().toISOString()}, PostgreSQL, 20 published posts\n`,
  );
  console.log("| endpoint | requests/s | p50 ms | p99 ms | non-2xx | vs ceiling |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    const share =
      row.name.startsWith("API: GET /api/blog") && !row.name.includes("slug")
        ? `${Math.round((row.rps / ceiling) * 100)}%`
        : "";
    console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${share} |`);
  }
  if (!hasWeb) console.log("\n(GET / skipped: no web build; run `pnpm build` first.)");
} finally {
  api.kill("SIGTERM");
  bare.kill("SIGTERM");
  await sleep(1000);
  await admin(`drop database if exists "${dbName}" with (force)`);
}
