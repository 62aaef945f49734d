/** Full sync of 5,000 applications against the local fake: time and request count. */
import { applicationToRow, createSheetsClient, replaceAllRows } from "@choose/sheets";
import { fakeApplications, startFakeGoogle } from "@choose/sheets/testing";

const COUNT = 5000;
const RUNS = 5;

const google = await startFakeGoogle();
try {
  google.createSpreadsheet("bench-sheet-00001");
  const client = await createSheetsClient({
    credentials: google.credentials,
    apiRootUrl: google.apiRootUrl,
    tokenUrl: google.tokenUrl,
  });
  const target = { client, spreadsheetId: "bench-sheet-00001" };
  const applications = fakeApplications(COUNT);
  const timings: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    google.resetCounts();
    const started = performance.now();
    await replaceAllRows(target, applications);
    const elapsed = performance.now() - started;
    timings.push(elapsed);
    const kinds = [...new Set(google.requests().map((entry) => entry.kind))];
    const detail = kinds.map((kind) => `${kind}×${google.requestCount(kind)}`).join(", ");
    console.log(`run ${run}: ${elapsed.toFixed(0)} ms, ${google.requestCount()} Sheets requests (${detail})`);
  }
  const bytes = Buffer.byteLength(JSON.stringify({ values: applications.map(applicationToRow) }));
  console.log(`write body: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  const rows = google.rows("bench-sheet-00001").length - 1;
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `${rows} rows in the sheet; median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms over ${RUNS} runs`,
  );
} finally {
  await google.close();
}
