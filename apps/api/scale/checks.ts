/**
 * What `pnpm test:scale` asserts once the load is over. Each check returns the figure it prints and
 * throws when the site failed it; a new guarantee (e.g. every email sent once) is one more entry.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import {
  AdminBlogPostSchema,
  BlogPostSchema,
  BlogPostSummarySchema,
  MediaUploadResultSchema,
} from "@choose/schema";
import { validPostCreate } from "@choose/schema/fixtures";
import type { FakeGoogle } from "@choose/sheets/testing";
import type pg from "pg";
import sharp from "sharp";
import type { Client } from "./http.ts";

export interface Instance {
  name: string;
  /** http://127.0.0.1:<port>, the instance without nginx. */
  url: string;
  /** Its process now (it may have been restarted). */
  pid(): number | undefined;
}

export interface ScaleRun {
  /** The site through nginx (https). */
  site: string;
  instances: Instance[];
  client: Client;
  db: pg.Client;
  google: FakeGoogle;
  spreadsheetId: string;
  adminToken: string;
  /** Writes the site acknowledged (2xx): application ids, contact and newsletter emails. */
  acknowledged: { applications: string[]; contacts: string[]; newsletter: string[] };
  /** An address no earlier run used, for counters kept in Redis between runs. */
  uniqueAddress(): string;
  /** Stops every instance (nginx keeps running). */
  stopInstances(): Promise<void>;
  /** nginx's brotli_static module is loaded. */
  brotli: boolean;
}

