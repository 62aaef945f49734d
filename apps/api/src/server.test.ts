/**
 * The server as a process: started with `node src/server.ts` on an embedded database in a temporary
 * directory, with raw sockets playing the slow clients a production server meets.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { COMPILE_CACHE_ENV, MEMORY_ENV, NODE_FLAGS } from "./memory-settings.ts";

const SERVER = new URL("./server.ts", import.meta.url).pathname;

interface Running {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Starts the server on a free port with `env`; resolves once it listens. */
async function startServer(env: Record<string, string>): Promise<Running> {
  const dataDir = await mkdtemp(join(tmpdir(), "choose-server-test-"));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: "0",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      WEB_DIST_DIR: "/nonexistent",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening?.[1]) resolve(Number(listening[1]));
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  return { child, port, exited };
}

/** A raw connection that has sent `request`; `answer` resolves with what came back before it closed. */
function rawRequest(port: number, request: string): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  socket.write(request);
  const answer = new Promise<string>((resolve) => {
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(received));
  });
  cleanups.push(async () => {
    socket.destroy();
  });
  return { socket, answer };
}

/** Resolves once `socket` has received something. */
const firstData = (socket: Socket) => new Promise<void>((resolve) => socket.once("data", () => resolve()));

const keepAliveGet = "GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n";
/** Headers promising 1,000 bytes of body, then 9 of them: an upload that stalls. */
const stalledUpload =
  'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"';

/** Milliseconds from SIGTERM to the process's exit. */
async function timeToExit(server: Running) {
  const started = Date.now();
  server.child.kill("SIGTERM");
  await server.exited;
  return Date.now() - started;
}

describe("the server process", () => {
  test("an idle kept-alive connection does not delay SIGTERM", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: "30" });
    const idle = rawRequest(server.port, keepAliveGet);
    await firstData(idle.socket);
    expect(await timeToExit(server)).toBeLessThan(3_000);
  });

  test("a stalled upload holds SIGTERM no longer than the shutdown deadline", async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: "1", HTTP_REQUEST_TIMEOUT_SECONDS: "600" });
    const idle = rawRequest(server.port, keepAliveGet);
    await firstData(idle.socket);
    rawRequest(server.port, stalledUpload);
    // Let the server start reading the upload.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const elapsed = await timeToExit(server);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(4_000);
  });

  test("a stalled upload is answered 408 and closed after the request timeout", async () => {
    const server = await startServer({ HTTP_REQUEST_TIMEOUT_SECONDS: "1" });
    const started = Date.now();
    const answer = await rawRequest(server.port, stalledUpload).answer;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe("how a production server is started", () => {
  const readStartScript = async () =>
    z
      .object({ scripts: z.object({ start: z.string() }) })
      .parse(JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"))).scripts.start;
  const readUnit = () =>
    readFile(new URL("../../../deploy/systemd/choose@.service", import.meta.url), "utf8");

  test.each([
    ["pnpm start", readStartScript],
    ["the systemd unit", readUnit],
  ])("%s sets the memory settings the benchmarks and the scale test measured", async (_name, read) => {
    const text = await read();
    for (const [variable, value] of Object.entries(MEMORY_ENV))
      expect(text, variable).toMatch(new RegExp(`\\b${variable}=(\\$\\{${variable}:-)?${value}\\b`));
    for (const flag of NODE_FLAGS) expect(text).toContain(`node ${flag} `);
  });

  test("pnpm start and the systemd unit keep Node's compile cache", async () => {
    const { NODE_COMPILE_CACHE } = COMPILE_CACHE_ENV;
    expect(await readStartScript()).toContain(
      `NODE_COMPILE_CACHE=\${NODE_COMPILE_CACHE:-${NODE_COMPILE_CACHE}}`,
    );
    const unit = await readUnit();
    expect(unit).toContain("CacheDirectory=choose");
    expect(unit).toContain("NODE_COMPILE_CACHE=/var/cache/choose");
  });
});
