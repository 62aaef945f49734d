/**
 * `pnpm --filter api bench:search`: the site search (`GET /api/search`) on the server as `pnpm start`
 * ships it, on PostgreSQL holding 5,000 published posts (half English, half Spanish, ~250 words each)
 * beside the seeded pages and the CHOOSE Act guide. wrk (in C, 2 threads) sends each query for
 * BENCH_SECONDS with 1 and with 4 connections; the goal is p99 < 50 ms. The rate limit stays on (its
 * counter is written for every search, as shipped) with a ceiling the benchmark cannot reach. Beside it,
 * in the same run, a bare Fastify + pg server (`bare-server.ts`) runs the search's own statement
 * (`searchStatement`, the service's) and answers the bytes ours answered: the floor for this search on
 * this database, against which ours' own layers (validation, the rate limit's write, JSON) show.
 */
import { openSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { searchStatement } from "@choose/api";
import { SearchAnswerSchema } from "@choose/schema";
import pg from "pg";
import type { Fixture } from "./fixtures.ts";
import {
  createBenchDatabase,
  rawAnswer,
  seconds,
  startServer,
  startShipped,
  stopServer,
  stopShipped,
  waitFor,
  wrk,
} from "./harness.ts";

const port = 3406;
const barePort = 3407;
const POSTS = 5_000;
const WORDS_PER_POST = 250;

const ENGLISH = `school family account tuition education savings program state application deadline student
  teacher grade classroom private public choose act alabama money approved cost textbook tutoring curriculum
  therapy test provider accredited child parent income limit household priority military special needs award
  year spring fall winter summer window open close review decision eligible community church board meeting
  report finance budget letter notice week month morning evening service support help question answer guide
  checklist form policy document transport uniform food sport library reading math science history art music`
  .split(/\s+/)
  .filter(Boolean);
const SPANISH = `escuela familia cuenta matrícula educación ahorro programa estado solicitud plazo estudiante
  maestro grado aula privada pública ley alabama dinero aprobado costo libro tutoría currículo terapia prueba
  proveedor acreditada niño padre ingreso límite hogar prioridad militar necesidades especiales año primavera
  otoño invierno verano ventana abierta cerrada revisión decisión elegibilidad comunidad iglesia junta reunión
  informe finanzas presupuesto carta aviso semana mes mañana tarde servicio apoyo ayuda pregunta respuesta guía
  lista formulario política documento transporte uniforme comida deporte biblioteca lectura matemáticas ciencia`
  .split(/\s+/)
  .filter(Boolean);

/** 5,000 posts of pseudo-random prose, each word drawn from its language's list (deterministic). */
async function seed(client: pg.Client) {
  await client.query(
    `insert into blog_posts (title, slug, excerpt, content, published, author_name, language, created_at, updated_at)
     select initcap(w[1 + (i * 7) % n]) || ' ' || w[1 + (i * 13) % n] || ' ' || w[1 + (i * 29) % n] || ' ' || i,
       'post-' || i,
       initcap(w[1 + (i * 3) % n]) || ' ' || w[1 + (i * 5) % n] || ' ' || w[1 + (i * 11) % n] || ' and more news of the week.',
       '<p>' || (select string_agg(w[1 + ((i * 31 + j * j * 17 + j * 7) % n)], ' ') from generate_series(1, ${WORDS_PER_POST}) j) || '.</p>',
       true, 'Program Team', lang, now() - make_interval(hours => i), now() - make_interval(hours => i)
     from (
       select i, case when i % 2 = 0 then 'es' else 'en' end as lang,
         case when i % 2 = 0 then $2::text[] else $1::text[] end as w,
         case when i % 2 = 0 then cardinality($2::text[]) else cardinality($1::text[]) end as n
       from generate_series(1, ${POSTS}) i
     ) s`,
    [ENGLISH, SPANISH],
  );
  await client.query("vacuum analyze");
}

/** Queries from common to rare, both languages, accents typed or not. */
const QUERIES: [string, "en" | "es"][] = [
  ["tuition", "en"],
  ["school deadline", "en"],
  ["tutoring therapy accredited", "en"],
  ['"savings account"', "en"],
  ["update 4999", "en"],
  ["elegibilidad", "es"],
  ["educacion matricula", "es"],
  ["zzzz nothing matches", "en"],
];

const database = await createBenchDatabase();
const log = openSync(join(tmpdir(), "choose-bench-search.log"), "w");
const fixturesFile = join(tmpdir(), `choose-bench-search-fixtures-${process.pid}.json`);
const server = startShipped(port, { DATABASE_URL: database.url, SEARCH_LIMIT_PER_MINUTE: "100000000" }, log);
let bare: ReturnType<typeof startServer> | undefined;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health/ready`);
  const client = new pg.Client({ connectionString: database.url });
  // Its own database is dropped when the bench ends, whatever happened: that must not hide the reason.
  client.on("error", () => {});
  await client.connect();
  await seed(client);

  // Ours' answer to each query, which the bare server repeats after running the same statement.
  const statement = searchStatement();
  let placeholder = 0;
  const sql = statement.sql.replace(/\?/g, () => `$${++placeholder}`);
  const targets = QUERIES.map(([q, language]) => ({
    q,
    language,
    path: `/api/search?${new URLSearchParams({ q, language })}`,
    results: 0,
  }));
  const fixtures: Fixture[] = [];
  for (const target of targets) {
    const ours = await rawAnswer(port, { method: "GET", path: target.path, headers: {} });
    if (ours.status !== 200) throw new Error(`${target.path}: ${ours.status} ${ours.body}`);
    target.results = SearchAnswerSchema.parse(JSON.parse(ours.body.toString())).results.length;
    fixtures.push({
      method: "GET",
      path: target.path,
      ...ours,
      body: ours.body.toString("base64"),
      sql,
      params: statement.params(target.q, target.language),
    });
  }
  writeFileSync(fixturesFile, JSON.stringify(fixtures));
  bare = startServer("bench/bare-server.ts", barePort, {
    BARE: "pg",
    BENCH_FIXTURES: fixturesFile,
    DATABASE_URL: database.url,
  });
  await waitFor(`http://127.0.0.1:${barePort}/ready`);

  const rows: string[] = [];
  for (const [index, { q, language, path, results }] of targets.entries()) {
    const copy = await rawAnswer(barePort, { method: "GET", path, headers: {} });
    if (copy.body.toString("base64") !== fixtures[index]?.body)
      throw new Error(`the bare server does not answer ${path} as ours does`);
    const { rows: matched } = await client.query<{ count: string }>(
      `select count(*)::text as count from blog_posts
       where language = $2 and search_vector @@ websearch_to_tsquery(search_config($2), $1)`,
      [q, language],
    );
    for (const target of [port, barePort])
      await wrk(`http://127.0.0.1:${target}${path}`, {}, 2, undefined, 4);
    for (const connections of [1, 4]) {
      // Side by side: the bare server, then ours, on the same query and connections.
      const floor = await wrk(`http://127.0.0.1:${barePort}${path}`, {}, seconds, undefined, connections);
      const result = await wrk(`${base}${path}`, {}, seconds, undefined, connections);
      rows.push(
        `| \`${q}\` (${language}) | ${matched[0]?.count ?? "?"} | ${results} | ${connections} | ${Math.round(result.rps)} | ${result.p50ms.toFixed(1)} | ${result.p99ms.toFixed(1)} | ${result.failed} | ${Math.round(floor.rps)} | ${floor.p99ms.toFixed(1)} | ${(result.rps / floor.rps).toFixed(2)}× | ${result.p99ms < 50 ? "p99 < 50 ms" : "**over 50 ms**"} |`,
      );
    }
  }
  console.log(
    `\n${POSTS} published posts (${WORDS_PER_POST} words each), PostgreSQL, wrk ${seconds} s per row and server, ${new Date().toISOString()}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} at the end\n`,
  );
  console.log(
    "| query | posts matching | results | connections | ours req/s | ours p50 ms | ours p99 ms | failed | bare + pg req/s | bare + pg p99 ms | ours / bare | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const row of rows) console.log(row);
  const { rows: plan } = await client.query<{ "QUERY PLAN": string }>(
    `explain analyze select id, ts_rank(search_vector, q) from blog_posts, websearch_to_tsquery(search_config('en'), 'tuition') q
     where published and language = 'en' and search_vector @@ q order by 2 desc limit 20`,
  );
  console.log(
    `\n\`posts matching "tuition", ranked\`\n\n\`\`\`\n${plan.map((line) => line["QUERY PLAN"]).join("\n")}\n\`\`\``,
  );
  await client.end();
} finally {
  await Promise.all([stopShipped(server), bare && stopServer(bare)]);
  rmSync(fixturesFile, { force: true });
  await database.drop();
}
