/**
 * The administrator's account, as a person would use it: two-factor sign-in turned on with a code
 * computed here from the key shown on the setup screen (the test is the phone), signing in with a code
 * and with a recovery code (which works once), and a password change ending the other sessions.
 */
import { accountMessages, serverMessages, uiMessages } from "@choose/schema";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ACCOUNT_ADMIN } from "../src/stacks.ts";
import { expect, test } from "./fixtures.ts";
import { axeViolations, expectToast, loginThroughUi, storedAdminToken, textbox, visit } from "./ui.ts";

/** What an authenticator app shows for `secret`, `stepsAhead` periods from now. */
function authenticatorCode(secret: string, stepsAhead = 0) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: "SHA1" });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

const codeStep = (page: Page) => page.getByRole("form", { name: "Two-factor sign-in" });

/** The password step, then a code (the app's, or a recovery code). */
async function signInWithCode(page: Page, code: string, kind: "app" | "recovery") {
  await loginThroughUi(page, E2E_ACCOUNT_ADMIN);
  await expect(codeStep(page)).toBeVisible();
  if (kind === "recovery") await page.getByRole("button", { name: "Use a recovery code" }).click();
  await textbox(codeStep(page), kind === "recovery" ? "Recovery code" : "Authentication code").fill(code);
  await codeStep(page).getByRole("button", { name: "Verify" }).click();
}

async function logOut(page: Page) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test("account: two-factor on, code and recovery sign-ins, a password change ends the other sessions", async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(120_000);
  await loginThroughUi(page, E2E_ACCOUNT_ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  // Set up: the key from the screen is what the phone would scan.
  const twoFactor = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await twoFactor.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await expect(twoFactor.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await textbox(twoFactor, "Setup key").inputValue()).replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await textbox(twoFactor, "Code from the app").fill(authenticatorCode(secret));
  await twoFactor.getByRole("button", { name: "Turn On" }).click();
  await expectToast(page, uiMessages.account.twoFactorOn);
  const codes = await twoFactor
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  expect(await axeViolations(page)).toEqual([]);
  await twoFactor.getByRole("button", { name: "I Have Saved Them" }).click();
  await expect(twoFactor.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  // Signed out, the password alone no longer opens the back office: the app's next code does.
  await logOut(page);
  await loginThroughUi(page, E2E_ACCOUNT_ADMIN);
  await expect(codeStep(page)).toBeVisible();
  await expect(page.getByText(serverMessages.twoFactorRequired)).toBeVisible();
  expect(await storedAdminToken(page)).toBeNull();
  expect(await axeViolations(page)).toEqual([]);
  await textbox(codeStep(page), "Authentication code").fill(authenticatorCode(secret, 1));
  await codeStep(page).getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A recovery code signs in once; the second time it is refused.
  const [firstCode = "", secondCode = "", thirdCode = ""] = codes;
  await logOut(page);
  await signInWithCode(page, firstCode, "recovery");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await logOut(page);
  await signInWithCode(page, firstCode, "recovery");
  await expectToast(page, uiMessages.login.failureTitle, serverMessages.invalidCode);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await textbox(codeStep(page), "Recovery code").fill(secondCode);
  await codeStep(page).getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // A second browser signs in too; changing the password in the first ends it.
  const other = await browser.newContext({ baseURL: stack.apiURL });
  try {
    const otherPage = await other.newPage();
    await signInWithCode(otherPage, thirdCode, "recovery");
    await expect(otherPage).toHaveURL(/\/admin\/dashboard$/);

    await visit(page, "/admin/account");
    const sessions = page.getByRole("region", { name: "Sessions" });
    await expect(sessions.getByRole("article")).toHaveCount(2);
    await expect(sessions.getByText("This session")).toHaveCount(1);
    const password = page.getByRole("form", { name: "Password" });
    const newPassword = `${E2E_ACCOUNT_ADMIN.password} changed ${stack.database}`;
    await password.getByLabel("Current password").fill(E2E_ACCOUNT_ADMIN.password);
    await password.getByLabel(/^New password\W*$/).fill(newPassword);
    await password.getByLabel("New password again").fill(newPassword);
    await password.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, uiMessages.account.passwordChangedTitle, accountMessages.passwordChanged);
    await expect(sessions.getByRole("article")).toHaveCount(1);

    // The other browser's next call is refused: it is back at the login.
    await otherPage
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Applications" })
      .click();
    await expect(otherPage).toHaveURL(/\/admin\/login$/);
    expect(await storedAdminToken(otherPage)).toBeNull();
  } finally {
    await other.close();
  }

  // The audit trail has it all (other journeys add their own lines meanwhile).
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit" }).click();
  const trail = page.getByRole("table", { name: /Admin actions/ });
  for (const line of [
    "Changed the password and signed out the other sessions",
    "Turned two-factor sign-in on",
    "Signed in with an authenticator code",
    "Signed in with a recovery code",
    "Sign-in failed: wrong two-factor code",
  ]) {
    await expect(trail.getByRole("cell", { name: line }).first()).toBeVisible();
  }
});