export interface Check {
  name: string;
  run(run: ScaleRun): Promise<string>;
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

const acknowledgedWritesStored: Check = {
  name: "every acknowledged write is in the database",
  async run({ db, acknowledged }) {
    const missing = async (query: string, keys: string[]) => {
      const found = await db.query<{ key: string }>(query, [keys]);
      const stored = new Set(found.rows.map((row) => row.key));
      return keys.filter((key) => !stored.has(key)).length;
    };
    const lost =
      (await missing(
        "select id::text as key from applications where id = any($1::uuid[])",
        acknowledged.applications,
      )) +
      (await missing(
        "select email as key from contact_submissions where email = any($1)",
        acknowledged.contacts,
      )) +
      // A sign-up is a pending confirmation until its mailed link is followed (double opt-in).
      (await missing(
        "select email as key from newsletter_confirmations where email = any($1)",
        acknowledged.newsletter,
      ));
    const total =
      acknowledged.applications.length + acknowledged.contacts.length + acknowledged.newsletter.length;
    if (lost > 0) throw new Error(`${lost} of ${total} acknowledged writes are not in the database`);
    // Each sign-up's confirmation mail is queued with it, once: neither lost nor doubled by the kill.
    const mails = await db.query<{ count: string }>(
      `select count(*)::text as count from email_outbox
       where kind = 'newsletter_confirmation' and to_address = any($1) group by to_address having count(*) <> 1`,
      [acknowledged.newsletter],
    );
    const queued = await db.query<{ count: string }>(
      "select count(distinct to_address)::text as count from email_outbox where kind = 'newsletter_confirmation' and to_address = any($1)",
      [acknowledged.newsletter],
    );
    const mailed = Number(queued.rows[0]?.count ?? 0);
    if (mails.rows.length > 0 || mailed !== acknowledged.newsletter.length)
      throw new Error(
        `confirmation mails: ${mailed} of ${acknowledged.newsletter.length} sign-ups have one, ${mails.rows.length} have more`,
      );
    return `acknowledged writes ${total} (applications ${acknowledged.applications.length}, contact ${acknowledged.contacts.length}, newsletter ${acknowledged.newsletter.length}), lost writes 0; one confirmation mail queued per sign-up`;
  },
};

const sheetMatchesDatabase: Check = {
  name: "the sheet has every application once",
  async run({ db, google, spreadsheetId }) {
    // The killed instance may have held the sync lease: it expires 15 s after its last heartbeat, and
    // the survivors take the outbox over by themselves.
    await eventually(async () => {
      const pending = await db.query<{ count: string }>(
        "select count(*)::text as count from application_changes",
      );
      return pending.rows[0]?.count === "0" ? true : undefined;
    }, "the sheet outbox to drain");
    const [header, ...rows] = google.rows(spreadsheetId);
    const idColumn = header?.indexOf("ID") ?? -1;
    const ids = rows.map((row) => row[idColumn] ?? "");
    const stored = (await db.query<{ id: string }>("select id::text as id from applications")).rows.map(
      (row) => row.id,
    );
    const duplicated = ids.length - new Set(ids).size;
    const missing = stored.filter((id) => !ids.includes(id)).length;
    const extra = ids.filter((id) => !stored.includes(id)).length;
    if (duplicated + missing + extra > 0)
      throw new Error(
        `sheet rows: ${duplicated} duplicated, ${missing} missing, ${extra} not in the database`,
      );
    return `sheet rows ${ids.length} = applications ${stored.length}, duplicated 0, missing 0`;
  },
};

const rateLimitsShared: Check = {
  name: "rate limits are one bucket across instances, by the address nginx saw",
  async run({ instances, client, site, uniqueAddress }) {
    // Login failures count per (username, address): each part of this check guesses at a username of its own.
    const newUsername = () => `nobody-${Math.random().toString(36).slice(2)}`;
    const attempt = (url: string, username: string, headers: Record<string, string>) =>
      client.request(`${url}/api/admin/login`, { body: { username, password: "not the password" }, headers });
    // Failed logins from one address (given as the proxy would), spread over both instances.
    const address = uniqueAddress();
    const guessed = newUsername();
    const statuses: number[] = [];
    for (const index of [0, 0, 0, 1, 1, 0]) {
      const instance = instances[index % instances.length];
      if (!instance) throw new Error("no instance");
      statuses.push((await attempt(instance.url, guessed, { "x-forwarded-for": address })).status);
    }
    expectEqual(statuses, [401, 401, 401, 401, 401, 429], "failed logins from one address across instances");
    // Through nginx, an X-Forwarded-For the client makes up does not give it a new bucket.
    const spoofedUsername = newUsername();
    const spoofed: number[] = [];
    for (let i = 1; i <= 6; i++)
      spoofed.push((await attempt(site, spoofedUsername, { "x-forwarded-for": `203.0.113.${i}` })).status);
    if (spoofed.at(-1) !== 429)
      throw new Error(`spoofed X-Forwarded-For escaped the limit: ${spoofed.join(", ")}`);
    return `login failures ${statuses.join(" ")} across instances; spoofed addresses through nginx end in 429`;
  },
};

const postEditsSeenByOtherInstance: Check = {
  name: "a post edited through one instance is served by the other on the next request",
  async run({ instances, client, adminToken }) {
    const [first, second] = instances;
    if (!first || !second) throw new Error("two instances needed");
    const admin = { "x-admin-token": adminToken };
    const slug = `scale-${Date.now().toString(36)}`;
    const created = await client.request(`${first.url}/api/blog`, {
      body: { ...validPostCreate, title: "Version 1", slug, published: true },
      headers: admin,
    });
    expectEqual(created.status, 201, "create post");
    const { id } = AdminBlogPostSchema.parse(JSON.parse(created.body));
    /** The post's title on its page and in the list, as `instance` serves them. */
    const title = async (instance: Instance) => {
      const post = await client.request(`${instance.url}/api/blog/slug/${slug}`);
      const list = await client.request(`${instance.url}/api/blog`);
      const listed = BlogPostSummarySchema.array()
        .parse(JSON.parse(list.body))
        .find((summary) => summary.slug === slug);
      return [BlogPostSchema.parse(JSON.parse(post.body)).title, listed?.title];
    };
    expectEqual(await title(second), ["Version 1", "Version 1"], "first read on the other instance");
    const edits: [Instance, Instance, string][] = [
      [first, second, "Version 2"],
      [second, first, "Version 3"],
    ];
    for (const [writer, reader, next] of edits) {
      const updated = await client.request(`${writer.url}/api/blog/${id}`, {
        method: "PUT",
        body: { title: next },
        headers: admin,
      });
      expectEqual(updated.status, 200, `edit through ${writer.name}`);
      expectEqual(await title(reader), [next, next], `read through ${reader.name} after the edit`);
    }
    return "edits through either instance were served by the other at once";
  },
};

const staticAssetsWithoutInstances: Check = {
  name: "nginx serves the pre-compressed assets itself",
  async run({ client, site, stopInstances, brotli }) {
    const page = await client.request(`${site}/`);
    // The stylesheet, not the entry script: that is a few dozen bytes, which compression would not shrink.
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1];
    if (!asset) throw new Error("the landing page names no stylesheet");
    await stopInstances();
    const encodings = brotli ? ["br", "gzip"] : ["gzip"];
    for (const encoding of encodings) {
      const answer = await client.request(`${site}${asset}`, { headers: { "accept-encoding": encoding } });
      expectEqual(
        [answer.status, answer.headers["content-encoding"]],
        [200, encoding],
        `${asset} as ${encoding}`,
      );
      expectEqual(answer.headers["cache-control"], "public, max-age=31536000, immutable", "asset caching");
    }
    const api = await client.request(`${site}/api/blog`);
    if (api.status < 500) throw new Error(`the API answered ${api.status} with every instance stopped`);
    return `${asset} sent as ${encodings.join(" and ")} with every instance stopped (API ${api.status})`;
  },
};

