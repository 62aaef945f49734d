/**
 * `pnpm bench:sheets`: the spreadsheet sync against the local fake of Google, on PostgreSQL.
 * - full sync of 5,000 applications: time and Sheets requests;
 * - time from a submitted application to its row in the sheet (20 submissions);
 * - p99 of POST /api/applications with sync off, and with sync on while Google takes 500 ms per call.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { ApplicationReceiptSchema } from "@choose/schema";
import { fakeApplication, startFakeGoogle } from "@choose/sheets/testing";
import pg from "pg";
import {
  createBenchDatabase,
  load,
  loadSubmissions,
  printLoadTable,
  startApiAsAdmin,
  stopServer,
  submitApplicationOptions,
  submitApplicationRequest,
} from "./harness.ts";

const SHEET = "1BenchSheetAbCdEfGhIjKlMn";
const google = await startFakeGoogle();
google.createSpreadsheet(SHEET, { sharedWith: [google.credentials.client_email] });
const googleEnv = google.env;

async function insertApplications(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const apps = Array.from({ length: count }, (_, i) => fakeApplication(i));
  for (let start = 0; start < apps.length; start += 500) {
    const chunk = apps.slice(start, start + 500);
    await client.query(
      `insert into applications (id, school_name, address, city, state, zip_code, phone, administrator_name,
         administrator_email, administrator_phone, school_history, mission_statement, governance_structure,
         school_type, lowest_grade, highest_grade, curriculum_used)
       select * from json_to_recordset($1) as x(id uuid, school_name text, address text, city text, state text,
         zip_code text, phone text, administrator_name text, administrator_email text, administrator_phone text,
         school_history text, mission_statement text, governance_structure text[], school_type text[],
         lowest_grade text, highest_grade text, curriculum_used text)`,
      [
        JSON.stringify(
          chunk.map((app) => ({
            id: randomUUID(),
            school_name: app.schoolName,
            address: app.address,
            city: app.city,
            state: app.state,
            zip_code: app.zipCode,
            phone: app.phone,
            administrator_name: app.administratorName,
            administrator_email: app.administratorEmail,
            administrator_phone: app.administratorPhone,
            school_history: app.schoolHistory,
            mission_statement: app.missionStatement,
            governance_structure: app.governanceStructure,
            school_type: app.schoolType,
            lowest_grade: app.lowestGrade,
            highest_grade: app.highestGrade,
            curriculum_used: app.curriculumUsed,
          })),
        ),
      ],
    );
  }
  await client.end();
}

const database = await createBenchDatabase();
const withSync = await startApiAsAdmin(3411, { DATABASE_URL: database.url, ...googleEnv });
const { base } = withSync;
try {
  await withSync.call("POST", "/api/admin/google-sheets/configure", { spreadsheetId: SHEET });

  // 1. Full sync of 5,000.
  await insertApplications(database.url, 5000);
  google.resetCounts();
  let started = performance.now();
  const sync = await withSync.call("POST", "/api/admin/google-sheets/sync");
  const fullSyncMs = performance.now() - started;
  const syncAnswer = await sync.text();
  console.log(
    `\nFull sync of 5,000 applications: ${Math.round(fullSyncMs)} ms, ${google.requestCount() - google.requestCount("token")} Sheets requests (${syncAnswer})`,
  );
  console.log(`Sheet rows after it: ${google.rows(SHEET).length - 1}`);

  // 2. Submission → row in the sheet.
  const delays: number[] = [];
  for (let i = 0; i < 20; i++) {
    started = performance.now();
    const response = await fetch(`${base}/api/applications`, submitApplicationRequest);
    const id = ApplicationReceiptSchema.parse(await response.json()).id;
    while (!google.rows(SHEET).some((row) => row[0] === id)) await sleep(5);
    delays.push(performance.now() - started);
  }
  delays.sort((a, b) => a - b);
  console.log(
    `Submission to row in the sheet (20 submissions): median ${Math.round(delays[10] ?? 0)} ms, max ${Math.round(delays.at(-1) ?? 0)} ms`,
  );

  // 3. p99 of submissions: with Google answering in 500 ms, then with no sync at all.
  google.faults.delay(500);
  const rows = [
    await load("POST /api/applications, sync on, Google answering in 500 ms", submitApplicationOptions(base)),
  ];
  google.faults.clear();
  await stopServer(withSync.server);
  rows.push(
    await loadSubmissions("POST /api/applications, sync off (no key)", 3412, { DATABASE_URL: database.url }),
  );
  console.log("");
  printLoadTable(rows);
} finally {
  await stopServer(withSync.server);
  await google.close();
  await database.drop();
}
