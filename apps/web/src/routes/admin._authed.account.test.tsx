import { totpCode } from "@choose/api/testing";
import { accountMessages, authMessages, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { MOCK_CLIENT, signInAsAdmin } from "../mocks/admin";
import { MOCK_ADMIN, mockBackend } from "../mocks/backend";
import { enableMockTwoFactor, renderAdminRoute } from "../test/admin";
import { findToast, renderRoute } from "../test/render";

const section = async (name: string, role: "region" | "form" = "region") =>
  within(await screen.findByRole(role, { name }));

/** Another session of the admin, from a phone. */
async function signInElsewhere() {
  const result = await mockBackend.services.auth.login(MOCK_ADMIN, {
    ip: "192.0.2.50",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  });
  if (!result.success) throw new Error("expected a session");
  return result.token;
}

describe("account: two-factor sign-in", () => {
  test("set up: QR code and key, a wrong code is refused, the right one shows ten recovery codes once", async () => {
    const { user } = await renderAdminRoute("/admin/account");
    const card = await section("Two-Factor Sign-In");
    expect(await card.findByText("Off")).toBeVisible();
    await user.click(card.getByRole("button", { name: "Set Up Two-Factor Sign-In" }));

    expect(await card.findByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const key = card.getByRole("textbox", { name: "Setup key" });
    const secret = (key as HTMLInputElement).value.replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const code = card.getByRole("textbox", { name: /^Code from the app/ });
    await user.type(code, "000000");
    await user.click(card.getByRole("button", { name: "Turn On" }));
    expect(await findToast(uiMessages.account.twoFactorFailed)).toHaveTextContent(accountMessages.wrongCode);

    await user.clear(code);
    await user.type(code, totpCode(secret));
    await user.click(card.getByRole("button", { name: "Turn On" }));
    expect(await findToast(uiMessages.account.twoFactorOn)).toBeVisible();
    const codes = await card.findByRole("list", { name: "Recovery codes" });
    expect(within(codes).getAllByRole("listitem")).toHaveLength(10);
    expect(card.getByText("They will not be shown again.")).toBeVisible();

    await user.click(card.getByRole("button", { name: "I Have Saved Them" }));
    expect(card.queryByRole("list", { name: "Recovery codes" })).toBeNull();
    expect(card.getByText("On")).toBeVisible();
    expect(card.getByText(/10 of 10 recovery codes left/)).toBeVisible();
  });

  test("turn off with the password and a recovery code", async () => {
    // Signed in before two-factor sign-in was turned on (from this session's screen, say).
    await signInAsAdmin();
    const { recoveryCodes } = await enableMockTwoFactor();
    const { user } = renderRoute("/admin/account");
    const card = await section("Two-Factor Sign-In");
    const form = within(await card.findByRole("form", { name: "Turn off two-factor sign-in" }));
    await user.click(form.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }));
    expect(form.getByLabelText(/^Password/)).toHaveAccessibleDescription(authMessages.password);

    await user.type(form.getByLabelText(/^Password/), "not the password");
    await user.type(form.getByLabelText(/^Code from the app or a recovery code/), recoveryCodes[0] ?? "");
    await user.click(form.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }));
    expect(await findToast(uiMessages.account.twoFactorFailed)).toHaveTextContent(
      accountMessages.wrongPassword,
    );

    await user.clear(form.getByLabelText(/^Password/));
    await user.type(form.getByLabelText(/^Password/), MOCK_ADMIN.password);
    await user.click(form.getByRole("button", { name: "Turn Off Two-Factor Sign-In" }));
    expect(await findToast(uiMessages.account.twoFactorOff)).toBeVisible();
    expect(await card.findByRole("button", { name: "Set Up Two-Factor Sign-In" })).toBeVisible();
  });
});

describe("account: password", () => {
  const fill = async (user: Awaited<ReturnType<typeof renderAdminRoute>>["user"], values: string[]) => {
    const form = await section("Password", "form");
    const labels = [/^Current password/, /^New password\b(?! again)/, /^New password again/];
    for (const [i, label] of labels.entries()) {
      const field = form.getByLabelText(label);
      await user.clear(field);
      if (values[i]) await user.type(field, values[i]);
    }
    await user.click(form.getByRole("button", { name: "Change Password" }));
    return form;
  };

  test("the new password twice, 12+ characters: the form says what is wrong before sending", async () => {
    const { user } = await renderAdminRoute("/admin/account");
    const form = await fill(user, [MOCK_ADMIN.password, "short", "shorter"]);
    expect(form.getByLabelText(/^New password\b(?! again)/)).toHaveAccessibleDescription(
      authMessages.passwordTooShort,
    );
    await fill(user, [MOCK_ADMIN.password, "a brand new password", "a brand new passwort"]);
    expect(form.getByLabelText(/^New password again/)).toHaveAccessibleDescription(
      authMessages.passwordMismatch,
    );
  });

  test("a common password is refused with the server's message", async () => {
    const { user } = await renderAdminRoute("/admin/account");
    await fill(user, [MOCK_ADMIN.password, "password1234", "password1234"]);
    expect(await findToast(uiMessages.account.passwordFailed)).toHaveTextContent(
      authMessages.passwordTooCommon,
    );
  });

  test("a change signs out the other sessions and says so", async () => {
    await signInElsewhere();
    const { user } = await renderAdminRoute("/admin/account");
    const sessions = await section("Sessions");
    expect(await sessions.findAllByRole("article")).toHaveLength(2);
    await fill(user, [MOCK_ADMIN.password, "a brand new password", "a brand new password"]);
    expect(await findToast(uiMessages.account.passwordChangedTitle)).toHaveTextContent(
      accountMessages.passwordChanged,
    );
    await expect.poll(() => sessions.queryAllByRole("article").length).toBe(1);
  });
});

describe("account: sessions", () => {
  test("each shows its browser, address and times; the current one is marked", async () => {
    await signInElsewhere();
    await renderAdminRoute("/admin/account");
    const sessions = await section("Sessions");
    const phone = await sessions.findByRole("article", { name: "Safari 18 on iPhone" });
    expect(phone).toHaveTextContent("from 192.0.2.50");
    expect(phone).toHaveTextContent(/Last used/);
    const current = sessions.getByRole("article", { name: "Firefox 133 on Linux" });
    expect(within(current).getByText("This session")).toBeVisible();
    expect(within(current).queryByRole("button")).toBeNull();
    expect(current).toHaveTextContent(`from ${MOCK_CLIENT.ip}`);
  });

  test("sign out one session, then all the others", async () => {
    const phone = await signInElsewhere();
    await signInElsewhere();
    const { user } = await renderAdminRoute("/admin/account");
    const sessions = await section("Sessions");
    const [first] = await sessions.findAllByRole("button", { name: /^Sign out Safari 18 on iPhone/ });
    if (!first) throw new Error("no sign-out button");
    await user.click(first);
    expect(await findToast(uiMessages.account.sessionSignedOut)).toBeVisible();
    await expect.poll(() => sessions.queryAllByRole("article").length).toBe(2);

    await user.click(sessions.getByRole("button", { name: "Sign Out All Other Sessions" }));
    expect(await findToast(uiMessages.account.otherSessionsSignedOut)).toBeVisible();
    await expect.poll(() => sessions.queryAllByRole("article").length).toBe(1);
    expect(sessions.queryByRole("button", { name: "Sign Out All Other Sessions" })).toBeNull();
    await expect(mockBackend.services.auth.authenticate(phone)).rejects.toThrow();
  });
});
