/**
 * `pnpm test:scale`: the deployment of docs/deploy.md in miniature, then a crash under load.
 *
 * nginx (deploy/nginx/choose.conf) in front of two instances started together on a new PostgreSQL
 * database and Redis, with the local fake of Google as the sheet. A bounded load of page and asset
 * reads and public writes (applications, contact, newsletter) runs while one instance is killed with
 * SIGKILL and started again; then every check in checks.ts runs, and the figures are printed.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL), Redis (REDIS_TEST_URL, else 127.0.0.1:6379), nginx
 * (/usr/sbin/nginx or NGINX_PATH), openssl and the web build. Outside CI a missing one skips the test
 * with a note; in CI (CI=true) it fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ApplicationReceiptSchema, LoginResultSchema } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { startFakeGoogle } from "@choose/sheets/testing";
import pg from "pg";
import { MEMORY_ENV, NODE_FLAGS } from "../src/memory-settings.ts";
import { type Check, checks, type Instance, type ScaleRun } from "./checks.ts";
import { type Answer, createClient } from "./http.ts";
import { freePort, nginxBinary, startNginx } from "./nginx.ts";

const SERVER = new URL("../src/server.ts", import.meta.url).pathname;
const WEB_DIST = new URL("../../web/dist", import.meta.url).pathname;
const ADMIN = { username: "scale-admin", password: "a scale test password" };
/** The load: this many clients for this long, one instance killed at KILL_AT and started at RESTART_AT. */
const CLIENTS = 8;
const LOAD_MS = 14_000;
const KILL_AT_MS = 4_000;
const RESTART_AT_MS = 6_000;

type Phase = "before" | "kill" | "after";

function note(message: string) {
  console.log(`[test:scale] ${message}`);
}

/** What is missing to run, if anything. */
async function missing(): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL) return "TEST_DATABASE_URL is not set (a PostgreSQL server)";
  if (!existsSync(nginxBinary())) return `no nginx at ${nginxBinary()} (set NGINX_PATH)`;
  if (!existsSync(join(WEB_DIST, "index.html")))
    return `no web build at ${WEB_DIST} (pnpm --filter web build)`;
  const redis = new URL(redisUrl());
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect(Number(redis.port || 6379), redis.hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  return answers ? undefined : `no Redis answers at ${redisUrl()} (set REDIS_TEST_URL)`;
}

const redisUrl = () => process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

/** One API instance: a child process started, killed and started again on the same port. */
function instance(name: string, port: number, env: Record<string, string>) {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    url,
    start() {
      // Started as deploy/systemd/choose@.service starts an instance (its memory settings included).
      child = spawn(process.execPath, [...NODE_FLAGS, SERVER], {
        env: { ...process.env, ...MEMORY_ENV, ...env, PORT: String(port) },
        stdio: ["ignore", "inherit", "inherit"],
      });
      const current = child;
      exited = new Promise((resolve) => current.once("exit", () => resolve()));
    },
    /** The process running now, if any. */
    pid: () => child?.pid,
    /** Why this instance cannot become ready any more, if it has exited. */
    exitReason(): string | undefined {
      if (!child || (child.exitCode === null && child.signalCode === null)) return undefined;
      return `exited (${child.exitCode ?? child.signalCode}) before it was ready`;
    },
    async kill(signal: NodeJS.Signals) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

async function waitReady(
  client: ReturnType<typeof createClient>,
  server: { url: string; exitReason(): string | undefined },
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await client.request(`${server.url}/api/health/ready`).catch(() => undefined);
    if (answer?.status === 200) return;
    const exited = server.exitReason();
    if (exited) throw new Error(`${server.url} ${exited}`);
    await sleep(100);
  }
  throw new Error(`${server.url} did not become ready in ${timeoutMs / 1000} s`);
}

