/**
 * Lighthouse scores of the public pages, mobile and desktop, printed as markdown for docs/performance.md.
 * Starts nothing: point it at a running production build with a post that has a featured image
 * (`BENCH_PORT=3403 pnpm --filter api bench:serve` seeds one).
 *
 *   pnpm --filter web bench:lighthouse [baseUrl] [--runs N] [--only mobile|desktop]
 *
 * `--pages /es,/es/contact` measures just those paths; `--save dir` writes every run's JSON report there
 * (the long tasks behind TBT, unused JavaScript, main-thread work per script). Each page is loaded `--runs` times (3 unless told):
 * every category's score, TBT and LCP are the medians of those runs; the other metrics, the weights and the
 * audits below 100 come from the median performance run, as Lighthouse advises. It always exits 0: it is a
 * benchmark, not a test.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
// The flags the journeys' Chromium runs with on this machine.
import { CHROMIUM_ARGS } from "../../e2e/src/stacks.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
  ["SI", "speed-index"],
] as const;
const FORM_FACTORS = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
] as const;

interface PageResult {
  path: string;
  formFactor: string;
  /** The median performance run. */
  lhr: Result;
  /** Every run of the page. */
  lhrs: Result[];
}

function parseArgs(argv: string[]) {
  let baseUrl = "http://127.0.0.1:3000";
  let runs = 3;
  let only: string | undefined;
  let pages: string[] | undefined;
  let saveDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--runs") runs = Math.max(1, Number(argv[++i]) || 3);
    else if (arg === "--only") only = argv[++i];
    // `--pages /es,/es/contact`: just these paths.
    else if (arg === "--pages") pages = (argv[++i] ?? "").split(",").filter(Boolean);
    else if (arg === "--save") saveDir = argv[++i];
    else baseUrl = arg.replace(/\/$/, "");
  }
  const formFactors = FORM_FACTORS.filter((formFactor) => !only || formFactor.name === only);
  return { baseUrl, runs, formFactors, pages, saveDir };
}

/**
 * The public pages issue 29 holds to 100 in both languages, with the newest published post that has a
 * featured image standing for every post page (its image is the page's LCP).
 */
async function pagesToMeasure(baseUrl: string): Promise<string[]> {
  const pages = [
    "/",
    "/blog",
    "/contact",
    "/application",
    "/choose-act",
    "/events",
    "/resources",
    "/es",
    "/es/application",
    "/es/choose-act",
    "/es/events",
  ];
  try {
    const response = await fetch(`${baseUrl}/api/blog`);
    const posts: unknown = await response.json();
    const withImage = (Array.isArray(posts) ? posts : []).find(
      (post: unknown) =>
        typeof post === "object" && post !== null && "featuredImage" in post && Boolean(post.featuredImage),
    );
    const slug =
      typeof withImage === "object" && withImage !== null && "slug" in withImage ? withImage.slug : undefined;
    if (typeof slug === "string") pages.splice(2, 0, `/blog/${slug}`);
    else console.error("No published post with a featured image: the post page is not measured.");
  } catch (error) {
    console.error(`GET ${baseUrl}/api/blog failed, so no post page is measured:`, error);
  }
  return pages;
}

function score(lhr: Result, category: (typeof CATEGORIES)[number]): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function middle(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/** The median over the runs of a category's score; a run that errored without one counts as 0. */
function medianScore(runs: Result[], category: (typeof CATEGORIES)[number]): number | null {
  return middle(runs.map((lhr) => score(lhr, category) ?? 0));
}

/** The median over the runs of a metric, in milliseconds. */
function medianMs(runs: Result[], id: string): string {
  const value = middle(runs.flatMap((lhr) => lhr.audits[id]?.numericValue ?? []));
  return value === null ? "–" : `${Math.round(value / 10) * 10} ms`;
}

function median(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => (score(a, "performance") ?? 0) - (score(b, "performance") ?? 0));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error("no Lighthouse result");
  return middle;
}

/** The scripts and stylesheets of the load, from the `network-requests` audit's table. */
function assetRequests(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  const requests: { kind: "js" | "css"; url: string; transferSize: number }[] = [];
  for (const item of details?.type === "table" ? details.items : []) {
    const kind = item.resourceType === "Script" ? "js" : item.resourceType === "Stylesheet" ? "css" : null;
    if (!kind || typeof item.url !== "string") continue;
    const transferSize = typeof item.transferSize === "number" ? item.transferSize : 0;
    requests.push({ kind, url: item.url, transferSize });
  }
  return requests;
}

