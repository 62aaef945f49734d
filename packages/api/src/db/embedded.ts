import { chmod, mkdir, mkdtemp, rm, unlink } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  /** A postgres:// URL naming the Unix socket's directory, which the ordinary driver connects to. */
  url: string;
  close(): Promise<void>;
}

/** libpq's name for a server's socket in its directory (port 5432). */
const SOCKET_NAME = ".s.PGSQL.5432";
/** A Unix socket path must fit in `sun_path` (108 bytes on Linux, with its NUL). */
const MAX_SOCKET_PATH = 107;
/** The app's one pooled connection, the migration lock's and one for a command (backup, admin:password). */
const MAX_CONNECTIONS = 4;

/**
 * PGlite's memory: its WASM heap only grows, so PostgreSQL's own buffers are kept small. The site's data
 * is a few megabytes; these are PostgreSQL's defaults scaled to it (measured in docs/decisions.md).
 */
const MEMORY_SETTINGS = [
  "shared_buffers=16MB",
  "work_mem=2MB",
  "maintenance_work_mem=16MB",
  "temp_buffers=2MB",
];

/** The URL the ordinary PostgreSQL driver (and psql) understands for a socket in `dir`. */
export const socketUrl = (dir: string) => `postgres://postgres@${encodeURIComponent(dir)}:5432/postgres`;

/** Whether a server answers on the socket at `path` (a stale file left by a killed process does not). */
function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * PostgreSQL without a server to install: PGlite (Postgres compiled to WASM) persisted in `dataDir`,
 * served on a Unix socket inside that directory (mode 0700), so the app talks to it exactly as to a
 * real server and no other user can. `dataDir: undefined` keeps it in memory, with the socket in a
 * private temporary directory (tests).
 *
 * A directory another live process already serves is refused, unless `attach` is set (commands such
 * as backups): then this process connects to that server rather than opening the files a second time.
 */
export async function startEmbeddedPostgres(
  dataDir: string | undefined,
  options: { attach?: boolean } = {},
): Promise<EmbeddedPostgres> {
  const socketDir = dataDir ?? (await mkdtemp(join(tmpdir(), "choose-pglite-")));
  const socketPath = join(socketDir, SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH)
    throw new Error(`DATA_DIR is too long for its database socket (${socketPath}): use a shorter path`);
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o700);
    if (await socketAnswers(socketPath)) {
      if (options.attach) return { url: socketUrl(dataDir), close: async () => {} };
      throw new Error(`Another process is already serving the embedded database in ${dataDir}`);
    }
    // Left by a process that was killed: nothing answers on it.
    await rm(socketPath, { force: true });
  }

  // pg_trgm backs the back office's searches (trigram indexes), unaccent the site search's; PGlite loads contrib modules on demand.
  const db = await PGlite.create({
    ...(dataDir && { dataDir }),
    startParams: startParams(),
    extensions: { pg_trgm, unaccent },
  });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: socketUrl(socketDir),
    async close() {
      await server.stop();
      await db.close();
      await unlink(socketPath).catch(() => {});
      if (!dataDir) await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/** PGlite's default start parameters with the memory settings above. */
function startParams() {
  return [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((setting) => ["-c", setting])];
}
