/**
 * `pnpm --filter api bench:serve`: the production site on a fresh PostgreSQL database with 20 published
 * posts, the newest with an uploaded featured image (a post page's LCP), on BENCH_PORT (default 3403),
 * until stopped (the database is dropped then). For Lighthouse.
 */
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
console.log(`ready on http://127.0.0.1:${port}`);

async function stop() {
  await stopServer(server);
  await database.drop();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
