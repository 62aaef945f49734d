/**
 * `pnpm bench:api`: our server as shipped (`pnpm start`, nothing benchmark-only) side by side with two
 * bare Fastify servers answering the very bytes ours answered — (a) from memory, the ceiling for a Node
 * server on this machine, and (b) after one PostgreSQL statement, a server without a read cache (the
 * read ours runs on a miss) or, for a form, one insert of the posted body — on PostgreSQL with 20
 * published posts. The forms' POSTs are each a new submission from a visitor address of their own
 * (`wrk` in harness.ts), and ours runs with TRUST_PROXY=1 as deploy/ runs it behind nginx, so the rate
 * limits (on, as shipped) count visitors as they would. `wrk` in its own process, 2 threads, 32
 * connections, 8 s per target (BENCH_SECONDS), after a 2 s warm-up; three rounds (BENCH_ROUNDS)
 * interleaved (a, b, c, a, b, c, …) so a disturbance of the machine hits all three alike. Prints a
 * markdown table: the median and spread (min–max) of requests/s, the median p99, ours as a multiple of
 * (a) and (b). Needs the web build (`pnpm --filter web build`) and PostgreSQL (BENCH_DATABASE_URL; a
 * fresh database is created and dropped). E2E_PORT_OFFSET moves the ports (several checkouts on one
 * machine); BENCH_ONLY (paths, comma-separated) measures only those targets.
 */
import { createReadStream, openSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validApplication, validContact } from "@choose/schema/fixtures";
import type { Fixture } from "./fixtures.ts";
import {
  adminQuery,
  connections,
  createBenchDatabase,
  REQUEST_NUMBER,
  rawAnswer,
  seedPosts,
  startServer,
  startShipped,
  stopServer,
  stopShipped,
  type WrkResult,
  waitFor,
  wrk,
} from "./harness.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = { ours: 3401 + portOffset, memory: 3402 + portOffset, pg: 3404 + portOffset };

const listSql = `select id, slug, title, excerpt, featured_image, author_name, created_at
  from blog_posts where published order by created_at desc`;
const slugSql = "select * from blog_posts where slug = $1 and published";
const slug = "choose-act-update-7";
/** What a browser sends for a page (it asks for it compressed). */
const browser = { "accept-encoding": "br, gzip" };
/** One row per request, as a server that keeps what a form sends must write at least. */
const insertSql = "insert into bare_writes (body) values ($1)";
interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  /** A POST's JSON body. */
  body?: string;
  sql: string;
  params: string[];
}
const read = (
  name: string,
  path: string,
  headers: Record<string, string>,
  sql: string,
  params: string[] = [],
) => ({ name, method: "GET", path, headers, sql, params }) satisfies Target;
const write = (name: string, path: string, body: object) =>
  ({
    name,
    method: "POST",
    path,
    headers: {},
    body: JSON.stringify(body),
    sql: insertSql,
    params: [],
  }) satisfies Target;
const allTargets: Target[] = [
  read("`GET /api/blog`", "/api/blog", {}, listSql),
  read("`GET /api/blog/slug/{slug}`", `/api/blog/slug/${slug}`, {}, slugSql, [slug]),
  read("`GET /blog/{slug}` (HTML, br)", `/blog/${slug}`, browser, slugSql, [slug]),
  read("`GET /` (HTML, br)", "/", browser, listSql),
  write("`POST /api/contact`", "/api/contact", {
    ...validContact,
    message: `${validContact.message} (${REQUEST_NUMBER})`,
  }),
  write("`POST /api/applications`", "/api/applications", {
    ...validApplication,
    missionStatement: `${validApplication.missionStatement} (${REQUEST_NUMBER})`,
  }),
];
/** BENCH_ONLY=/api/blog,/ measures those paths' targets alone (while working on one). */
const only = process.env.BENCH_ONLY?.split(",");
const targets = allTargets.filter((target) => !only || only.some((path) => target.path === path));
const servers = [
  { key: "memory", name: "(a) bare Fastify, from memory" },
  { key: "pg", name: "(b) bare Fastify + pg, one query (a read) or insert (a write)" },
  { key: "ours", name: "(c) ours, `pnpm start`" },
] as const;

/** Ours' answer to `target`'s request; a POST from a visitor address of its own (see `wrk`). */
function answer(port: number, target: Target) {
  const body = target.body?.replace(REQUEST_NUMBER, `first-${visitor}`);
  const headers =
    body === undefined
      ? target.headers
      : { "content-type": "application/json", "x-forwarded-for": `10.255.0.${++visitor}` };
  return rawAnswer(port, { method: target.method, path: target.path, headers, body });
}

let visitor = 0;

function countLines(chunk: Buffer) {
  let lines = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  return lines;
}

