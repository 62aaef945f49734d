import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  /** A postgres:// URL on loopback that the ordinary driver connects to. */
  url: string;
  close(): Promise<void>;
}

/**
 * PostgreSQL without a server to install: PGlite (Postgres compiled to WASM) persisted in `dataDir`,
 * served on a loopback port by pglite-socket, so the app talks to it exactly as to a real server.
 * `dataDir: undefined` keeps it in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0 });
  await server.start();
  // After start() the server reports "host:port" with the port the OS chose.
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
