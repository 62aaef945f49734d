/**
 * Starts one stack for the browser journeys: the Google fake with two spreadsheets, an SMTP server
 * that keeps every mail the API sends, a small control
 * endpoint the tests use to look inside the fake, a fresh database (a temporary PGlite directory, or a
 * new database on TEST_DATABASE_URL) and the production API serving the built web app.
 *
 *   node src/stack.ts embedded|postgres
 *
 * SIGTERM/SIGINT stop the API, the fake and the control endpoint, then remove the database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { access, cp, mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { startTestSmtpServer, type TestSmtpServer } from "@choose/api/testing/smtp";
import { type FakeGoogle, startFakeGoogle } from "@choose/sheets/testing";
import pg from "pg";
import { z } from "zod";
import { DATABASES, E2E_ACCOUNT_ADMIN, E2E_ADMIN, SPREADSHEETS, stackPorts } from "./stacks.ts";

const API_SERVER = new URL("../../api/src/server.ts", import.meta.url).pathname;
const ADMIN_PASSWORD_COMMAND = new URL("../../api/src/admin-password.ts", import.meta.url).pathname;
const WEB_DIST = new URL("../../web/dist", import.meta.url).pathname;
const SharingSchema = z.object({ shared: z.boolean() });

interface Database {
  env: Record<string, string>;
  remove(): Promise<void>;
}

function log(message: string) {
  console.log(`[e2e stack] ${message}`);
}

/** PGlite's files inside the run's work directory (removed with it). */
function embeddedDatabase(workDir: string): Database {
  // An empty DATABASE_URL counts as unset, so an outer one cannot pull this stack onto PostgreSQL.
  return { env: { DATA_DIR: join(workDir, "data"), DATABASE_URL: "" }, remove: () => Promise.resolve() };
}

/**
 * A copy of the web build for this run: the server keeps index.html in memory, so a rebuild of
 * apps/web/dist during the run (hashed chunks replaced) would otherwise break every lazy route.
 */
async function snapshotWebBuild(workDir: string): Promise<string> {
  try {
    await access(join(WEB_DIST, "index.html"));
  } catch {
    throw new Error(`No web build at ${WEB_DIST}: run \`pnpm turbo run build --filter=web\` first`);
  }
  const copy = join(workDir, "web");
  await cp(WEB_DIST, copy, { recursive: true });
  return copy;
}