/** Gzip (level 9) size of each distinct asset, fetched uncompressed once and remembered. */
const gzipSizes = new Map<string, Promise<number>>();
function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url, { headers: { "accept-encoding": "identity" } })
      .then((response) => response.arrayBuffer())
      .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length);
    gzipSizes.set(url, size);
  }
  return size;
}

async function weight(lhr: Result) {
  const totals = { js: 0, css: 0, jsFiles: 0, cssFiles: 0, transferred: 0 };
  for (const { kind, url, transferSize } of assetRequests(lhr)) {
    totals[kind] += await gzipSize(url);
    totals[kind === "js" ? "jsFiles" : "cssFiles"] += 1;
    totals.transferred += transferSize;
  }
  return totals;
}

function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === 1) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(
        `${category}: \`${ref.id}\` scores ${Math.round(audit.score * 100)}${value} — ${audit.title}`,
      );
    }
  }
  return lines;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { baseUrl, runs, formFactors, pages: chosen, saveDir } = parseArgs(process.argv.slice(2));
  if (saveDir) await mkdir(saveDir, { recursive: true });
  const pages = chosen ?? (await pagesToMeasure(baseUrl));
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  const results: PageResult[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const path of pages) {
        const lhrs: Result[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            `${baseUrl}${path}`,
            { port: chrome.port, logLevel: "error", output: "json" },
            formFactor.config,
          );
          if (!result) continue;
          // A run that errored (say, no LCP) still counts, as a 0 (see medianScore).
          if (result.lhr.runtimeError) console.error(`${path}: ${result.lhr.runtimeError.message}`);
          lhrs.push(result.lhr);
          if (saveDir) {
            const name = `${formFactor.name}${path.replaceAll("/", "_")}-${run + 1}.json`;
            await writeFile(join(saveDir, name), JSON.stringify(result.lhr));
          }
        }
        if (lhrs.length === 0) continue;
        const lhr = median(lhrs);
        results.push({ path, formFactor: formFactor.name, lhr, lhrs });
        const each = lhrs.map((run) => CATEGORIES.map((c) => score(run, c)).join("/"));
        console.error(`${formFactor.name} ${path}: ${each.join(", ")}`);
      }
    }
  } finally {
    chrome.kill();
  }

  const lines = [
    `Lighthouse ${results[0]?.lhr.lighthouseVersion ?? "?"} against ${baseUrl}, ${runs} run(s) per page: each score, TBT and LCP is the median of the runs.`,
    "",
    "| Page | Form factor | Performance | Accessibility | Best practices | SEO | TBT | LCP |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      ({ path, formFactor, lhrs }) =>
        `| \`${path}\` | ${formFactor} | ${CATEGORIES.map((c) => medianScore(lhrs, c) ?? "–").join(" | ")} | ${medianMs(lhrs, "total-blocking-time")} | ${medianMs(lhrs, "largest-contentful-paint")} |`,
    ),
    "",
    "The median performance run's metrics:",
    "",
    `| Page | Form factor | ${METRICS.map(([label]) => label).join(" | ")} |`,
    `| --- | --- | ${METRICS.map(() => "---:").join(" | ")} |`,
    ...results.map(
      ({ path, formFactor, lhr }) =>
        `| \`${path}\` | ${formFactor} | ${METRICS.map(([, id]) => lhr.audits[id]?.displayValue ?? "–").join(" | ")} |`,
    ),
    "",
    "JS and CSS each page loads (gzip -9 of every file requested during the load; transferred is what the server sent):",
    "",
    "| Page | JS gzip (files) | CSS gzip (files) | JS + CSS transferred |",
    "| --- | ---: | ---: | ---: |",
  ];
  for (const { path, lhr } of results.filter((result) => result.formFactor === "mobile")) {
    const w = await weight(lhr);
    lines.push(
      `| \`${path}\` | ${kb(w.js)} (${w.jsFiles}) | ${kb(w.css)} (${w.cssFiles}) | ${kb(w.transferred)} |`,
    );
  }
  const failures = results.flatMap(({ path, formFactor, lhr }) =>
    failingAudits(lhr).map((line) => `- \`${path}\` ${formFactor} ${line}`),
  );
  lines.push(
    "",
    failures.length ? "Audits below 100:" : "No audit below 100.",
    ...(failures.length ? ["", ...failures] : []),
  );
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error("The Lighthouse benchmark failed:", error);
});
