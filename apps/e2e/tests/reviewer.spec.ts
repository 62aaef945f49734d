/**
 * A Reviewer's work (issue 32): the Owner invites a Reviewer (through the stack's real SMTP server), who
 * joins; the Owner sees their session and their export switch (off) on the team screen and assigns them
 * an application (the assignment email reaches them too); they find it under "Assigned to me", tick
 * checklist items and decide its status, and the audit trail names them for each; the Owner removes
 * them, and their next request ends their session. The team screen (sessions open), the filtered list
 * and the application's review are axe clean at both widths.
 */
import { REVIEW_ITEM_LABELS } from "@choose/schema/review-checklist";
import { uiMessages } from "@choose/schema/ui-messages";
import { expect, test } from "./fixtures.ts";
import {
  acceptInvitation,
  expectAxeClean,
  inviteThroughUi,
  removeThroughUi,
  uniqueUsername,
} from "./team.ts";
import { expectToast, schoolApplication, select, useAdminToken, visit } from "./ui.ts";

test("a Reviewer assigned an application reviews and decides it, is named in the audit trail, and is removed", {
  tag: "@smoke",
}, async ({ page, browser, stack, baseURL }) => {
  // Two people, three mails and a review: three times a journey's minute.
  test.slow();
  const schoolName = stack.unique("Cahaba Valley Academy");
  const receipt = await stack.submitApplication(schoolApplication(schoolName));
  const email = stack.uniqueEmail("reviewer");
  const username = uniqueUsername(stack, "reviewer");
  const password = "a reviewer's long passphrase 2026";

  // The Owner invites a Reviewer, who joins in a browser of their own.
  await useAdminToken(page, await stack.adminToken());
  const token = await inviteThroughUi(page, stack, email, "reviewer");
  const joined = await acceptInvitation(browser, baseURL, { token, username, password });
  const reviewer = joined.page;
  // A Reviewer lands on the applications; no export of personal data until the Owner allows it.
  await expect(reviewer).toHaveURL(/\/admin\/applications$/);
  await expect(reviewer.getByRole("button", { name: "Export CSV" })).toHaveCount(0);

  // On the team screen the Owner sees their session (browser, when, where) and their export switch, off.
  await visit(page, "/admin/staff");
  const people = page.getByRole("region", { name: "People" });
  await people.getByText(`Sessions of ${username} (1)`).click();
  const sessions = people.getByRole("list", { name: `Sessions of ${username}` });
  await expect(sessions.getByRole("article")).toContainText(/Signed in .+ from /);
  await expect(
    sessions.getByRole("button", { name: new RegExp(`^Sign out .+ of ${username}`) }),
  ).toBeVisible();
  await expect(
    people.getByRole("checkbox", { name: `${username} may export personal data (CSV).` }),
  ).not.toBeChecked();
  await expectAxeClean(page);

  // The Owner assigns the application to them; the assignment reaches their inbox.
  await visit(page, `/admin/applications/${receipt.id}`);
  const ownerReview = page.getByRole("region", { name: "Review" });
  await select(ownerReview, "Reviewer").selectOption({ label: username });
  await ownerReview.getByRole("button", { name: "Assign" }).click();
  await expectToast(page, `Assigned to ${username}`);
  await expect
    .poll(async () => (await stack.mails(email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain("An application to review");

  // The Reviewer finds it under "Assigned to me".
  await visit(reviewer, "/admin/applications");
  await select(reviewer, "Filter by reviewer").selectOption("me");
  await expect(reviewer).toHaveURL(/assigned=me/);
  const listed = reviewer.getByRole("article", { name: schoolName });
  await expect(listed).toContainText(`${username}: 0 of 7 met`);
  await expectAxeClean(reviewer);
  await listed.getByRole("link", { name: `View Details of ${schoolName}` }).click();
  await expect(reviewer.getByRole("heading", { level: 1 })).toContainText(schoolName);

  // They tick two checklist items, each with a note.
  const review = reviewer.getByRole("region", { name: "Review" });
  for (const [item, note] of [
    ["accreditation", "Accreditation letter seen"],
    ["ferpa", "Records policy on file"],
  ] as const) {
    const check = review.getByRole("form", { name: REVIEW_ITEM_LABELS[item] });
    await check.getByRole("radio", { name: "Met", exact: true }).check();
    await check.getByRole("textbox", { name: "Internal note" }).fill(note);
    await check.getByRole("button", { name: "Save" }).click();
    await expectToast(reviewer, `Saved: ${REVIEW_ITEM_LABELS[item]}`);
    await expect(check).toContainText(username);
  }
  await expect(review).toContainText("2 of 7 met");
  await expectAxeClean(reviewer);

  // They decide: Under Review, without a letter.
  const decision = reviewer.getByRole("region", { name: "Decision" });
  await select(decision, "New status").selectOption("under_review");
  await decision.getByRole("button", { name: uiMessages.applicationAdmin.withoutLetter }).click();
  await expect(decision.getByRole("status")).toHaveText(
    `Status set to Under Review. ${uiMessages.applicationAdmin.noLetterSent}`,
  );

  // The audit trail names them for the checklist and the decision.
  await visit(page, "/admin/audit");
  const trail = page.getByRole("region", { name: "Audit trail" });
  await expect(
    trail.getByRole("row").filter({ hasText: `Set the application of "${schoolName}" to Under Review` }),
  ).toContainText(username);
  await expect(
    trail
      .getByRole("row")
      .filter({ hasText: `Review of application ${receipt.id}` })
      .first(),
  ).toContainText(username);

  // The Owner removes them: their next request ends their session, back to the sign-in.
  await removeThroughUi(page, username);
  const after = await reviewer.request.get("/api/applications/admin", {
    headers: { "x-admin-token": joined.token },
  });
  expect(after.status()).toBe(401);
  await visit(reviewer, "/admin/applications");
  await expect(reviewer).toHaveURL(/\/admin\/login$/);
  await joined.close();
});