/** A photo of random noise, which JPEG cannot shrink: 2200 × 1650 at quality 100 is ~10.6 MB. */
async function noisePhoto(): Promise<Buffer> {
  const [width, height] = [2200, 1650];
  const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
  if (photo.length < 10 * 1024 * 1024) throw new Error(`the noise photo is only ${photo.length} bytes`);
  return photo;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const largeUploadThroughNginx: Check = {
  name: "a 10 MB photo uploads through nginx, and its variants are served",
  async run({ client, site, adminToken }) {
    const photo = await noisePhoto();
    const boundary = `scale-${randomBytes(8).toString("hex")}`;
    const part = (headers: string) => Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`);
    const body = Buffer.concat([
      part('Content-Disposition: form-data; name="alt"'),
      Buffer.from("Noise from the scale test\r\n"),
      part('Content-Disposition: form-data; name="file"; filename="noise.jpg"\r\nContent-Type: image/jpeg'),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = Date.now();
    const answer = await client.request(`${site}/api/media`, {
      body,
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "x-admin-token": adminToken,
      },
      timeoutMs: 120_000,
    });
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.body.slice(0, 300)}`);
    const took = Date.now() - started;
    const { url } = MediaUploadResultSchema.parse(JSON.parse(answer.body));
    const variant = await client.request(`${site}${url}`);
    expectEqual(variant.status, 200, `GET ${url}`);
    return `${megabytes(photo.length)} JPEG of noise: 201 in ${took} ms, ${url} served`;
  },
};

/** Resident memory of a process, from /proc (Linux). */
async function residentBytes(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) * 1024;
}

/** How much an instance's memory may grow over the burst (a page kept per spelling took ~60 KB each). */
const BURST_GROWTH_LIMIT_BYTES = 30 * 1024 * 1024;
const BURST_REQUESTS = 1_500;

const nonCanonicalBurst: Check = {
  name: `${BURST_REQUESTS.toLocaleString("en")} spellings of one page are redirected to it, at no memory cost; no redirect leaves the site`,
  async run({ client, site, instances }) {
    // The n-th spelling of /about: n in binary, a space for 0, a tab for 1 (the attack review's own).
    const spelling = (n: number) => `/about${n.toString(2).replaceAll("0", "%20").replaceAll("1", "%09")}`;
    const burst = async (first: number, count: number) => {
      let next = first;
      const worker = async () => {
        for (let n = next++; n < first + count; n = next++) {
          const answer = await client.request(`${site}${spelling(n)}`);
          expectEqual([answer.status, answer.headers.location], [301, "/about"], spelling(n));
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    };
    // Warmed up first, so what is measured is what the spellings keep, not the first requests' code.
    await burst(1, 200);
    const before = await Promise.all(instances.map((instance) => residentBytes(instance.pid())));
    await burst(201, BURST_REQUESTS);
    const after = await Promise.all(instances.map((instance) => residentBytes(instance.pid())));
    const growth = after.map((bytes, index) => bytes - (before[index] ?? 0));
    const grown = growth.map(megabytes).join(", ");
    if (growth.some((bytes) => !(bytes < BURST_GROWTH_LIMIT_BYTES)))
      throw new Error(`resident memory grew by ${grown} (limit ${megabytes(BURST_GROWTH_LIMIT_BYTES)})`);
    for (const path of ["//evil.example/", "///evil.example/"]) {
      const answer = await client.request(`${site}${path}`);
      expectEqual([answer.status, answer.headers.location], [301, "/evil.example"], path);
    }
    return `resident memory of the instances grew by ${grown}; //evil.example/ is sent to /evil.example`;
  },
};

/** In order; the last stops the instances. */
export const checks: Check[] = [
  acknowledgedWritesStored,
  sheetMatchesDatabase,
  rateLimitsShared,
  postEditsSeenByOtherInstance,
  largeUploadThroughNginx,
  nonCanonicalBurst,
  staticAssetsWithoutInstances,
];
