/**
 * `pnpm --filter api bench:soak`: where a production server's resident memory goes under a long mixed
 * load, and whether it is given back. On PostgreSQL, with the web build: SOAK_ROUNDS (2) soaks of
 * SOAK_SECONDS (120) each of rendered pages in both languages, the API's public reads, a content change
 * every SOAK_CHANGE_EVERY (2) s (so pages are rendered and compressed again) and an image upload every
 * SOAK_UPLOAD_EVERY (10) s (0 leaves either out), each soak
 * followed by 20 s idle. After each, the process's memory: resident, V8's heap, Node's external memory,
 * and the resident part of glibc's main heap, of its thread arenas and of other anonymous mappings
 * (from /proc/<pid>/smaps). Linux only. Started as `pnpm start` starts a server (`memory-settings.ts`)
 * unless SOAK_ENV and SOAK_NODE_FLAGS say otherwise (`SOAK_ENV='MALLOC_ARENA_MAX= MALLOC_MMAP_THRESHOLD_=
 * MALLOC_TRIM_THRESHOLD_=' SOAK_NODE_FLAGS=' '` for a bare `node src/server.ts`).
 * Results are recorded in docs/performance.md.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import sharp from "sharp";
import { MEMORY_ENV, NODE_FLAGS } from "../src/memory-settings.ts";
import {
  adminEnv,
  announceContentChange,
  benchAdmin,
  createBenchDatabase,
  login,
  seedPosts,
  serverEnv,
  stopServer,
  upload,
  waitFor,
} from "./harness.ts";
import { mappings } from "./mappings.ts";

const port = Number(process.env.BENCH_PORT ?? 3411);
const base = `http://127.0.0.1:${port}`;
const rounds = Number(process.env.SOAK_ROUNDS ?? 2);
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 120);
const idleSeconds = 20;
/** Seconds between content changes and between uploads; 0 leaves them out (to tell their parts apart). */
const changeEvery = Number(process.env.SOAK_CHANGE_EVERY ?? 2);
const uploadEvery = Number(process.env.SOAK_UPLOAD_EVERY ?? 10);
const metricsToken = "soak-metrics-token-long-enough";
/** `NAME=value` pairs, space-separated; an empty value unsets the variable. */
const extraEnv = Object.fromEntries(
  (process.env.SOAK_ENV ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
);
const nodeFlags = process.env.SOAK_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? NODE_FLAGS;
const serverScript = new URL("../src/server.ts", import.meta.url).pathname;

const pages = [
  "/",
  "/blog",
  "/contact",
  "/application",
  "/about",
  "/choose-act",
  "/choose-act/schools",
  "/es",
  "/es/blog",
  "/es/contact",
  ...Array.from({ length: 20 }, (_, i) => `/blog/choose-act-update-${i + 1}`),
  ...Array.from({ length: 20 }, (_, i) => `/es/blog/choose-act-update-${i + 1}`),
];

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;

async function metric(name: string): Promise<number> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN);
}

async function report(pid: number, when: string) {
  const [rss, heapUsed, heapTotal, external, map] = [
    await metric("process_resident_memory_bytes"),
    await metric("nodejs_heap_size_used_bytes"),
    await metric("nodejs_heap_size_total_bytes"),
    await metric("nodejs_external_memory_bytes"),
    await mappings(pid),
  ];
  console.log(
    `| ${when} | ${mib(rss)} | ${mib(heapUsed)} / ${mib(heapTotal)} | ${mib(external)} | ${mib(map.mainHeap)} | ${mib(map.arenas)} | ${mib(map.v8Pages + map.otherAnonymous)} | ${mib(map.files)} |`,
  );
}

/** A 12-megapixel photo-like JPEG (~4 MB), as a phone sends. */
async function photo(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#6080a0",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}

const database = await createBenchDatabase();
const env = serverEnv(port, {
  DATABASE_URL: database.url,
  METRICS_TOKEN: metricsToken,
  ...adminEnv(benchAdmin),
});
for (const [name, value] of Object.entries(extraEnv)) {
  if (value.trim()) env[name] = value;
  else delete env[name];
}
const server = spawn(process.execPath, [...nodeFlags, serverScript], {
  stdio: ["ignore", "ignore", "inherit"],
  env,
});
const notifier = new pg.Client({ connectionString: database.url });
try {
  await waitFor(`${base}/api/health/ready`);
  await seedPosts(database.url);
  await notifier.connect();
  const token = await login(base, benchAdmin);
  const image = await photo();
  const pid = server.pid ?? 0;
  console.log(
    `Node flags: ${nodeFlags.join(" ") || "(none)"}; ${Object.keys(MEMORY_ENV)
      .map((name) => `${name}=${env[name] ?? "(unset)"}`)
      .join(" ")}; a change every ${changeEvery} s, an upload every ${uploadEvery} s`,
  );
  console.log(
    "| when | RSS MiB | heap used / total MiB | external MiB | glibc main heap MiB | glibc thread arenas MiB | other anonymous MiB | files MiB |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  await sleep(2_000);
  await report(pid, "started");
  let requests = 0;
  for (let round = 1; round <= rounds; round++) {
    const until = Date.now() + soakSeconds * 1000;
    const changing = (async () => {
      while (changeEvery > 0 && Date.now() < until) {
        await announceContentChange(notifier);
        await sleep(changeEvery * 1000);
      }
    })();
    const uploading = (async () => {
      let n = 0;
      while (uploadEvery > 0 && Date.now() < until) {
        await upload(base, token, image, `Soak photo ${round}-${++n}`);
        await sleep(uploadEvery * 1000);
      }
    })();
    const result = await autocannon({
      connections: 16,
      duration: soakSeconds,
      requests: [
        ...pages.map((path) => ({ path, headers: { "accept-encoding": "br, gzip" } })),
        { path: "/api/blog" },
        { path: "/api/blog/slug/choose-act-update-3" },
        { path: "/api/organisation" },
      ],
      url: base,
    });
    await Promise.all([changing, uploading]);
    requests += result.requests.total;
    await report(pid, `after soak ${round} (${result.requests.total} requests, ${result.non2xx} not 2xx)`);
    await sleep(idleSeconds * 1000);
    await report(pid, `${idleSeconds} s idle after soak ${round}`);
  }
  console.log(`${requests} requests in all`);
} finally {
  await notifier.end().catch(() => {});
  await stopServer(server);
  await database.drop();
}
