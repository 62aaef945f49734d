/**
 * Deciding from an application's page (issue 31): choosing a status shows the letter it would send, in
 * the applicant's language, before anything changes; "without letter" records the change and sends
 * nothing; "send letter" sends the letter shown, which reaches the applicant's inbox on the stack's real
 * SMTP server. The decision card, and the mail server and Google key cards, are axe clean at both widths.
 */
import { uiMessages } from "@choose/schema";
import { expect, test } from "./fixtures.ts";
import { axeViolations, schoolApplication, select, useAdminToken, visit, WIDTHS } from "./ui.ts";

test("a status decided from the application's page shows the letter and sends it only when chosen", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  test.slow();
  const schoolName = stack.unique("Shades Mountain School");
  const administratorEmail = stack.uniqueEmail("decide");
  const receipt = await stack.submitApplication({ ...schoolApplication(schoolName), administratorEmail });
  // The receipt reaches the inbox first, so what arrives later is a letter or nothing.
  await expect.poll(async () => (await stack.mails(administratorEmail)).length, { timeout: 20_000 }).toBe(1);

  await useAdminToken(page, await stack.adminToken());
  await visit(page, `/admin/applications/${receipt.id}`);
  const decision = page.getByRole("region", { name: "Decision" });
  const status = select(decision, "New status");

  // Under Review, without its letter: recorded, and no letter goes.
  await status.selectOption("under_review");
  const underReview = decision.frameLocator('iframe[title="Letter for Under Review"]');
  await expect(underReview.locator("body")).toContainText(schoolName);
  await expect(decision).toContainText(administratorEmail);
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, { exclude: "iframe" }), `at ${width} px`).toEqual([]);
  }
  await decision.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter }).click();
  await expect(decision.getByRole("status")).toHaveText(
    `Status set to Under Review. ${uiMessages.applicationAdmin.noLetterSent}`,
  );
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Pending → Under Review");

  // Approved, with its letter: the subject shown is the subject received.
  await status.selectOption("approved");
  const subject = decision.locator("p", { hasText: /^Subject:/ });
  await expect(subject).toContainText("is approved");
  const shownSubject = ((await subject.textContent()) ?? "").replace(/^Subject:\s*/, "");
  await decision.getByRole("button", { name: uiMessages.applicationAdmin.sendLetter }).click();
  await expect(decision.getByRole("status")).toHaveText(
    `Status set to Approved. ${uiMessages.applicationAdmin.letterSentTo(administratorEmail)}`,
  );
  await expect
    .poll(async () => (await stack.mails(administratorEmail)).map((mail) => mail.subject), {
      message: `the letter in ${administratorEmail}'s inbox`,
      timeout: 20_000,
    })
    .toContain(shownSubject);
  // Only the receipt and the one chosen letter: Under Review sent nothing.
  expect(await stack.mails(administratorEmail)).toHaveLength(2);
});

test("the mail server and Google key cards say which source is in use, and are axe clean", async ({
  page,
  stack,
}) => {
  await useAdminToken(page, await stack.adminToken());
  await visit(page, "/admin/email");
  const server = page.getByRole("region", { name: "Mail server" });
  // The stack sets SMTP_URL: the environment's server is in use, whatever is saved here.
  await expect(server).toContainText("In use: the mail server set on the server itself (SMTP_URL)");
  await expect(server.getByRole("form", { name: "Send a test email" })).toBeVisible();
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, { exclude: "iframe" }), `/admin/email at ${width} px`).toEqual([]);
  }
  await visit(page, "/admin/settings");
  await expect(page.getByRole("region", { name: "Service account key" })).toBeVisible();
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `/admin/settings at ${width} px`).toEqual([]);
  }
});
