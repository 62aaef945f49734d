/**
 * `pnpm bench`: builds the site, runs the API, spreadsheet, image, back-office list and email benchmarks and
 * Lighthouse against a production server with 20 published posts, prints everything and writes it to
 * docs/performance.md.
 * Needs the machine's PostgreSQL (BENCH_DATABASE_URL) and Chromium (/usr/bin/chromium or CHROME_PATH).
 */
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";

/** Runs a command, echoing and returning its standard output. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

/**
 * The markdown a benchmark printed (tables, result lines, fenced blocks such as query plans, the blank
 * lines between), without pnpm's chatter.
 */
function results(output: string) {
  let fenced = false;
  return output
    .split("\n")
    .filter((line) => {
      if (line.startsWith("```")) fenced = !fenced;
      return fenced || line === "" || (/^(\||[A-Z(`-]|\d+ connections?)/.test(line) && !line.startsWith("$"));
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

await run("pnpm", ["--filter", "web", "build"]);
const api = await run("pnpm", ["--filter", "api", "bench:api"]);
const sheets = await run("pnpm", ["--filter", "api", "bench:sheets"]);
const media = await run("pnpm", ["--filter", "api", "bench:media"]);
const lists = await run("pnpm", ["--filter", "api", "bench:lists"]);
const search = await run("pnpm", ["--filter", "api", "bench:search"]);
const email = await run("pnpm", ["--filter", "api", "bench:email"]);

const site = spawn("pnpm", ["--filter", "api", "bench:serve"], { stdio: ["ignore", "pipe", "inherit"] });
const siteUrl = await new Promise<string>((resolve) => {
  site.stdout.on("data", (chunk: Buffer) => {
    const ready = /ready on (\S+)/.exec(chunk.toString());
    if (ready?.[1]) resolve(ready[1]);
  });
});
let lighthouse: string;
try {
  lighthouse = await run("pnpm", ["--filter", "web", "bench:lighthouse", siteUrl, "--runs", "3"]);
} finally {
  site.kill("SIGTERM");
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
await writeFile(
  new URL("../docs/performance.md", import.meta.url),
  `# Performance

Written by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)} (${machine}). Run it again to refresh.

## API as shipped against two bare Fastify servers (wrk, PostgreSQL, 20 published posts)

\`pnpm --filter api bench:api\` (part of \`pnpm bench\`): ours started by \`pnpm start\` with nothing set but
DATABASE_URL and PORT; (a) a bare Fastify answering the very bytes ours answered from memory, (b) the same
after one PostgreSQL query. Why it is measured so: docs/decisions.md, "Tests and CI", 2026-11-27.

${results(api)}

## Spreadsheet sync (against the local fake of Google)

${results(sheets)}

## Uploaded images (production build on PostgreSQL, Debian Chromium for the page bytes)

${results(media)}

## Back-office lists (50,000 rows each on PostgreSQL, one connection; goal p99 ≤ 50 ms)

${results(lists)}

## Site search (5,000 posts on PostgreSQL, the server as shipped, wrk; goal p99 < 50 ms)

${results(search)}

## Email (against a local SMTP server)

${results(email)}

## Lighthouse (Debian Chromium, production build, median of 3 runs)

${results(lighthouse)}
`,
);
console.log("\nWritten to docs/performance.md");