const database = await createBenchDatabase();
const logFile = join(tmpdir(), `choose-bench-api-${process.pid}.log`);
const fixturesFile = join(tmpdir(), `choose-bench-fixtures-${process.pid}.json`);
// TRUST_PROXY=1 as deploy/ runs it behind nginx: the rate limits count each visitor by the address the
// proxy saw, and the write targets' requests come from many visitors (see `wrk`).
const ours = startShipped(
  ports.ours,
  { DATABASE_URL: database.url, TRUST_PROXY: "1" },
  openSync(logFile, "w"),
);
const bare: ReturnType<typeof startServer>[] = [];
try {
  await waitFor(`http://127.0.0.1:${ports.ours}/api/health`);
  await seedPosts(database.url);
  await adminQuery("create table bare_writes (id bigserial primary key, body jsonb not null)", database.url);

  // The exact bytes ours answers first, which the bare servers then answer.
  const fixtures: Fixture[] = [];
  for (const target of targets) {
    const first = await answer(ports.ours, target);
    if (first.status !== (target.method === "POST" ? 201 : 200))
      throw new Error(`${target.path}: ${first.status} (is the web app built?) ${first.body}`);
    fixtures.push({ ...target, ...first, body: first.body.toString("base64") });
  }
  writeFileSync(fixturesFile, JSON.stringify(fixtures));
  for (const mode of ["memory", "pg"] as const)
    bare.push(
      startServer("bench/bare-server.ts", ports[mode], {
        BARE: mode,
        BENCH_FIXTURES: fixturesFile,
        DATABASE_URL: database.url,
      }),
    );
  for (const mode of ["memory", "pg"] as const) {
    await waitFor(`http://127.0.0.1:${ports[mode]}/ready`);
    for (const [index, fixture] of fixtures.entries()) {
      const target = targets[index];
      if (!target) throw new Error("a fixture without its target");
      const copy = await answer(ports[mode], { ...target, headers: {} });
      if (
        !copy.body.equals(Buffer.from(fixture.body, "base64")) ||
        copy.status !== fixture.status ||
        copy.contentType !== fixture.contentType ||
        copy.contentEncoding !== fixture.contentEncoding
      )
        throw new Error(`the ${mode} server does not answer ${fixture.path} as ours does`);
    }
  }

  const url = (key: keyof typeof ports, path: string) => `http://127.0.0.1:${ports[key]}${path}`;
  for (const target of targets)
    for (const server of servers) await wrk(url(server.key, target.path), target.headers, 2, target.body);
  const logBefore = statSync(logFile).size;
  const results = new Map<string, WrkResult[]>();
  for (let round = 0; round < rounds; round++)
    for (const target of targets)
      for (const server of servers) {
        const key = `${target.path} ${server.key}`;
        const result = await wrk(url(server.key, target.path), target.headers, seconds, target.body);
        if (result.failed > 0) throw new Error(`${key}: ${result.failed} failed requests`);
        results.set(key, [...(results.get(key) ?? []), result]);
      }

  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  const thousands = (n: number) => Math.round(n).toLocaleString("en-US");
  console.log(
    `\n\`wrk -t2 -c${connections} -d${seconds}s --latency\`, ${rounds} rounds interleaved, ${new Date().toISOString()}, PostgreSQL, 20 published posts; the load generator shares the machine's cores with the servers\n`,
  );
  console.log(
    "| target | server | req/s per round | median | spread | p99 ms (median) | ours / (a) | ours / (b) |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const target of targets) {
    const rpsOf = (key: string) => median((results.get(`${target.path} ${key}`) ?? []).map((r) => r.rps));
    for (const server of servers) {
      const runs = results.get(`${target.path} ${server.key}`) ?? [];
      const rps = runs.map((r) => r.rps);
      const ratios =
        server.key === "ours"
          ? `**${(rpsOf("ours") / rpsOf("memory")).toFixed(2)}×** | **${(rpsOf("ours") / rpsOf("pg")).toFixed(2)}×**`
          : " | ";
      console.log(
        `| ${target.name} | ${server.name} | ${rps.map(thousands).join(", ")} | ${thousands(median(rps))} | ${thousands(Math.min(...rps))}–${thousands(Math.max(...rps))} | ${median(runs.map((r) => r.p99ms)).toFixed(1)} | ${ratios} |`,
      );
    }
  }
  // The log is hundreds of MB: counted as it streams by.
  let logLines = 0;
  for await (const chunk of createReadStream(logFile, { start: logBefore }))
    if (chunk instanceof Buffer) logLines += countLines(chunk);
  const oursRequests = targets
    .flatMap((target) => results.get(`${target.path} ours`) ?? [])
    .reduce((sum, result) => sum + result.rps * seconds, 0);
  console.log(
    `\nOurs (LOG_LEVEL as shipped) wrote ${thousands(logLines)} log lines to standard output in the rounds, ${(logLines / oursRequests).toFixed(2)} per request.`,
  );
} finally {
  await Promise.all([stopShipped(ours), ...bare.map(stopServer)]);
  rmSync(logFile, { force: true });
  rmSync(fixturesFile, { force: true });
  await database.drop();
}
