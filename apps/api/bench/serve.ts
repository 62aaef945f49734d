/**
 * `pnpm --filter api bench:serve`: the production site on a fresh PostgreSQL database with 20 published
 * posts, the newest with an uploaded featured image (a post page's LCP), and a hero photograph on the
 * home page (its LCP, issue 31), two upcoming events (issue 34), on BENCH_PORT (default 3403), until stopped (the database is dropped
 * then). For Lighthouse.
 */
import { HomeContentSchema } from "@choose/schema";
import sharp from "sharp";
import {
  createBenchDatabase,
  login,
  seedPosts,
  startServer,
  stopServer,
  upload,
  waitFor,
} from "./harness.ts";

const port = Number(process.env.BENCH_PORT ?? 3403);
const base = `http://127.0.0.1:${port}`;
const admin = { username: "bench-admin", password: "bench password for the Lighthouse site" };
const database = await createBenchDatabase();
const server = startServer("src/server.ts", port, {
  DATABASE_URL: database.url,
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});
await waitFor(`${base}/api/health`);
await seedPosts(database.url);
await featureImageOnNewestPost();
await heroPhotograph();
await upcomingEvents();

/** A 2000 × 1125 photo-like JPEG as the newest post's featured image, set through the API. */
async function featureImageOnNewestPost() {
  const token = await login(base, admin);
  const photo = await sharp({
    create: {
      width: 2000,
      height: 1125,
      channels: 3,
      background: "#5b7fa6",
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const image = await upload(base, token, photo, "Families at a school open house");
  const posts: unknown = await (await fetch(`${base}/api/blog`)).json();
  const newest = Array.isArray(posts) ? posts[0] : undefined;
  const id = typeof newest === "object" && newest !== null && "id" in newest ? newest.id : undefined;
  if (typeof id !== "string") throw new Error("no post to give a featured image");
  const saved = await fetch(`${base}/api/blog/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", "x-admin-token": token },
    body: JSON.stringify({ featuredImage: image.url }),
  });
  if (!saved.ok) throw new Error(`featured image: ${saved.status} ${await saved.text()}`);
}
/** A 1600 × 1200 photo-like JPEG as the home page's hero image, set through `PUT /api/admin/home`. */
async function heroPhotograph() {
  const token = await login(base, admin);
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: "#8a6a4a",
      noise: { type: "gaussian", mean: 110, sigma: 28 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const image = await upload(base, token, photo, "Children reading in a school library");
  const headers = { "content-type": "application/json", "x-admin-token": token };
  const home = HomeContentSchema.parse(await (await fetch(`${base}/api/admin/home`, { headers })).json());
  home.heroImageId = image.id;
  home.en.hero.imageAlt = "Children reading in a school library";
  home.es.hero.imageAlt = "Niños leyendo en la biblioteca de una escuela";
  const saved = await fetch(`${base}/api/admin/home`, { method: "PUT", headers, body: JSON.stringify(home) });
  if (!saved.ok) throw new Error(`hero image: ${saved.status} ${await saved.text()}`);
}
/** Two upcoming events, one in each language, for the events list and an event's page. */
async function upcomingEvents() {
  const token = await login(base, admin);
  const day = 86_400_000;
  for (const [index, event] of [
    {
      title: "Choosing a school: an evening workshop",
      language: "en",
      location: "Public Library, Montgomery",
    },
    { title: "Taller para familias: cómo elegir escuela", language: "es", location: "Biblioteca, Mobile" },
  ].entries()) {
    const startsAt = Date.now() + (14 + index * 7) * day;
    const saved = await fetch(`${base}/api/admin/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-token": token },
      body: JSON.stringify({
        ...event,
        description: "<p>Bring your questions about the CHOOSE Act and choosing a school.</p>",
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 2 * 3_600_000).toISOString(),
        capacity: 30,
        published: true,
      }),
    });
    if (!saved.ok) throw new Error(`event: ${saved.status} ${await saved.text()}`);
  }
}
console.log(`ready on http://127.0.0.1:${port}`);

async function stop() {
  await stopServer(server);
  await database.drop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
