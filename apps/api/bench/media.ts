/**
 * `pnpm bench:media`: the media library's figures against a production server on PostgreSQL.
 * 1. The time to take a 12-megapixel JPEG (4000 × 3000, ~4 MB) to all its variants (POST /api/media).
 * 2. The server's memory peak while five uploads run at once, and public GET /api/blog p99 meanwhile.
 * 3. The bytes a phone (390 × 844 CSS px at 3×) downloads for /blog with six posts whose featured image
 *    is such a photo: served as it was uploaded (before) and as its variants (after). Needs the web
 *    build and Chromium (/usr/bin/chromium or CHROME_PATH).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { MEDIA_PROCESSING_CONCURRENCY } from "@choose/api";
import { MediaItemSchema } from "@choose/schema";
import pg from "pg";
import { chromium } from "playwright-core";
import sharp from "sharp";
import {
  announceContentChange,
  createBenchDatabase,
  load,
  login,
  seconds,
  startServer,
  stopServer,
  upload,
  waitFor,
} from "./harness.ts";

const port = 3404;
const base = `http://127.0.0.1:${port}`;
const admin = { username: "bench-admin", password: "bench password for the media figures" };
const webDist = new URL("../../web/dist/", import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** A photo-like 12-megapixel JPEG: soft noise over a gradient, about as heavy as a phone's photo. */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const tint = { r: 60 + seed * 25, g: 120, b: 180 - seed * 15 };
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: tint } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The server process's resident memory now and at its peak (Linux), in MiB. */
async function memory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const mib = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mib("VmRSS"), peak: mib("VmHWM") };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;

/** What a phone downloads for /blog: on load, and after scrolling to the end. */
async function mobileBytes(browser: import("playwright-core").Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes: Promise<{ image: boolean; bytes: number }>[] = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then((size) => ({
        image: request.resourceType() === "image",
        bytes: size.responseBodySize + size.responseHeadersSize,
      })),
    );
  });
  const total = async () => {
    const all = await Promise.all(sizes);
    return {
      images: all.filter((entry) => entry.image).reduce((sum, entry) => sum + entry.bytes, 0),
      all: all.reduce((sum, entry) => sum + entry.bytes, 0),
      imageCount: all.filter((entry) => entry.image).length,
    };
  };
  await page.goto(`${base}/blog`, { waitUntil: "networkidle" });
  const onLoad = await total();
  for (let y = 0; y < 20; y++) {
    await page.mouse.wheel(0, 600);
    await sleep(150);
  }
  await page.waitForLoadState("networkidle");
  const scrolled = await total();
  await context.close();
  return { onLoad, scrolled };
}

const database = await createBenchDatabase();
const dist = await mkdtemp(join(tmpdir(), "choose-bench-web-"));
await cp(webDist, dist, { recursive: true });
await mkdir(join(dist, "originals"));
const server = startServer("src/server.ts", port, {
  DATABASE_URL: database.url,
  WEB_DIST_DIR: dist,
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});
try {
  await waitFor(`${base}/api/health`);
  const pid = server.pid;
  if (pid === undefined) throw new Error("no server process");
  const token = await login(base, admin);
  const idle = await memory(pid);
  const photos = await Promise.all([0, 1, 2, 3, 4, 5].map(photo));
  const photoBytes = photos.map((data) => data.length);

  // 1. One 12-megapixel JPEG to all its variants, one upload at a time.
  const times: number[] = [];
  for (const data of photos.slice(0, 3)) times.push((await upload(base, token, data, "A photo")).ms);
  const library = await fetch(`${base}/api/media`, { headers: { "x-admin-token": token } });
  const stored = MediaItemSchema.array()
    .parse(await library.json())
    .map((item) => item.storedBytes);
  console.log(
    `\nA 12-megapixel JPEG (4000 × 3000, ${(median(photoBytes) / 1024 / 1024).toFixed(1)} MB) to its 9 variants (480, 960, 1600 wide × AVIF, WebP, JPEG), POST /api/media on this machine: median ${Math.round(median(times))} ms (${times.map((ms) => Math.round(ms)).join(", ")} ms); the 9 variants take ${kib(median(stored))} in the database`,
  );

  // 2. Five uploads at once, while the public list is read.
  const quiet = await load("GET /api/blog, no uploads", { url: `${base}/api/blog`, connections: 8 });
  const before = await memory(pid);
  let uploading = true;
  let uploads = 0;
  const uploaders = [0, 1, 2, 3, 4].map(async (index) => {
    while (uploading) {
      await upload(base, token, photos[index] ?? photos[0] ?? Buffer.alloc(0), "A photo");
      uploads += 1;
    }
  });
  await sleep(500);
  const busy = await load("GET /api/blog, five uploads running", { url: `${base}/api/blog`, connections: 8 });
  uploading = false;
  await Promise.all(uploaders);
  const after = await memory(pid);
  console.log(`\n| public GET /api/blog (8 connections) | requests/s | p50 ms | p99 ms | failed |`);
  console.log("|---|---:|---:|---:|---:|");
  for (const row of [quiet, busy])
    console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.failed} |`);
  console.log(
    `\nAPI memory (resident): ${idle.rss} MiB after start-up, ${before.rss} MiB after the uploads above, peak ${after.peak} MiB while five uploads ran at once (${uploads} finished in those ${seconds} s; ${MEDIA_PROCESSING_CONCURRENCY} processed at a time, the others queued)`,
  );

  // 3. What a phone downloads for /blog: six posts with these photos, before and after.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query("delete from post_media; delete from blog_posts");
  const featured = [];
  for (const [index, data] of photos.entries()) {
    await writeFile(join(dist, "originals", `photo-${index}.jpg`), data);
    featured.push(await upload(base, token, data, `Photo ${index + 1} of our schools`));
  }
  for (const [index, image] of featured.entries()) {
    await client.query(
      `insert into blog_posts (id, title, slug, excerpt, content, published, author_name, featured_media_id, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, '<p>Education savings accounts, explained for families and schools.</p>', true,
               'Program Team', $4, now() - make_interval(days => $5), now())`,
      [
        `Photo post ${index + 1}`,
        `photo-post-${index + 1}`,
        "Six posts, each with a phone photo as its featured image.",
        image.id,
        index,
      ],
    );
  }
  await announceContentChange(client);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const variants = await mobileBytes(browser);
    // Before: the same posts showing the photo as uploaded (what a featured image URL elsewhere served).
    await client.query(
      `update blog_posts set featured_image = '/originals/photo-' || (substr(slug, 12)::int - 1) || '.jpg', featured_media_id = null`,
    );
    await announceContentChange(client);
    const originals = await mobileBytes(browser);
    console.log(
      `\n| /blog, six posts with ${(median(photoBytes) / 1024 / 1024).toFixed(1)} MB photos, phone 390 × 844 at 3× | images (requests) | everything | images after scrolling to the end | everything after scrolling |`,
    );
    console.log("|---|---:|---:|---:|---:|");
    for (const [name, result] of [
      ["before: the photos as uploaded", originals],
      ["after: the variants (<picture>, srcset, sizes)", variants],
    ] as const) {
      console.log(
        `| ${name} | ${kib(result.onLoad.images)} (${result.onLoad.imageCount}) | ${kib(result.onLoad.all)} | ${kib(result.scrolled.images)} (${result.scrolled.imageCount}) | ${kib(result.scrolled.all)} |`,
      );
    }
  } finally {
    await browser.close();
    await client.end();
  }
} finally {
  await stopServer(server);
  await database.drop();
  await rm(dist, { recursive: true, force: true });
}
