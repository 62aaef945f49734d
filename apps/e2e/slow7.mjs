import { chromium } from "@playwright/test";
import { validApplication } from "@choose/schema/fixtures";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox"] });
let fails = 0;
for (let run = 0; run < 8; run++) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("http://127.0.0.1:3100/application", { waitUntil: "load" });
  const form = page.locator('form[method="post"]').first();
  const email = `app${Date.now()}@example.org`;
  const answers = { ...validApplication, schoolName: "School " + run, administratorEmail: email };
  for (const [field, value] of Object.entries(answers)) {
    if (Array.isArray(value)) { for (const item of value) await form.locator(`[name="${field}"][value="${item}"]`).check(); }
    else if (field === "lowestGrade" || field === "highestGrade") await form.locator(`[name="${field}"]`).selectOption(String(value));
    else await form.locator(`[name="${field}"]`).fill(String(value));
  }
  await form.locator('button[type="submit"]').click();
  try { await page.getByRole("heading", { name: "Application Submitted!" }).waitFor({ timeout: 30000 }); }
  catch { fails++; console.log("FAIL run", run, await page.locator('[name="website"]').inputValue(), "|", await page.locator('[name="administratorName"]').inputValue()); }
  await page.close();
}
console.log("fails", fails);
await browser.close();
