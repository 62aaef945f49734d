import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";
const url = process.argv[2] ?? "http://127.0.0.1:4003/";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const files: string[] = [];
page.on("response", (r) => { if (r.url().endsWith(".js")) files.push(r.url()); });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(3000);
let total = 0;
for (const f of files) {
  const body = await (await fetch(f)).arrayBuffer();
  const gz = gzipSync(Buffer.from(body), { level: 9 }).length;
  total += gz;
  console.log((gz / 1024).toFixed(2).padStart(8), f.replace(/.*\/assets\//, ""));
}
console.log("total", (total / 1024).toFixed(1), "KB in", files.length);
await browser.close();
