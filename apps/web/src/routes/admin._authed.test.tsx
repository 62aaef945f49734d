import { UserEntity } from "@choose/api/testing";
import { serverMessages } from "@choose/schema";
import { validOrganisationProfile } from "@choose/schema/fixtures";
import { createMemoryHistory } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { App, createApp } from "../app";
import { ADMIN_TOKEN_KEY, startAdminSession } from "../lib/admin-session";
import { signInAsAdmin } from "../mocks/admin";
import { MOCK_ADMIN, mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast, renderRoute } from "../test/render";

const GUARDED_PATHS = [
  "/admin/dashboard",
  "/admin/editor/new",
  "/admin/editor/5b0f6a3e-2a7c-4c55-9d6e-0c1f1b7a9e01",
  "/admin/applications",
  "/admin/applications/7c1e2f40-1d2b-4f5a-8a9b-2e3f4a5b6c01",
  "/admin/settings",
];

async function expectLoginScreen(history: { location: { pathname: string } }) {
  expect(await screen.findByRole("form", { name: "Admin login" })).toBeVisible();
  expect(history.location.pathname).toBe("/admin/login");
}

describe("the back office by role", () => {
  test("a Reviewer sees applications and messages only, and Posts sends them to the applications", async () => {
    await mockBackend.db.orm.em
      .fork()
      .nativeUpdate(UserEntity, { username: MOCK_ADMIN.username }, { role: "reviewer" });
    const { history } = await renderAdminRoute("/admin/dashboard");
    const nav = within(await screen.findByRole("navigation", { name: "Admin" }));
    expect(
      nav.getAllByRole("list").map((list) => list.getAttribute("aria-labelledby") && list.textContent),
    ).toEqual([expect.stringMatching(/^Applications.*Messages/), "Account"]);
    expect(nav.queryByRole("link", { name: "Posts" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Team" })).toBeNull();
    expect(await screen.findByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
    expect(history.location.pathname).toBe("/admin/applications");
  });

  test("the Owner's navigation has the Team screen", async () => {
    await renderAdminRoute("/admin/account");
    const nav = within(await screen.findByRole("navigation", { name: "Admin" }));
    expect(nav.getByRole("link", { name: "Team" })).toHaveAttribute("href", "/admin/staff");
  });
});

describe("admin session", () => {
  test.each(GUARDED_PATHS)("without a token %s redirects to the login", async (path) => {
    const { history } = renderRoute(path);
    await expectLoginScreen(history);
  });

  test("the navigation groups every admin screen, marks the current one and its section, and links the website", async () => {
    await mockBackend.services.organisation.updateProfile({
      ...validOrganisationProfile,
      logoUrl: "https://images.magiccityschools.org/logo.png",
    });
    await renderAdminRoute("/admin/editor/new");
    const nav = within(await screen.findByRole("navigation", { name: "Admin" }));
    const group = (name: RegExp) => within(nav.getByRole("list", { name }));
    expect(
      group(/^Content/)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Posts", "Pages", "Home page", "Media", "Events", "Resources", "CHOOSE Act", "Tags"]);
    expect(group(/^People$/).getByRole("link", { name: "Applications" })).toHaveAttribute(
      "href",
      "/admin/applications",
    );
    expect(group(/^Organization$/).getByRole("link", { name: "Organization profile" })).toBeVisible();
    expect(group(/^Settings$/).getByRole("link", { name: "Google Sheets" })).toHaveAttribute(
      "href",
      "/admin/settings",
    );
    expect(nav.getByRole("link", { name: "View Website" })).toHaveAttribute("href", "/");
    // The post editor belongs to Posts, in the Content section.
    expect(nav.getByRole("link", { name: "Posts" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("list", { name: /^Content\s*\(current section\)$/ })).toBeVisible();
    // The header names the organisation, with its logo, rather than "Admin".
    const banner = within(screen.getByRole("banner"));
    const home = await banner.findByRole("link", { name: `${validOrganisationProfile.name} back office` });
    expect(home).toHaveAttribute("href", "/admin/dashboard");
    expect(home.querySelector("img")).toHaveAttribute("src", "https://images.magiccityschools.org/logo.png");
  });

  test("the Menu button opens the navigation by keyboard, Escape closes it and gives the focus back", async () => {
    const { user } = await renderAdminRoute("/admin/audit");
    const menu = await screen.findByRole("button", { name: "Menu" });
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("aria-controls", nav.id);
    // Hidden below 1024 px until opened (the class that the lg: one overrides on wide screens).
    expect(nav).toHaveClass("hidden");
    menu.focus();
    await user.keyboard("{Enter}");
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(nav).not.toHaveClass("hidden");
    expect(within(nav).getByRole("link", { name: "Posts" })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole("link", { name: "Pages" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
    // A choice made in the menu closes it.
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("Messages shows the unread count and Subscribers the sign-ups since the last visit there", async () => {
    const { user } = await renderAdminRoute("/admin/dashboard");
    const nav = within(await screen.findByRole("navigation", { name: "Admin" }));
    // The sample inbox has two new messages; every sample subscriber is new before a first visit.
    expect(await nav.findByRole("link", { name: /^Messages\s*2\s*unread$/ })).toHaveAttribute(
      "href",
      "/admin/messages",
    );
    expect(await nav.findByRole("link", { name: /^Subscribers\s*3\s*new$/ })).toHaveAttribute(
      "href",
      "/admin/subscribers",
    );
    await user.click(nav.getByRole("link", { name: /^Subscribers/ }));
    // A visit counts once the list has shown (the screen shows when its loader has its data).
    await screen.findByRole("list", { name: "Subscribers" });
    await user.click(nav.getByRole("link", { name: "Posts" }));
    expect(await nav.findByRole("link", { name: "Subscribers" })).toBeVisible();
  });

  test("a count that fails to load shows no badge, and the next navigation tries again", async () => {
    const { unreadCount } = mockBackend.services.contact;
    mockBackend.override("contact", {
      unreadCount: scenario.fails("Database down", "INTERNAL_SERVER_ERROR"),
    });
    const { user } = await renderAdminRoute("/admin/audit");
    const nav = within(await screen.findByRole("navigation", { name: "Admin" }));
    expect(await screen.findByRole("table", { name: /Admin actions/ })).toBeVisible();
    expect(nav.getByRole("link", { name: "Messages" })).toBeVisible();
    mockBackend.override("contact", { unreadCount });
    await user.click(nav.getByRole("link", { name: "Account" }));
    expect(await nav.findByRole("link", { name: /^Messages\s*2\s*unread$/ })).toBeVisible();
  });

  test("a token the server does not know is forgotten, with a notice, and the login shows", async () => {
    startAdminSession("revoked-or-expired");
    const { history } = renderRoute("/admin/dashboard");
    await expectLoginScreen(history);
    expect(await findToast("Please log in again")).toHaveTextContent(serverMessages.unauthorized);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  test("a session ended on the server while a screen is open ends here at the next call", async () => {
    const { user, history, token } = await renderAdminRoute("/admin/dashboard");
    const posts = within(await screen.findByRole("list", { name: "Blog posts" }));
    await mockBackend.services.auth.logout(token);
    await user.click(posts.getByRole("button", { name: "Delete Draft: Fall Workshop Series" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await expectLoginScreen(history);
    // The screen's own failure notice is not shown on top: the session notice explains it.
    expect(await findToast("Please log in again")).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  test("Logout ends the session on the server, forgets the token and shows the login", async () => {
    const { user, history, token } = await renderAdminRoute("/admin/dashboard");
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await expectLoginScreen(history);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    await expect(mockBackend.services.auth.authenticate(token)).rejects.toThrow(serverMessages.unauthorized);
  });

  test("Logout leaves no back-office data in memory, whichever screens were open", async () => {
    await signInAsAdmin();
    const app = createApp({ history: createMemoryHistory({ initialEntries: ["/admin/dashboard"] }) });
    render(<App app={app} />);
    const user = userEvent.setup();
    for (const [path, heading] of [
      ["/admin/organisation", "Organization"],
      ["/admin/email", "Email"],
      ["/admin/choose-act", "CHOOSE Act"],
      ["/admin/account", "Account"],
    ] as const) {
      await app.router.navigate({ to: path });
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    const cached = () =>
      app.queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
    // The admin screens' own data was loaded (else the test below proves nothing).
    expect(cached().length).toBeGreaterThan(4);

    await user.click(screen.getByRole("button", { name: "Logout" }));
    await expectLoginScreen(app.router.history);
    // What stays is what any visitor may read (the site's public data), nothing of the back office.
    const publicRouters = new Set([
      "blog",
      "organisation",
      "chooseAct",
      "newsletter",
      "contact",
      "applications",
    ]);
    const adminKeys = cached().filter((key) => {
      const [path] = key;
      return !(Array.isArray(path) && publicRouters.has(String(path[0])));
    });
    expect(adminKeys).toEqual([]);
  });
});
