import { serverMessages, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { ADMIN_TOKEN_KEY } from "../lib/admin-session";
import { mockBackend, scenario } from "../mocks/backend";
import { MOCK_ADMIN } from "../mocks/services";
import { renderAdminRoute } from "../test/admin";
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
          login: scenario.fails(serverMessages.tooManyLoginAttempts, "TOO_MANY_REQUESTS"),
        }),
      message: serverMessages.tooManyLoginAttempts,
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

  test("with a token already stored it goes straight to the dashboard", async () => {
    const { history } = await renderAdminRoute("/admin/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(history.location.pathname).toBe("/admin/dashboard");
  });
});
