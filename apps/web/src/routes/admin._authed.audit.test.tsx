import { AUDIT_PAGE_SIZE, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";

describe("audit trail", () => {
  test("lists each action with when, what, who and the address, newest first", async () => {
    await mockBackend.services.audit.record(
      { username: "admin", clientIp: null },
      "Password reset on the server",
    );
    await renderAdminRoute("/admin/audit");
    const table = await screen.findByRole("table", { name: /Admin actions, page 1 of 1/ });
    const rows = within(table).getAllByRole("row");
    expect(
      within(rows[0] ?? table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["When", "What", "Who", "Address"]);
    // The sign-in that opened this screen.
    expect(rows[1]).toHaveTextContent(/Signed in.*admin.*127\.0\.0\.1/);
    expect(rows[2]).toHaveTextContent(/Password reset on the server.*admin.*server/);
  });

  test("pages of 50: Older and Newer move between them", async () => {
    for (let i = 1; i <= AUDIT_PAGE_SIZE + 4; i++) {
      await mockBackend.services.audit.record({ username: "admin", clientIp: "192.0.2.1" }, `Action ${i}`);
    }
    const { user, history } = await renderAdminRoute("/admin/audit");
    const table = await screen.findByRole("table", { name: /page 1 of 2/ });
    expect(within(table).getAllByRole("row")).toHaveLength(AUDIT_PAGE_SIZE + 1);
    await user.click(screen.getByRole("link", { name: "Older" }));
    const second = await screen.findByRole("table", { name: /page 2 of 2/ });
    expect(history.location.search).toContain("page=2");
    // The header, then the oldest: five actions and the administrator's creation when the site was set up.
    expect(within(second).getAllByRole("row")).toHaveLength(1 + 6);
    expect(screen.queryByRole("link", { name: "Older" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Newer" }));
    expect(await screen.findByRole("table", { name: /page 1 of 2/ })).toBeVisible();
  });

  test("Older keeps the page in view until the next one comes", async () => {
    for (let i = 1; i <= AUDIT_PAGE_SIZE + 5; i++) {
      await mockBackend.services.audit.record({ username: "admin", clientIp: "192.0.2.1" }, `Action ${i}`);
    }
    const { user } = await renderAdminRoute("/admin/audit");
    await screen.findByRole("table", { name: /page 1 of 2/ });
    const { list } = mockBackend.services.audit;
    mockBackend.override("audit", { list: scenario.delayed(400, list) });
    await user.click(screen.getByRole("link", { name: "Older" }));
    expect(screen.getByRole("table", { name: /page 1 of 2/ })).toBeVisible();
    expect(screen.queryByRole("status", { name: "Loading the audit trail" })).toBeNull();
    expect(await screen.findByRole("table", { name: /page 2 of 2/ })).toBeVisible();
  });

  test("a failed load says so, with a retry", async () => {
    mockBackend.override("audit", { list: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    await renderAdminRoute("/admin/audit");
    expect(await screen.findByRole("alert")).toHaveTextContent(uiMessages.audit.loadFailed);
  });

  test("the header links to the audit trail and the account", async () => {
    await renderAdminRoute("/admin/audit");
    const nav = within(await screen.findByRole("navigation", { name: "Admin" }));
    expect(nav.getByRole("link", { name: "Audit" })).toHaveAttribute("href", "/admin/audit");
    expect(nav.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/admin/account");
  });
});
