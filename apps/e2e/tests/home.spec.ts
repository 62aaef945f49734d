import { uiMessages } from "@choose/schema";
import type { Page } from "@playwright/test";
import { expect, PHOTO, test } from "./fixtures.ts";
import { axeViolations, expectToast, textbox, useAdminToken, visit } from "./ui.ts";

async function uploadInDialog(page: Page, dialogName: string, alt: string, file: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByLabel("Image file").setInputFiles(file);
  await dialog.getByLabel(/^Description \(alt text\)/).fill(alt);
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeHidden();
}

test("a changed hero title (English and Spanish) and a chosen photograph show on / and /es on the next request, with or without script", {
  // Changes what the landing journeys read: after them, and put back.
  tag: ["@smoke", "@site-settings"],
}, async ({ page, browser, stack, baseURL }) => {
  test.setTimeout(120_000);
  const before = await (await stack.adminRequest("GET", "/api/admin/home")).json();
  const english = stack.unique("Every child, the right school");
  const spanish = stack.unique("Cada niño, la escuela adecuada");
  try {
    await useAdminToken(page, await stack.adminToken());
    await visit(page, "/admin/home");
    const form = page.getByRole("form", { name: "Home page" });
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole("button", { name: "Choose image" }).click();
    await uploadInDialog(page, "Hero image", "Children reading together in a school library", PHOTO);
    const englishPanel = form.getByRole("tabpanel", { name: "English" });
    await textbox(englishPanel, "Title").first().fill(english);
    await expect(textbox(englishPanel, "Image description (alt text)")).toHaveValue(
      "Children reading together in a school library",
    );
    await form.getByRole("tab", { name: "Español" }).click();
    const spanishPanel = form.getByRole("tabpanel", { name: "Español" });
    await textbox(spanishPanel, "Title").first().fill(spanish);
    await textbox(spanishPanel, "Image description (alt text)").fill(
      "Niños leyendo juntos en una biblioteca escolar",
    );
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Save Home Page" }).click();
    await expectToast(page, uiMessages.homeAdmin.saved);

    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);
    const hero = page.getByRole("img", { name: "Children reading together in a school library" });
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("srcset", /480w/);
    await visit(page, "/es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish);
    await expect(
      page.getByRole("img", { name: "Niños leyendo juntos en una biblioteca escolar" }),
    ).toBeVisible();

    // Without script: the server's own HTML says it.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const plain = await noScript.newPage();
      await plain.goto("/es");
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText(spanish);
      await plain.goto("/");
      await expect(plain.getByRole("heading", { level: 1 })).toHaveText(english);
      await expect(plain.locator('img[fetchpriority="high"]')).toHaveCount(1);
    } finally {
      await noScript.close();
    }
  } finally {
    expect((await stack.adminRequest("PUT", "/api/admin/home", before)).status()).toBe(200);
  }
});
