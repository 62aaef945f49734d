/**
 * The team's steps, shared by the journeys of issue 32 (staff.spec.ts, reviewer.spec.ts): the Owner
 * invites someone from the team screen, the invitation arrives through the stack's real SMTP server, the
 * person joins in a browser of their own (and is offered two-factor sign-in), and the Owner removes them.
 */
import type { StaffRole } from "@choose/schema/staff-roles";
import type { Browser, Page } from "@playwright/test";
import { expect, type Stack } from "./fixtures.ts";
import { axeViolations, expectToast, storedAdminToken, textbox, visit, WIDTHS } from "./ui.ts";

/** axe finds nothing on the page at a phone's and a desktop's width. */
export async function expectAxeClean(page: Page) {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
}

/** A username the sign-up accepts, unique to this run. */
export const uniqueUsername = (stack: Stack, label: string) =>
  stack
    .unique(label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** The Owner (signed in on `page`) invites `email` as `role`; answers the link's token from the email. */
export async function inviteThroughUi(page: Page, stack: Stack, email: string, role: StaffRole) {
  await visit(page, "/admin/staff");
  const invite = page.getByRole("form", { name: "Invite someone" });
  await textbox(invite, "Email").fill(email);
  await invite.getByRole("combobox", { name: "Role" }).selectOption(role);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, `Invitation sent to ${email}`);
  await expect(page.getByRole("region", { name: "Waiting invitations" })).toContainText(email);

  await expect.poll(async () => (await stack.mails(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [mail] = await stack.mails(email);
  const token = /\/admin\/accept#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect(token, "the invitation's link").toBeTruthy();
  return token ?? "";
}

export interface Newcomer {
  page: Page;
  /** Their session's token, as the browser keeps it. */
  token: string;
  close: () => Promise<void>;
}

/**
 * The invited person opens the link in a browser of their own, chooses a username and password, is
 * signed in and offered two-factor sign-in (skipped here: "Continue to the back office").
 */
export async function acceptInvitation(
  browser: Browser,
  baseURL: string | undefined,
  invitation: { token: string; username: string; password: string },
  options: { checkAxe?: boolean } = {},
): Promise<Newcomer> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await visit(page, `/admin/accept#token=${invitation.token}`);
  const accept = page.getByRole("form", { name: "Accept the invitation" });
  await textbox(accept, "Username").fill(invitation.username);
  await accept.getByLabel("New password").fill(invitation.password);
  if (options.checkAxe) await expectAxeClean(page);
  await accept.getByRole("button", { name: "Join the team" }).click();
  await expectToast(page, "Welcome to the team");

  // Signed in, and offered two-factor sign-in at once: focus on the new step's heading.
  const welcome = page.getByRole("heading", { name: `Welcome, ${invitation.username}` });
  await expect(welcome).toBeFocused();
  const twoFactor = page.getByRole("region", { name: /Two-Factor Sign-In/ });
  await expect(twoFactor.getByRole("button", { name: /Set Up Two-Factor Sign-In/i })).toBeVisible();
  if (options.checkAxe) await expectAxeClean(page);
  await page.getByRole("link", { name: "Continue to the back office" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const token = (await storedAdminToken(page)) ?? "";
  expect(token, "the newcomer's session").toBeTruthy();
  return { page, token, close: () => context.close() };
}

/** The Owner removes `username` from the team screen, confirming in the dialog. */
export async function removeThroughUi(page: Page, username: string) {
  await visit(page, "/admin/staff");
  const people = page.getByRole("region", { name: "People" });
  await people.getByRole("button", { name: `Remove ${username}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expectToast(page, `${username} was removed from the team`);
}
