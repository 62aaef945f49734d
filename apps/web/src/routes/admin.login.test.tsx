import { authMessages, serverMessages, tooManyLoginAttemptsMessage, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { ADMIN_TOKEN_KEY } from "../lib/admin-session";
import { MOCK_ADMIN, mockBackend, scenario } from "../mocks/backend";
import { enableMockTwoFactor, renderAdminRoute } from "../test/admin";
import { findToast, renderRoute } from "../test/render";
import { server } from "../test/server";

async function renderLogin() {
  const view = renderRoute("/admin/login");
  const form = within(await screen.findByRole("form", { name: "Admin login" }));
  const logIn = async (username: string, password: string) => {
    if (username) await view.user.type(form.getByLabelText(/^Username/), username);
    if (password) await view.user.type(form.getByLabelText(/^Password/), password);
    await view.user.click(form.getByRole("button", { name: "Login" }));
  };
  return { ...view, form, logIn };
}

describe("admin login", () => {
  test("shows the two fields, the Login button and a link back to the website", async () => {
    const { form } = await renderLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
    expect(form.getByLabelText(/^Username/)).toHaveAttribute("autocomplete", "username");
    expect(form.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Back to Website" })).toHaveAttribute("href", "/");
  });

  test("both fields are required", async () => {
    const { form, logIn } = await renderLogin();
    await logIn("", "");
    expect(form.getByLabelText(/^Username/)).toHaveAccessibleDescription("Username is required");
    expect(form.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password is required");
  });

  test("a good login stores the token, says welcome and opens the dashboard", async () => {
    const { logIn, history } = await renderLogin();
    await logIn(MOCK_ADMIN.username, MOCK_ADMIN.password);
    expect(await findToast(uiMessages.login.successTitle)).toHaveTextContent(uiMessages.login.successBody);
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(history.location.pathname).toBe("/admin/dashboard");
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toEqual(expect.any(String));
  });

  test("the button reads Logging in... while the server answers", async () => {
    mockBackend.override("auth", { login: scenario.pending() });
    const { logIn } = await renderLogin();
    await logIn(MOCK_ADMIN.username, MOCK_ADMIN.password);
    expect(await screen.findByRole("button", { name: "Logging in..." })).toBeDisabled();
  });

  test.each([
    { case: "a wrong password", arrange: () => {}, message: uiMessages.login.failureFallback },
    {
      case: "the server's message",
      arrange: () =>
        mockBackend.override("auth", {
          login: scenario.fails(tooManyLoginAttemptsMessage(600), "TOO_MANY_REQUESTS"),
        }),
      message: tooManyLoginAttemptsMessage(600),
    },
    {
      case: "no server",
      arrange: () => server.use(http.all("*/trpc/*", () => HttpResponse.error())),
      message: uiMessages.login.networkFailure,
    },
  ])("Login failed shows $case and stays on the login", async ({ arrange, message }) => {
    arrange();
    const { logIn, history } = await renderLogin();
    await logIn(MOCK_ADMIN.username, "not the password");
    expect(await findToast(uiMessages.login.failureTitle)).toHaveTextContent(message);
    expect(history.location.pathname).toBe("/admin/login");
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  test("two-factor on: the password leads to a code step; the app's code opens the dashboard", async () => {
    const { nextCode } = await enableMockTwoFactor();
    const { logIn, user, history } = await renderLogin();
    await logIn(MOCK_ADMIN.username, MOCK_ADMIN.password);
    const step = within(await screen.findByRole("form", { name: "Two-factor sign-in" }));
    expect(screen.getByText(serverMessages.twoFactorRequired)).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    const code = step.getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");

    await user.click(step.getByRole("button", { name: "Verify" }));
    expect(code).toHaveAccessibleDescription(authMessages.code);
    await user.type(code, "000000");
    await user.click(step.getByRole("button", { name: "Verify" }));
    expect(await findToast(uiMessages.login.failureTitle)).toHaveTextContent(serverMessages.invalidCode);

    await user.type(step.getByLabelText(/^Authentication code/), nextCode);
    await user.click(step.getByRole("button", { name: "Verify" }));
    expect(await findToast(uiMessages.login.successTitle)).toHaveTextContent(uiMessages.login.successBody);
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(history.location.pathname).toBe("/admin/dashboard");
  });

  test("use a recovery code: the field changes and one code signs in", async () => {
    const { recoveryCodes } = await enableMockTwoFactor();
    const { logIn, user, history } = await renderLogin();
    await logIn(MOCK_ADMIN.username, MOCK_ADMIN.password);
    const step = within(await screen.findByRole("form", { name: "Two-factor sign-in" }));
    await user.click(screen.getByRole("button", { name: "Use a recovery code" }));
    const field = step.getByLabelText(/^Recovery code/);
    expect(field).toHaveFocus();
    await user.type(field, (recoveryCodes[0] ?? "").toUpperCase());
    await user.click(step.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(history.location.pathname).toBe("/admin/dashboard");
  });

  test("an expired sign-in goes back to the password step", async () => {
    await enableMockTwoFactor();
    mockBackend.override("auth", {
      loginWithCode: scenario.fails(serverMessages.loginChallengeExpired, "UNAUTHORIZED"),
    });
    const { logIn, user } = await renderLogin();
    await logIn(MOCK_ADMIN.username, MOCK_ADMIN.password);
    const step = within(await screen.findByRole("form", { name: "Two-factor sign-in" }));
    await user.type(step.getByLabelText(/^Authentication code/), "123456");
    await user.click(step.getByRole("button", { name: "Verify" }));
    expect(await findToast(uiMessages.login.failureTitle)).toHaveTextContent(
      serverMessages.loginChallengeExpired,
    );
    expect(await screen.findByRole("form", { name: "Admin login" })).toBeVisible();
  });

  test("with a token already stored it goes straight to the dashboard", async () => {
    const { history } = await renderAdminRoute("/admin/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(history.location.pathname).toBe("/admin/dashboard");
  });
});
