/**
 * `pnpm --filter api bench:memory`: the server's resident memory as `pnpm start` runs it (its node flags,
 * memory settings, compile cache and defaults: rate limits on, request logging off), on the embedded
 * database, or on PostgreSQL with MEMORY_DATABASE=postgres (a new database on BENCH_DATABASE_URL's server).
 * Started once on a new database (which also seeds 20 posts), then again on it as a site restarts: idle
 * after start, then MEMORY_LOAD_SECONDS (600) of steady load sampled every MEMORY_SAMPLE_SECONDS (60),
 * then idle again. The load is MEMORY_CLIENTS (8) clients one request after another: rendered pages in both
 * languages and the API's public reads, and every tenth request a form (contact, newsletter sign-up,
 * application) from an address of its own in X-Forwarded-For, with TRUST_PROXY=1 as behind nginx, so the
 * rate limits (on, as shipped) see one visitor sending one form and refuse none. Each row splits the
 * resident memory by mapping (mappings.ts). Linux only (reads /proc).
 * Results are recorded in docs/performance.md.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtemp, open, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { createBenchDatabase, seedPosts, startShipped, stopShipped } from "./harness.ts";
import { mappings } from "./mappings.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3640);
const base = `http://127.0.0.1:${PORT}`;
const onPostgres = process.env.MEMORY_DATABASE === "postgres";
const loadSeconds = Number(process.env.MEMORY_LOAD_SECONDS ?? 600);
const sampleSeconds = Number(process.env.MEMORY_SAMPLE_SECONDS ?? 60);
const clients = Number(process.env.MEMORY_CLIENTS ?? 8);
/** How long a server is left alone before its idle memory is read. */
const SETTLE_MS = 15_000;

const reads = [
  "/",
  "/blog",
  "/contact",
  "/application",
  "/choose-act",
  "/es",
  "/es/blog",
  ...Array.from({ length: 20 }, (_, i) => `/blog/choose-act-update-${i + 1}`),
  "/api/blog",
  "/api/blog/slug/choose-act-update-3",
  "/api/organisation",
];

const mib = (bytes: number) => String(Math.round(bytes / 1024 / 1024));

/** Resident and peak resident MiB of `pid`, and where the resident part is (see mappings.ts). */
async function memory(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  const map = await mappings(pid);
  const bytes = [
    kib("VmRSS") * 1024,
    kib("VmHWM") * 1024,
    map.v8Pages,
    map.mainHeap,
    map.otherAnonymous,
    map.files,
  ];
  return bytes.map(mib).join(" | ");
}

/** The node process `pnpm start` runs under its shell: the descendant of `pid` running server.ts. */
async function serverPid(pid: number): Promise<number> {
  // A child is listed under the thread that started it (pnpm starts them from a worker thread).
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const children = await Promise.all(
    threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/children`, "utf8").catch(() => "")),
  );
  for (const child of children.join(" ").split(" ").filter(Boolean).map(Number)) {
    const command = await readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "");
    if (command.split("\0").includes("src/server.ts")) return child;
    const found = await serverPid(child);
    if (found) return found;
  }
  return 0;
}

const database = onPostgres ? await createBenchDatabase() : undefined;
const dataDir = onPostgres ? undefined : await mkdtemp(join(tmpdir(), "choose-memory-"));
const databaseEnv: Record<string, string> = database
  ? { DATABASE_URL: database.url }
  : { DATABASE_URL: "", DATA_DIR: dataDir ?? "" };
// The embedded database answers other connections on its socket while the server runs.
const seedUrl = database?.url ?? `postgres://postgres@${encodeURIComponent(dataDir ?? "")}:5432/postgres`;
const log = await open("/dev/null", "w");

/** Starts the server as `pnpm start` does, runs `measure` with its node process's pid, stops it. */
async function withServer(measure: (pid: number) => Promise<void>) {
  const server: ChildProcess = startShipped(PORT, { ...databaseEnv, TRUST_PROXY: "1" }, log.fd);
  try {
    for (let ready = false; !ready; await sleep(200)) {
      if (server.exitCode !== null) throw new Error("the server exited before it was ready");
      ready = (await fetch(`${base}/api/health/ready`).catch(() => undefined))?.status === 200;
    }
    await measure(await serverPid(server.pid ?? 0));
  } finally {
    await stopShipped(server);
  }
}

let addresses = 0;
/** A visitor's address of its own (10.0.0.0/8), as nginx passes it on. */
const visitor = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** One form, as the public pages post it, from a visitor of its own. */
function form(n: number): [string, RequestInit] {
  const headers = { "content-type": "application/json", "x-forwarded-for": visitor() };
  const body = [
    { ...validContact, email: `memory-${n}@example.org` },
    { email: `memory-${n}@example.org`, name: "Memory" },
    { ...validApplication, schoolName: `Memory School ${n}` },
  ][n % 3];
  const path = ["/api/contact", "/api/newsletter", "/api/applications"][n % 3];
  return [`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) }];
}

const counts = { reads: 0, writes: 0, refused: new Map<number, number>() };

async function client(until: number, offset: number) {
  for (let i = offset; Date.now() < until; i++) {
    const writing = i % 10 === 9;
    const [url, init]: [string, RequestInit] = writing
      ? form(i)
      : [
          `${base}${reads[i % reads.length]}`,
          { headers: { "accept-encoding": "br, gzip", "x-forwarded-for": visitor() } },
        ];
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (writing) counts.writes++;
    else counts.reads++;
    if (response.status >= 400)
      counts.refused.set(response.status, (counts.refused.get(response.status) ?? 0) + 1);
  }
}

const row = (when: string, memory: string) => `| ${when} | ${memory} | ${counts.reads} | ${counts.writes} |`;

try {
  console.log(`Database: ${onPostgres ? "PostgreSQL" : "embedded (PGlite)"}`);
  console.log(
    "| when | RSS MiB | peak MiB | V8 heap pages | glibc main heap | other anonymous (PGlite's WebAssembly) | files | reads | forms |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  await withServer(async (pid) => {
    await sleep(SETTLE_MS);
    console.log(row("first start (new database), idle", await memory(pid)));
    await seedPosts(seedUrl);
  });
  await withServer(async (pid) => {
    await sleep(SETTLE_MS);
    console.log(row("restart, idle", await memory(pid)));
    const started = Date.now();
    const until = started + loadSeconds * 1000;
    const load = Promise.all(Array.from({ length: clients }, (_, c) => client(until, c * 7)));
    for (let at = sampleSeconds; at <= loadSeconds; at += sampleSeconds) {
      await sleep(started + at * 1000 - Date.now());
      console.log(row(`after ${at} s of load`, await memory(pid)));
    }
    await load;
    await sleep(SETTLE_MS);
    console.log(row(`idle ${SETTLE_MS / 1000} s after the load`, await memory(pid)));
  });
  const refused = [...counts.refused].map(([status, n]) => `${n} × ${status}`).join(", ");
  console.log(`${clients} clients; answers of 400 or more: ${refused || "none"}`);
} finally {
  await log.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  await database?.drop();
}
