import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { CONTENT_CHANNEL } from "@choose/api";
import { MediaUploadResultSchema } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import autocannon from "autocannon";
import pg from "pg";
import { MEMORY_ENV, NODE_FLAGS } from "../src/memory-settings.ts";

/** Shared pieces of the benchmarks: a throwaway database, servers as child processes, autocannon and wrk. */
export const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = 32;
const apiDir = new URL("..", import.meta.url).pathname;

export async function adminQuery(sql: string, databaseUrl = serverUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** A fresh database on the benchmark server; `drop()` removes it. */
export async function createBenchDatabase() {
  const name = `choose_bench_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists "${name}" with (force)`) };
}

/** The environment of a production server process on `port`, with `env` on top. */
export function serverEnv(port: number, env: Record<string, string>): Record<string, string | undefined> {
  return {
    ...process.env,
    NODE_ENV: "production",
    // As `pnpm start` runs it (see docs/performance.md: glibc's arenas and heap).
    ...MEMORY_ENV,
    LOG_LEVEL: "warn",
    RATE_LIMIT: "off",
    PORT: String(port),
    ...env,
  };
}

/** Runs a script of apps/api as a production server process. */
export function startServer(script: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...NODE_FLAGS, script], {
    cwd: apiDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: serverEnv(port, env),
  });
}

/**
 * Our server as a user starts it: `pnpm start` (apps/api/package.json: its node flags, memory settings
 * and defaults, LOG_LEVEL included), given only what a user sets (`env`: DATABASE_URL, PORT…).
 * Its standard output (the log) goes to `logFd`, as a service's goes to the journal. Stop it with
 * `stopShipped`: pnpm runs node under a shell, so the whole process group is signalled.
 */
export function startShipped(port: number, env: Record<string, string>, logFd: number): ChildProcess {
  // What the benchmarks set for their own servers must not leak in from the caller's environment.
  const { NODE_ENV, LOG_LEVEL, RATE_LIMIT, ...inherited } = process.env;
  return spawn("pnpm", ["start"], {
    cwd: apiDir,
    detached: true,
    stdio: ["ignore", logFd, "inherit"],
    env: { ...inherited, PORT: String(port), ...env },
  });
}

export async function stopShipped(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, sleep(10_000)]);
}

/** Runs the API server on `port` and waits until it answers; its base URL. */
export async function startApi(port: number, env: Record<string, string>) {
  const server = startServer("src/server.ts", port, env);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { server, base };
}

export async function stopServer(server: ChildProcess) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, sleep(5000)]);
}

export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  // A second's warm-up first (JIT, pools, caches), so the figures are the steady state's.
  await autocannon({ connections, ...options, duration: 1 });
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

/** wrk's summary as JSON on one line (its Lua `done()`), so nothing depends on its human-readable layout. */
const wrkReport = join(tmpdir(), "choose-bench-wrk-report.lua");
writeFileSync(
  wrkReport,
  `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%.0f,"p99Us":%.0f,"socketErrors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`,
);

export interface WrkResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  /** Socket errors and answers other than 2xx/3xx: any makes the figure worthless. */
  failed: number;
}

/** The address blocks `wrk` POSTs come from: each run its own, so no two runs share a visitor. */
let addressBlock = 0;

/** Where a POST body takes its request's own number, so every request is a new submission. */
export const REQUEST_NUMBER = "{{n}}";

/**
 * A wrk script that POSTs `body` as JSON, each request from its own visitor address in
 * `X-Forwarded-For` (10.<block·2+thread>.x.y: 65,536 per thread and run), as many visitors' requests
 * reach the site through its proxy (with TRUST_PROXY the rate limits count each visitor alone), and
 * with its own number in place of REQUEST_NUMBER: the same answers twice would be one submission.
 */
function wrkPostScript(body: string) {
  const block = addressBlock++;
  if (block > 126) throw new Error("wrk ran out of visitor address blocks");
  if (body.includes("]==]")) throw new Error("the body ends wrk's Lua string");
  const script = join(tmpdir(), `choose-bench-wrk-post-${process.pid}-${block}.lua`);
  writeFileSync(
    script,
    `wrk.method = "POST"
local template = [==[${body}]==]
local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("tid", threads)
end
local sent = 0
request = function()
  sent = sent + 1
  return wrk.format(nil, nil, {
    ["Content-Type"] = "application/json",
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", ${block} * 2 + tid, math.floor(sent / 256) % 256, sent % 256),
  }, (string.gsub(template, "${REQUEST_NUMBER}", string.format("%d-%d-%d", ${block}, tid, sent))))
end
${readFileSync(wrkReport, "utf8")}`,
  );
  return script;
}

