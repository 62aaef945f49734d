/**
 * `pnpm bench:email`: the email sender against a local SMTP server (nodemailer's smtp-server), on PostgreSQL.
 * - a post sent to 5,000 confirmed subscribers: time until the server has every copy, and the API's peak
 *   memory (VmHWM) meanwhile;
 * - p99 of POST /api/applications with the SMTP server answering each message in 2 s, and with no SMTP:
 *   mail is never on the request path, so the two must match.
 */
import { readFile } from "node:fs/promises";
import { startTestSmtpServer } from "@choose/api/testing/smtp";
import { validPostCreate } from "@choose/schema/fixtures";
import pg from "pg";
import { z } from "zod";
import {
  createBenchDatabase,
  loadSubmissions,
  printLoadTable,
  startApiAsAdmin,
  stopServer,
} from "./harness.ts";

const SUBSCRIBERS = 5_000;
const PORTS = { bulk: 3613, slow: 3614, none: 3615 };

/** The peak resident memory of a process so far (Linux `VmHWM`), in MiB. */
async function peakMemoryMiB(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

async function insertSubscribers(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into newsletter_subscriptions (id, email, name, unsubscribe_token)
     select gen_random_uuid(), 'reader' || n || '@example.org', 'Reader ' || n, md5(random()::text) || md5(random()::text)
     from generate_series(1, $1) as n`,
    [SUBSCRIBERS],
  );
  await client.end();
}

const database = await createBenchDatabase();
const fast = await startTestSmtpServer({ plain: true });
const slow = await startTestSmtpServer({ plain: true, delayMs: 2_000 });
try {
  // 1. 5,000 newsletter emails, with no rate limit in the way.
  const bulk = await startApiAsAdmin(PORTS.bulk, {
    DATABASE_URL: database.url,
    SMTP_URL: fast.url,
    NEWSLETTER_RATE_PER_MINUTE: "1000000",
  });
  await insertSubscribers(database.url);
  const created = await bulk.call("POST", "/api/blog", { ...validPostCreate, published: true });
  const postId = z.object({ id: z.string() }).parse(await created.json()).id;
  const idleMiB = await peakMemoryMiB(bulk.server.pid);
  const started = performance.now();
  const queued = await bulk.call("POST", `/api/admin/posts/${postId}/newsletter`);
  const queueMs = performance.now() - started;
  console.log(`\nQueued: ${await queued.text()}`);
  await fast.waitFor(SUBSCRIBERS, 300_000);
  const sendMs = performance.now() - started;
  const peakMiB = await peakMemoryMiB(bulk.server.pid);
  await stopServer(bulk.server);
  console.log(
    `5,000 newsletter emails to a local SMTP server: ${(sendMs / 1000).toFixed(1)} s (${Math.round((SUBSCRIBERS / sendMs) * 1000)} emails/s; queuing them took ${Math.round(queueMs)} ms), API peak memory ${peakMiB} MiB (${idleMiB} MiB before)`,
  );

  // 2. p99 of submissions: no SMTP, SMTP taking 2 s per message, no SMTP again (the machine's drift shows).
  const rows = [];
  const runs = [
    ["POST /api/applications, no SMTP", PORTS.none, {}],
    ["POST /api/applications, SMTP answering in 2 s", PORTS.slow, { SMTP_URL: slow.url }],
    ["POST /api/applications, no SMTP (again)", PORTS.none, {}],
  ] as const;
  for (const [name, port, env] of runs) {
    rows.push(await loadSubmissions(name, port, { DATABASE_URL: database.url, ...env }));
  }
  console.log("");
  printLoadTable(rows);
} finally {
  await fast.close();
  await slow.close();
  await database.drop();
}