async function main(): Promise<number> {
  const absent = await missing();
  if (absent) {
    if (process.env.CI) throw new Error(`test:scale cannot run in CI: ${absent}`);
    note(`skipped: ${absent}`);
    return 0;
  }
  const started = Date.now();
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const workDir = await mkdtemp(join(tmpdir(), "choose-scale-"));
  const runId = randomBytes(4).toString("hex");
  const dbName = `choose_scale_${runId}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: databaseUrl.toString() });

  const google = await startFakeGoogle();
  const spreadsheetId = `scale-${runId}`;
  google.createSpreadsheet(spreadsheetId);
  const ports = [await freePort(), await freePort()];
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl(),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: WEB_DIST,
    TRUST_PROXY: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...google.env,
    // The load comes from one address (nginx's view of 127.0.0.1): its writes are not what is limited.
    CONTACT_LIMIT_PER_MINUTE: "1000000",
    CONTACT_LIMIT_PER_DAY: "1000000",
    APPLICATION_LIMIT_PER_MINUTE: "1000000",
    APPLICATION_LIMIT_PER_DAY: "1000000",
    NEWSLETTER_LIMIT_PER_MINUTE: "1000000",
    LOGIN_FREE_FAILURES: "5",
    SHUTDOWN_TIMEOUT_SECONDS: "5",
  };
  const instances = ports.map((port, index) => instance(`instance ${index + 1} (:${port})`, port, env));
  const nginx = await startNginx(workDir, ports);
  const client = createClient(nginx.ca);
  let exitCode = 1;
  try {
    await db.connect();
    // Both at once: migrations and the first administrator must not race.
    for (const server of instances) server.start();
    await Promise.all(instances.map((server) => waitReady(client, server)));
    note(
      `nginx ${nginx.url} → ${instances.map((server) => server.url).join(", ")}; ready in ${Date.now() - started} ms`,
    );

    const [first] = instances;
    if (!first) throw new Error("no instance");
    const uniqueAddress = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    // Logged in straight at an instance, as a unique address: earlier runs' counters cannot lock it out.
    const login = await client.request(`${first.url}/api/admin/login`, {
      body: ADMIN,
      headers: { "x-forwarded-for": uniqueAddress() },
    });
    const loggedIn = LoginResultSchema.parse(JSON.parse(login.body));
    if (!loggedIn.success) throw new Error("the scale test's administrator has no second factor");
    const adminToken = loggedIn.token;
    const configured = await client.request(`${nginx.url}/api/admin/google-sheets/configure`, {
      body: { spreadsheetId },
      headers: { "x-admin-token": adminToken },
    });
    if (configured.status !== 200)
      throw new Error(`configure the sheet: ${configured.status} ${configured.body}`);

    const load = await runLoad(client, nginx.url, runId, async (phase) => {
      phase("kill");
      note(`SIGKILL ${first.name}`);
      await first.kill("SIGKILL");
      await sleep(RESTART_AT_MS - KILL_AT_MS);
      first.start();
      await waitReady(client, first);
      note(`${first.name} is back`);
      phase("after");
    });

    const run: ScaleRun = {
      site: nginx.url,
      instances: instances.map(
        (server): Instance => ({ name: server.name, url: server.url, pid: server.pid }),
      ),
      client,
      db,
      google,
      spreadsheetId,
      adminToken,
      acknowledged: load.acknowledged,
      uniqueAddress,
      stopInstances: async () => {
        await Promise.all(instances.map((server) => server.kill("SIGTERM")));
      },
      brotli: nginx.brotli,
    };
    const results = await runChecks(checks, run);

    console.log("\n## test:scale figures\n");
    console.log(
      `requests            ${load.requests} in ${(LOAD_MS / 1000).toFixed(0)} s from ${CLIENTS} clients (${Object.entries(
        load.byKind,
      )
        .map(([kind, count]) => `${kind} ${count}`)
        .join(", ")})`,
    );
    console.log(
      `client-seen errors  by when the request started: before the kill (in flight at it) ${load.errors.before}, kill to restart ${load.errors.kill}, after ${load.errors.after}${load.errorKinds.size ? ` (${[...load.errorKinds].join("; ")})` : ""}`,
    );
    for (const result of results)
      console.log(`${result.ok ? "ok  " : "FAIL"}  ${result.name}: ${result.detail}`);
    const failed = results.filter((result) => !result.ok).length;
    console.log(
      `\ntest:scale: ${results.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    exitCode = failed === 0 ? 0 : 1;
  } finally {
    client.close();
    await Promise.all(instances.map((server) => server.kill("SIGKILL")));
    await nginx.stop();
    await google.close();
    await db.end().catch(() => {});
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  }
  return exitCode;
}