/**
 * `wrk` from its own process (2 threads, 32 connections, keep-alive, no pipelining), `seconds` long:
 * a load generator in C that needs a fraction of the CPU the servers need, so it is not what is measured.
 * With `postBody`, every request POSTs that JSON from a visitor address of its own (`wrkPostScript`).
 */
export async function wrk(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  postBody?: string,
  connectionCount: number = connections,
): Promise<WrkResult> {
  const script = postBody === undefined ? wrkReport : wrkPostScript(postBody);
  const { stdout } = await promisify(execFile)("wrk", [
    `-t${Math.min(2, connectionCount)}`,
    `-c${connectionCount}`,
    `-d${seconds}s`,
    "--latency",
    "-s",
    script,
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ]);
  if (script !== wrkReport) rmSync(script, { force: true });
  const line = stdout.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  const report: unknown = JSON.parse(line.slice("WRK_JSON ".length));
  const field = (name: string) => {
    const value =
      typeof report === "object" && report !== null && name in report ? Reflect.get(report, name) : null;
    if (typeof value !== "number") throw new Error(`wrk summary without ${name}: ${line}`);
    return value;
  };
  return {
    rps: field("requests") / (field("durationUs") / 1e6),
    p50ms: field("p50Us") / 1000,
    p99ms: field("p99Us") / 1000,
    failed: field("socketErrors") + field("non2xx"),
  };
}

export function printLoadTable(rows: readonly LoadResult[], extra: (row: LoadResult) => string = () => "") {
  console.log("| endpoint | requests/s | p50 ms | p99 ms | failed | |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.failed} | ${extra(row)} |`);
}

/**
 * Tells the server that posts changed behind its back (it caches the public reads until told, see
 * docs/decisions.md): what anyone writing posts with SQL does.
 */
export async function announceContentChange(client: pg.Client) {
  await client.query(`notify ${CONTENT_CHANNEL}`);
}

/** 20 published posts, newest first, as the public pages and the benchmarks read them. */
export async function seedPosts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
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
  await announceContentChange(client);
  await client.end();
}

/** The administrator a benchmark's server is started with, and the variables that create it. */
export const benchAdmin = { username: "bench", password: "bench password 12345" };
export const adminEnv = (admin: { username: string; password: string }) => ({
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});

/** `POST /api/applications` with a valid application, as the public form sends it. */
export const submitApplicationRequest = {
  method: "POST" as const,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(validApplication),
};

/** The same request as autocannon takes it. */
export const submitApplicationOptions = (base: string) => ({
  url: `${base}/api/applications`,
  ...submitApplicationRequest,
});

/** The API started as `startApi` does, with the bench administrator signed in: `call` sends as them. */
export async function startApiAsAdmin(port: number, env: Record<string, string>) {
  const api = await startApi(port, { ...env, ...adminEnv(benchAdmin) });
  const token = await login(api.base, benchAdmin);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: object) =>
    fetch(`${api.base}${path}`, {
      method,
      headers: { "x-admin-token": token, ...(body && { "content-type": "application/json" }) },
      ...(body && { body: JSON.stringify(body) }),
    });
  return { ...api, call };
}

/** The load figures of `POST /api/applications` on a server of its own, started with `env` and stopped after. */
export async function loadSubmissions(name: string, port: number, env: Record<string, string>) {
  const { server, base } = await startApi(port, env);
  try {
    return await load(name, submitApplicationOptions(base));
  } finally {
    await stopServer(server);
  }
}

/** An administrator's session token (the server was started with ADMIN_USERNAME/ADMIN_PASSWORD). */
export async function login(base: string, admin: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("token" in body) || typeof body.token !== "string")
    throw new Error(`login failed: ${response.status}`);
  return body.token;
}

/** `POST /api/media` with a JPEG: the upload's answer and how long it took. */
export async function upload(base: string, token: string, data: Buffer, alt: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), "photo.jpg");
  form.set("alt", alt);
  const started = performance.now();
  const response = await fetch(`${base}/api/media`, {
    method: "POST",
    body: form,
    headers: { "x-admin-token": token },
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return { ...MediaUploadResultSchema.parse(await response.json()), ms: performance.now() - started };
}

export interface RawAnswer {
  status: number;
  contentType: string;
  contentEncoding: string | null;
  body: Buffer;
}

/** The raw answer to one request (not decompressed, unlike fetch's): what a bare server is to repeat. */
export function rawAnswer(
  port: number,
  {
    method,
    path,
    headers,
    body,
  }: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers["content-type"] ?? "",
          contentEncoding: response.headers["content-encoding"] ?? null,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end(body);
  });
}
