/**
 * Runs deploy/nginx/choose.conf as it is, but for its few site-specific values (ports on 127.0.0.1,
 * this checkout for /srv/choose, a self-signed certificate for Let's Encrypt's), under a throw-away
 * prefix: its own pid, logs and temporary files, and never as root.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, writeFile } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const SITE_CONFIG = new URL("../../../deploy/nginx/choose.conf", import.meta.url).pathname;
const CHECKOUT = new URL("../../..", import.meta.url).pathname.replace(/\/$/, "");
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
/** Debian's `nobody`: nginx started by root runs as this user. */
const NOBODY = 65534;

export const nginxBinary = () => process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Nginx {
  /** https://localhost:<port> */
  url: string;
  /** The certificate the test trusts. */
  ca: string;
  /** Whether brotli_static is on (Debian's libnginx-mod-http-brotli-static installed). */
  brotli: boolean;
  stop(): Promise<void>;
}

/** The site configuration with this run's values. */
export async function siteConfig(options: {
  instancePorts: number[];
  httpPort: number;
  httpsPort: number;
  tlsDir: string;
  workDir: string;
  brotli: boolean;
}): Promise<string> {
  let config = await readFile(SITE_CONFIG, "utf8");
  const upstreams = options.instancePorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  // Replacer functions: a `$` in a path here (a checkout under `/home/$user`) is text, not a pattern.
  config = config
    .replace(/( {4}server 127\.0\.0\.1:\d+ [^\n]*\n)+/, () => `${upstreams}\n`)
    .replace(/^\s*listen \[::\]:\d+[^\n]*\n/gm, "")
    .replace("listen 80;", () => `listen 127.0.0.1:${options.httpPort};`)
    .replace("listen 443 ssl http2;", () => `listen 127.0.0.1:${options.httpsPort} ssl http2;`)
    .replaceAll("/etc/letsencrypt/live/example.org", () => options.tlsDir)
    .replaceAll("/var/www/letsencrypt", () => options.workDir)
    .replaceAll("/srv/choose", () => CHECKOUT)
    .replaceAll("example.org", "localhost");
  return options.brotli ? config : config.replace(/^\s*brotli_static on;\n/m, "");
}

/** A port nothing listens on now (the OS picks it). */
const handedOut = new Set<number>();

/** A free port not handed out before in this run (the OS may offer a just-closed port again). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const found = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(found));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Starts nginx in front of `instancePorts`; resolves once it answers. */
export async function startNginx(workDir: string, instancePorts: number[]): Promise<Nginx> {
  const prefix = join(workDir, "nginx");
  const tlsDir = join(prefix, "tls");
  await mkdir(join(prefix, "temp"), { recursive: true });
  await mkdir(tlsDir, { recursive: true });
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost",
    "-keyout",
    join(tlsDir, "privkey.pem"),
    "-out",
    join(tlsDir, "fullchain.pem"),
  ]);
  const brotli = existsSync(BROTLI_MODULE);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = await siteConfig({ instancePorts, httpPort, httpsPort, tlsDir, workDir: prefix, brotli });
  await writeFile(join(prefix, "choose.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, "temp", name)};`;
  await writeFile(
    join(prefix, "nginx.conf"),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : "",
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "error.log")} warn;`,
      "worker_processes 1;",
      "events { worker_connections 512; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      `  access_log ${join(prefix, "access.log")};`,
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${join(prefix, "choose.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  // Root would make nginx's workers switch to a user of their own: the whole nginx runs as nobody.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    await chmod(workDir, 0o711);
    for (const path of [prefix, join(prefix, "temp"), tlsDir, join(tlsDir, "privkey.pem")])
      await chown(path, NOBODY, NOBODY);
  }
  const args = [
    "-p",
    prefix,
    "-c",
    join(prefix, "nginx.conf"),
    "-e",
    join(prefix, "error.log"),
    "-g",
    "daemon off;",
  ];
  await run(nginxBinary(), ["-t", ...args], asRoot ? { uid: NOBODY, gid: NOBODY } : {});
  const child: ChildProcess = spawn(nginxBinary(), args, {
    stdio: ["ignore", "inherit", "inherit"],
    ...(asRoot && { uid: NOBODY, gid: NOBODY }),
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `https://localhost:${httpsPort}`;
  await waitForPort(httpsPort);
  return {
    url,
    ca: await readFile(join(tlsDir, "fullchain.pem"), "utf8"),
    brotli,
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

async function waitForPort(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}