async function runChecks(list: Check[], run: ScaleRun) {
  const results: { name: string; ok: boolean; detail: string }[] = [];
  for (const check of list) {
    try {
      results.push({ name: check.name, ok: true, detail: await check.run(run) });
    } catch (error) {
      results.push({
        name: check.name,
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

type Kind = "page" | "asset" | "blog" | "application" | "contact" | "newsletter";
const KINDS: Kind[] = ["page", "asset", "blog", "blog", "application", "contact", "newsletter"];

/**
 * CLIENTS loops of requests through nginx for LOAD_MS; `crash` runs at KILL_AT_MS and moves the
 * phase. A write counts as acknowledged when the site answered 2xx.
 */
async function runLoad(
  client: ReturnType<typeof createClient>,
  site: string,
  runId: string,
  crash: (setPhase: (phase: Phase) => void) => Promise<void>,
) {
  let phase: Phase = "before";
  const errors: Record<Phase, number> = { before: 0, kill: 0, after: 0 };
  const errorKinds = new Set<string>();
  const byKind: Record<string, number> = {};
  const acknowledged = { applications: [] as string[], contacts: [] as string[], newsletter: [] as string[] };
  let sequence = 0;
  let requests = 0;
  const landing = await client.request(`${site}/`);
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(landing.body)?.[1] ?? "/favicon.svg";

  async function one(kind: Kind) {
    const n = ++sequence;
    const email = `scale-${runId}-${n}@example.org`;
    let answer: Answer;
    switch (kind) {
      case "page":
        answer = await client.request(`${site}/`);
        break;
      case "asset":
        answer = await client.request(`${site}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
        break;
      case "blog":
        answer = await client.request(`${site}/api/blog`);
        break;
      case "application":
        answer = await client.request(`${site}/api/applications`, {
          body: { ...validApplication, schoolName: `Scale School ${runId} ${n}`, administratorEmail: email },
        });
        if (answer.status === 201)
          acknowledged.applications.push(ApplicationReceiptSchema.parse(JSON.parse(answer.body)).id);
        break;
      case "contact":
        answer = await client.request(`${site}/api/contact`, { body: { ...validContact, email } });
        if (answer.status === 201) acknowledged.contacts.push(email);
        break;
      case "newsletter":
        answer = await client.request(`${site}/api/newsletter`, { body: { email, name: "Scale" } });
        if (answer.status === 201) acknowledged.newsletter.push(email);
        break;
    }
    return answer;
  }

  const deadline = Date.now() + LOAD_MS;
  const worker = async (index: number) => {
    for (let i = index; Date.now() < deadline; i++) {
      const kind = KINDS[i % KINDS.length] ?? "page";
      const at = phase;
      requests++;
      byKind[kind] = (byKind[kind] ?? 0) + 1;
      try {
        const answer = await one(kind);
        if (answer.status >= 400) {
          errors[at]++;
          errorKinds.add(`${kind} ${answer.status}`);
        }
      } catch (error) {
        errors[at]++;
        errorKinds.add(`${kind} ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const crashing = sleep(KILL_AT_MS).then(() =>
    crash((next) => {
      phase = next;
    }),
  );
  await Promise.all([...Array.from({ length: CLIENTS }, (_, index) => worker(index)), crashing]);
  return { requests, byKind, errors, errorKinds, acknowledged };
}

process.exitCode = await main();
