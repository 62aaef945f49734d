/**
 * The two ceilings `pnpm bench:api` measures ours against: a bare Fastify answering recorded responses
 * (the bytes and content-type/content-encoding ours answered) with none of the API's layers. With
 * BARE=memory it answers from memory, the most a Node server can do here; with BARE=pg it first runs
 * the fixture's one query on DATABASE_URL, what a server without a read cache does, or for a POST
 * inserts the parsed body as one row (the least a server that keeps a form can do). `bench/search.ts` starts
 * it too, with the search's own statement. Benchmarks only.
 * Usage: BARE=memory|pg BENCH_FIXTURES=fixtures.json [DATABASE_URL=…] PORT=… node bench/bare-server.ts
 */
import { readFile } from "node:fs/promises";
import Fastify from "fastify";
import pg from "pg";
import { type Fixture, parseFixtures } from "./fixtures.ts";

const fixtures: Fixture[] = parseFixtures(await readFile(process.env.BENCH_FIXTURES ?? "", "utf8"));
const pool =
  process.env.BARE === "pg" ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;
const app = Fastify({ logger: false });

/** Each answer by its method and address, query string included (the searches share one path). */
const answers = new Map(
  fixtures.map((fixture) => [
    `${fixture.method} ${fixture.path}`,
    { fixture, body: Buffer.from(fixture.body, "base64") },
  ]),
);
const pathOf = (fixture: Fixture) => fixture.path.split("?")[0] ?? fixture.path;
const routes = new Map(fixtures.map((fixture) => [`${fixture.method} ${pathOf(fixture)}`, fixture]));
for (const route of routes.values()) {
  app.route({
    method: route.method,
    url: pathOf(route),
    async handler(request, reply) {
      const answer = answers.get(`${request.method} ${request.url}`);
      if (!answer) return reply.status(404).send();
      const { fixture, body } = answer;
      if (pool)
        await pool.query(
          fixture.sql,
          fixture.method === "POST" ? [JSON.stringify(request.body)] : fixture.params,
        );
      reply.status(fixture.status).header("content-type", fixture.contentType);
      if (fixture.contentEncoding) reply.header("content-encoding", fixture.contentEncoding);
      return reply.send(body);
    },
  });
}

app.get("/ready", async () => "ready");

await app.listen({ port: Number(process.env.PORT ?? 3499), host: "127.0.0.1" });
process.on("SIGTERM", () => {
  void app.close().then(() => pool?.end());
});
