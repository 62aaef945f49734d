/**
 * `pnpm --filter api bench:lists`: the back office's list requests (filtered, sorted, paged, searched)
 * against a production server on PostgreSQL holding 50,000 applications, 50,000 contact messages and
 * 50,000 subscribers. Prints each request's p50/p99 (one connection: the latency an administrator
 * sees, not a throughput test; the goal is p99 ≤ 50 ms) and the EXPLAIN plans of the queries behind them.
 */
import { LoginSuccessSchema } from "@choose/schema";
import pg from "pg";
import { createBenchDatabase, load, printLoadTable, startServer, stopServer, waitFor } from "./harness.ts";

const port = 3405;
const ROWS = 50_000;
const admin = { username: "bench-admin", password: "a long benchmark password" };

/** 50,000 rows per list, spread over a year, with varied names so searches match a few percent. */
async function seed(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Its own database is dropped when the bench ends, whatever happened: that must not hide the reason.
  client.on("error", () => {});
  await client.query(
    `insert into applications (school_name, address, city, state, zip_code, phone, administrator_name,
       administrator_email, administrator_phone, school_history, mission_statement, governance_structure,
       school_type, lowest_grade, highest_grade, curriculum_used, submitted_at, status)
     select (array['Grace','Hope','Trinity','Faith','Mobile Bay','Riverbend','Magnolia','Cedar'])[1 + i % 8]
              || ' ' || (array['Academy','Christian School','Montessori','Prep'])[1 + i % 4] || ' ' || i,
            i || ' Main St', (array['Birmingham','Mobile','Huntsville','Montgomery','Tuscaloosa'])[1 + i % 5], 'AL',
            '35203', '205-555-0100', 'Admin ' || md5(i::text), 'admin' || i || '@school' || (i % 500) || '.example.org',
            '205-555-0101', 'Founded long ago by the community.', 'Education for every child.',
            '{church-related}', '{conventional}', 'Kindergarten', '8th grade', 'Abeka',
            now() - make_interval(secs => i * 600),
            (array['pending','under_review','approved','rejected'])[1 + i % 4]
     from generate_series(1, ${ROWS}) as i`,
  );
  await client.query(
    `insert into contact_submissions (name, email, phone, organization, message, submitted_at, status)
     select 'Parent ' || md5(i::text), 'parent' || i || '@example.org', null,
            case when i % 3 = 0 then 'School ' || (i % 700) end,
            'Question number ' || i || ' about ' || (array['tutoring','tuition','eligibility','deadlines','therapies'])[1 + i % 5],
            now() - make_interval(secs => i * 600), case when i % 10 = 0 then 'new' else 'handled' end
     from generate_series(1, ${ROWS}) as i`,
  );
  await client.query(
    `insert into newsletter_subscriptions (email, name, subscribed_at, is_active, unsubscribe_token)
     select 'reader' || i || '@example.org', 'Reader ' || md5(i::text), now() - make_interval(secs => i * 600), i % 7 <> 0,
       md5('unsubscribe' || i) || md5(i::text)
     from generate_series(1, ${ROWS}) as i`,
  );
  // As autovacuum leaves a table in production: statistics and the visibility map (index-only counts).
  await client.query("vacuum analyze");
  return client;
}

/** The SQL the ORM sends for each list (page and count), for EXPLAIN. */
const search = (expression: string, q: string) => `${expression} ilike '%${q}%'`;
const APP_SEARCH = `("school_name" || ' ' || "city" || ' ' || "administrator_name" || ' ' || "administrator_email")`;
const MSG_SEARCH = `("name" || ' ' || "email" || ' ' || coalesce("organization", '') || ' ' || "message")`;
const plans: [string, string][] = [
  [
    "applications, newest first, page 1",
    `select * from applications order by submitted_at desc, id desc limit 25`,
  ],
  [
    "applications, status=approved, school A–Z, page 40",
    `select * from applications where status = 'approved' order by school_name asc, id asc limit 25 offset 975`,
  ],
  ["applications, status=approved (count)", `select count(*) from applications where status = 'approved'`],
  [
    "applications, q=riverbend, newest first",
    `select * from applications where ${search(APP_SEARCH, "riverbend")} order by submitted_at desc, id desc limit 25`,
  ],
  [
    "applications, q=riverbend (count)",
    `select count(*) from applications where ${search(APP_SEARCH, "riverbend")}`,
  ],
  [
    "messages, status=new, newest first",
    `select * from contact_submissions where status = 'new' order by submitted_at desc, id desc limit 25`,
  ],
  [
    "messages, q=school 42, newest first",
    `select * from contact_submissions where ${search(MSG_SEARCH, "school 42")} order by submitted_at desc, id desc limit 25`,
  ],
];

const database = await createBenchDatabase();
const server = startServer("src/server.ts", port, {
  DATABASE_URL: database.url,
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  const client = await seed(database.url);
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { token } = LoginSuccessSchema.parse(await login.json());
  const headers = { "x-admin-token": token };
  const lists = [
    "/api/applications/admin?page=1&pageSize=25",
    "/api/applications/admin?status=approved&sort=school&page=40&pageSize=25",
    "/api/applications/admin?q=riverbend&page=1&pageSize=25",
    "/api/applications/admin?q=huntsville&status=pending&sort=oldest&page=3&pageSize=25",
    "/api/contact/admin?page=1&pageSize=25",
    "/api/contact/admin?status=new&page=5&pageSize=25",
    "/api/contact/admin?q=school%2042&page=1&pageSize=25",
    "/api/newsletter/admin?active=false&page=1&pageSize=25",
    "/api/newsletter/admin?q=reader4999&page=1&pageSize=25",
  ];
  const rows = [];
  for (const path of lists) {
    rows.push(await load(`GET ${path}`, { url: `${base}${path}`, headers, connections: 1, duration: 5 }));
  }
  console.log(`\n1 connection, 5 s each, ${new Date().toISOString()}, PostgreSQL, ${ROWS} rows per list\n`);
  printLoadTable(rows, (row) => (row.p99 <= 50 ? "p99 ≤ 50 ms" : "**over 50 ms**"));
  for (const [name, sql] of plans) {
    const { rows: plan } = await client.query<{ "QUERY PLAN": string }>(`explain analyze ${sql}`);
    console.log(`\n\`${name}\`\n\n\`\`\`\n${plan.map((line) => line["QUERY PLAN"]).join("\n")}\n\`\`\``);
  }
  await client.end();
} finally {
  await stopServer(server);
  await database.drop();
}