/** A new database on the server of `serverUrl`, dropped again at teardown. */
async function postgresDatabase(serverUrl: string): Promise<Database> {
  const name = `choose_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    remove: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

/**
 * The tests' view into the fake:
 *   GET /health                        → { serviceAccountEmail }
 *   GET /spreadsheets/{id}/rows        → { rows } of the "Applications" tab ([] before it exists)
 *   PUT /spreadsheets/{id}/sharing     { shared } → shares the sheet with the service account or not
 *   GET /mails?to={address}            → { mails: [{ to, subject, text }] } the SMTP server accepted
 *   GET /log                           → { lines } the API has logged (its request log included)
 */
function startControl(
  google: FakeGoogle,
  smtp: TestSmtpServer,
  apiLog: string[],
  port: number,
): Promise<Server> {
  const server = createServer((request, response) => {
    const handle = async () => {
      const url = new URL(request.url ?? "/", "http://control");
      if (request.method === "GET" && url.pathname === "/health") {
        return sendJson(response, 200, { serviceAccountEmail: google.credentials.client_email });
      }
      if (request.method === "GET" && url.pathname === "/log") {
        return sendJson(response, 200, { lines: apiLog });
      }
      if (request.method === "GET" && url.pathname === "/mails") {
        const to = url.searchParams.get("to");
        const mails = smtp.mails
          .filter((mail) => to === null || mail.to.includes(to))
          .map((mail) => ({
            to: mail.to,
            subject: /^Subject: (.*)$/m.exec(mail.decoded)?.[1]?.trim() ?? "",
            text: mail.decoded,
          }));
        return sendJson(response, 200, { mails });
      }
      const match = /^\/spreadsheets\/([\w-]+)\/(rows|sharing)$/.exec(url.pathname);
      const id = match?.[1];
      if (id === undefined) return sendJson(response, 404, { message: "unknown control path" });
      if (request.method === "GET" && match?.[2] === "rows") {
        const rows = google.tabs(id).includes("Applications") ? google.rows(id) : [];
        return sendJson(response, 200, { rows });
      }
      if (request.method === "PUT" && match?.[2] === "sharing") {
        const { shared } = SharingSchema.parse(await readJson(request));
        google.setSharedWith(id, shared ? [google.credentials.client_email] : []);
        return sendJson(response, 200, { shared });
      }
      return sendJson(response, 405, { message: "method not allowed" });
    };
    handle().catch((error: unknown) =>
      sendJson(response, 500, { message: error instanceof Error ? error.message : String(error) }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** Creates an administrator with the real `pnpm admin:password` command (before the API holds the database). */
async function createAdmin(env: Record<string, string>, admin: { username: string; password: string }) {
  const command = spawn(process.execPath, [ADMIN_PASSWORD_COMMAND], {
    env: { ...process.env, ...env, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const code = await new Promise<number>((resolve) =>
    command.once("exit", (exitCode) => resolve(exitCode ?? 1)),
  );
  if (code !== 0) throw new Error(`admin:password for ${admin.username} exited with ${code}`);
}

/** The API's log lines kept for the tests (the newest); warnings and errors are printed too. */
const LOG_LINES_KEPT = 50_000;
const WARN_LEVEL = 40;

function startApi(env: Record<string, string>, log: string[]): ChildProcess {
  const api = spawn(process.execPath, [API_SERVER], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  createInterface({ input: api.stdout ?? Readable.from([]) }).on("line", (line) => {
    log.push(line);
    if (log.length > LOG_LINES_KEPT) log.splice(0, log.length - LOG_LINES_KEPT);
    const level = /"level":(\d+)/.exec(line)?.[1];
    if (level === undefined || Number(level) >= WARN_LEVEL) console.log(line);
  });
  return api;
}

async function main() {
  const kind = z.enum(DATABASES).parse(process.argv[2]);
  const ports = stackPorts(kind, process.env.E2E_PORT_OFFSET);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (kind === "postgres" && !serverUrl) throw new Error("The postgres stack needs TEST_DATABASE_URL");

  const google = await startFakeGoogle();
  google.createSpreadsheet(SPREADSHEETS.shared);
  google.createSpreadsheet(SPREADSHEETS.private, { sharedWith: [] });
  // Plain SMTP with AUTH: the production API trusts no self-signed certificate.
  const smtp = await startTestSmtpServer({ plain: true });
  const apiLog: string[] = [];
  const control = await startControl(google, smtp, apiLog, ports.control);
  const workDir = await mkdtemp(join(tmpdir(), `choose-e2e-${kind}-`));
  const webDistDir = await snapshotWebBuild(workDir);
  const database =
    kind === "postgres" && serverUrl ? await postgresDatabase(serverUrl) : embeddedDatabase(workDir);
  log(`${kind}: API on :${ports.api}, control on :${ports.control}`);

  const appEnv = { ...database.env, LOG_LEVEL: "warn" };
  for (const admin of [E2E_ADMIN, E2E_ACCOUNT_ADMIN]) await createAdmin(appEnv, admin);
  const api = startApi(
    {
      ...appEnv,
      // Every request is logged, so the journeys can check that no log line holds what a visitor typed.
      LOG_LEVEL: "info",
      WEB_DIST_DIR: webDistDir,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(ports.api),
      // The address the browser uses, so canonical and feed links point back at this stack.
      PUBLIC_URL: `http://127.0.0.1:${ports.api}`,
      RATE_LIMIT: "off",
      ...google.env,
      SMTP_URL: smtp.url,
    },
    apiLog,
  );
  const apiExited = new Promise<number>((resolve) => api.once("exit", (code) => resolve(code ?? 1)));

  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (api.exitCode === null) api.kill("SIGTERM");
    await apiExited;
    await google.close();
    await smtp.close();
    await new Promise<void>((resolve) => {
      control.close(() => resolve());
      control.closeAllConnections();
    });
    await database.remove();
    await rm(workDir, { recursive: true, force: true });
    log(`${kind}: stopped and cleaned up`);
    process.exit(exitCode);
  };
  process.on("SIGTERM", () => {
    log(`${kind}: SIGTERM received`);
    void stop(0);
  });
  process.on("SIGINT", () => void stop(0));
  // The API stopping on its own (a crash, a bad environment) takes the stack down with it.
  void apiExited.then((code) => {
    if (stopping) return;
    log(`${kind}: the API exited on its own (code ${code})`);
    return stop(code === 0 ? 1 : code);
  });
}

await main();
