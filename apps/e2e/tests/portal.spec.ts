/**
 * The school portal (issue 33): an application's receipt, on the stack's real SMTP server, links to the
 * school's private page, which shows Pending; staff ask for a document from the application's page, the
 * school uploads a PDF in its portal (a renamed HTML file is refused), staff download it, approve, and
 * the portal shows it. A wrong token, a revoked one and another application's all give 404; the token
 * never reaches the API's log. The portal is axe clean at both widths in both languages.
 */
import { uiMessages } from "@choose/schema";
import { portalTexts } from "@choose/schema/i18n/portal";
import type { Page } from "@playwright/test";
import { expect, type Stack, test } from "./fixtures.ts";
import { axeViolations, expectToast, schoolApplication, select, useAdminToken, visit, WIDTHS } from "./ui.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const HTML = Buffer.from("<!doctype html><title>x</title><script>alert(document.domain)</script>");

/** The portal path a mail to `address` carries (the receipt, or a later one when `after` is given). */
async function portalPath(stack: Stack, address: string, after = 0): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await stack.mails(address)).slice(after);
        path = mails
          .map((mail) => /https?:\/\/[^/\s"]+((?:\/es)?\/portal\/[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1])
          .find(Boolean);
        return path !== undefined;
      },
      { message: `a portal link in ${address}'s inbox`, timeout: 20_000 },
    )
    .toBe(true);
  return path ?? "";
}

async function expectAxeClean(page: Page) {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${page.url()} at ${width} px`).toEqual([]);
  }
}

test("a school follows its application in its portal: Pending, a request answered with a PDF, Approved", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  test.slow();
  const en = portalTexts.en;
  const schoolName = stack.unique("Red Mountain Academy");
  const administratorEmail = stack.uniqueEmail("portal");
  const receipt = await stack.submitApplication({ ...schoolApplication(schoolName), administratorEmail });
  const path = await portalPath(stack, administratorEmail);

  // The receipt's link: the school's page, Pending, private, in both languages.
  const opened = await page.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByText(schoolName)).toBeVisible();
  await expect(page.getByRole("region", { name: en.statusHeading })).toContainText(en.statusNames.pending);
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: portalTexts.es.title })).toBeVisible();
  await expect(page.getByRole("region", { name: portalTexts.es.statusHeading })).toContainText("Pendiente");
  await expectAxeClean(page);

  // Staff ask for a document from the application's page.
  await useAdminToken(page, await stack.adminToken());
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await visit(page, `/admin/applications/${receipt.id}`);
  const portal = page.getByRole("region", { name: "School Portal" });
  const mailsBefore = (await stack.mails(administratorEmail)).length;
  await portal
    .getByRole("textbox", { name: "Ask the school" })
    .fill("Please send your accreditation certificate.");
  await portal.getByRole("checkbox", { name: "This asks for a document" }).check();
  await portal.getByRole("button", { name: "Send the request" }).click();
  await expectToast(page, "The request was emailed to the school");
  // The school is emailed, with a link of its own.
  const requestPath = await portalPath(stack, administratorEmail, mailsBefore);

  // The school answers in its portal: a renamed HTML file is refused, a PDF taken.
  await page.goto(requestPath);
  const requests = page.getByRole("region", { name: en.requestsHeading });
  await expect(requests).toContainText("Please send your accreditation certificate.");
  await requests.getByLabel(en.answerLabel).fill("Our certificate is attached.");
  await requests
    .getByLabel(en.filesLabel)
    .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: HTML });
  await requests.getByRole("button", { name: en.sendAnswer }).click();
  await expect(page.getByRole("alert")).toContainText("certificate.pdf is not a PDF, JPEG or PNG file.");
  await expect(requests.getByLabel(en.answerLabel)).toHaveValue("Our certificate is attached.");
  await expectAxeClean(page);
  await requests
    .getByLabel(en.filesLabel)
    .setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: PDF });
  await requests.getByRole("button", { name: en.sendAnswer }).click();
  await expect(page.getByRole("status")).toHaveText(en.answered);
  await expect(page.getByRole("region", { name: en.documentsHeading })).toContainText("certificate.pdf");

  // Staff see the answer and download the document as a file.
  await visit(page, `/admin/applications/${receipt.id}`);
  await expect(portal.getByRole("list", { name: "Requests for information" })).toContainText(
    "Our certificate is attached.",
  );
  const downloading = page.waitForEvent("download");
  await portal.getByRole("button", { name: "Download certificate.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("certificate.pdf");

  // Staff approve; the portal shows it, with the history.
  const decision = page.getByRole("region", { name: "Decision" });
  await select(decision, "New status").selectOption("approved");
  await decision.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter }).click();
  await expect(decision.getByRole("status")).toContainText("Status set to Approved");
  await page.goto(path);
  await expect(page.getByRole("region", { name: en.statusHeading })).toContainText(en.statusNames.approved);
  await expect(page.getByRole("region", { name: en.timelineHeading })).toContainText(
    "Document received: certificate.pdf",
  );

  // A wrong token and another application's token open nothing of this one.
  const token = path.split("/").at(-1) ?? "";
  const wrong = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
  expect((await page.request.get(`/portal/${wrong}`)).status()).toBe(404);
  const otherEmail = stack.uniqueEmail("portal-other");
  await stack.submitApplication({
    ...schoolApplication(stack.unique("Other School")),
    administratorEmail: otherEmail,
  });
  const otherPath = await portalPath(stack, otherEmail);
  const otherPage = await page.request.get(otherPath);
  expect(otherPage.status()).toBe(200);
  expect(await otherPage.text()).not.toContain(schoolName);
  const requestId =
    /\/requests\/([0-9a-f-]{36})/.exec(await (await page.request.get(path)).text())?.[1] ?? "";
  const crossed = await page.request.post(
    `${otherPath}/requests/${requestId || "00000000-0000-4000-8000-000000000000"}`,
    {
      multipart: { answer: "Not ours" },
    },
  );
  expect(crossed.status()).toBe(404);

  // Revoked: every link of the application is a 404.
  await visit(page, `/admin/applications/${receipt.id}`);
  await portal.getByRole("button", { name: "Revoke the links" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke", exact: true }).click();
  await expectToast(page, "The school's links no longer work");
  for (const revoked of [path, requestPath]) expect((await page.request.get(revoked)).status()).toBe(404);

  // The API's log never holds a token.
  const log = await page.request.get(`${stack.controlURL}/log`);
  expect(await log.text()).not.toContain(token);
});
