import { emailMessages } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { expect, mailTo, test } from "./fixtures.ts";
import { axeViolations, signUpOnLanding, useAdminToken, visit } from "./ui.ts";

/** The link to `path` in a mail's text, as the reader would click it. */
function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[0-9a-f]{64}`).exec(text)?.[0];
  if (!link) throw new Error(`No ${path} link in the mail`);
  return link;
}

test("a reader confirms from the mailed link, gets a post sent from the dashboard, and unsubscribes from it", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  const email = stack.uniqueEmail("reader");
  await signUpOnLanding(page, "/", { name: "Email Reader", email });

  const confirmation = await mailTo(stack, email, "Confirm your subscription");
  await page.goto(linkIn(confirmation.text, "/newsletter/confirm"));
  await expect(page.getByRole("status").filter({ hasText: emailMessages.confirmed })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const post = await stack.publishedPost("Newsletter post");
  await useAdminToken(page, await stack.adminToken());
  await visit(page, "/admin/dashboard");
  await page.getByRole("button", { name: `Send to subscribers: ${post.title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(/will be emailed to \d+ confirmed subscribers?/);
  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /Sent to \d+ subscribers?/ })).toBeVisible({
    timeout: 20_000,
  });

  const newsletter = await mailTo(stack, email, post.title);
  expect(newsletter.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await page.goto(linkIn(newsletter.text, "/newsletter/unsubscribe"));
  await expect(page.getByRole("status").filter({ hasText: emailMessages.unsubscribed })).toBeVisible();
});

test("the Email screen lists what went out and previews every template", async ({ page, stack }) => {
  // Subjects carry no visitor text: this application's receipt is found by its own address.
  const administratorEmail = stack.uniqueEmail("mail-school");
  await stack.submitApplication({ ...validApplication, administratorEmail });
  await useAdminToken(page, await stack.adminToken());
  await visit(page, "/admin/email");
  await expect(page.getByRole("heading", { name: "Email", level: 1 })).toBeVisible();
  const outbox = page.getByRole("table", { name: "Messages, newest first" });
  await expect(outbox.getByRole("row").filter({ hasText: administratorEmail })).toContainText("Sent", {
    timeout: 20_000,
  });
  await page.getByLabel("Template", { exact: true }).selectOption({ label: "Application receipt" });
  await expect(
    page.frameLocator('iframe[title="Preview: Application receipt"]').getByText("Thank you for applying"),
  ).toBeVisible();
  // The preview is the email's own HTML in a sandboxed frame (no scripts): the page around it is checked.
  expect(await axeViolations(page, { exclude: "iframe" })).toEqual([]);
});
