/**
 * `pnpm --filter api bench:memory`: the server's resident memory on the embedded database: started once
 * on a new data directory (PGlite creates the database, which costs more), then started again on it as
 * a site restarts every day: after start-up, after 1,000 requests (reads and writes), and idle again.
 * Linux only (reads /proc). Results are recorded in docs/decisions.md.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { validContact } from "@choose/schema/fixtures";

const SERVER = new URL("../src/server.ts", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3640);
const base = `http://127.0.0.1:${PORT}`;

async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const dataDir = await mkdtemp(join(tmpdir(), "choose-memory-"));

/** Starts the server on `dataDir`, runs `measure` with its pid, stops it. */
async function withServer(measure: (pid: number) => Promise<string>) {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      RATE_LIMIT: "off",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    for (let ready = false; !ready; await sleep(200))
      ready = (await fetch(`${base}/api/health/ready`).catch(() => undefined))?.status === 200;
    await sleep(2_000);
    console.log(await measure(child.pid ?? 0));
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function load() {
  for (let i = 0; i < 1_000; i++) {
    const kind = i % 4;
    if (kind === 0) await fetch(`${base}/api/blog`).then((response) => response.arrayBuffer());
    else if (kind === 1) await fetch(`${base}/`).then((response) => response.arrayBuffer());
    else
      await fetch(`${base}/api/${kind === 2 ? "contact" : "newsletter"}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(
          kind === 2
            ? { ...validContact, email: `m${i}@example.org` }
            : { email: `m${Date.now()}-${i}@example.org`, name: "M" },
        ),
      }).then((response) => response.arrayBuffer());
  }
}

try {
  await withServer(async (pid) => `first start (new database): RSS ${await rssMb(pid)} MB`);
  await withServer(async (pid) => {
    const started = await rssMb(pid);
    await load();
    const loaded = await rssMb(pid);
    await sleep(5_000);
    return `restart: RSS after start ${started} MB, after 1,000 requests ${loaded} MB, idle 5 s later ${await rssMb(pid)} MB`;
  });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
