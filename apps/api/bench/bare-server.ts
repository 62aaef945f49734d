/**
 * The baseline for `GET /api/blog`: a bare Fastify + pg server returning the same rows as the API,
 * with none of its layers (no ORM, validation, security headers, logging). Benchmarks only.
 * Usage: DATABASE_URL=… PORT=… node bench/bare-server.ts
 */
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get("/api/blog", async () => {
  const { rows } = await pool.query(
    `select id, slug, title, excerpt, featured_image as "featuredImage", author_name as "authorName", created_at as "createdAt"
     from blog_posts where published order by created_at desc`,
  );
  return rows;
});

await app.listen({ port: Number(process.env.PORT ?? 3499), host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app.close().then(() => pool.end());
});
