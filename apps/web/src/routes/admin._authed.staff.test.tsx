import { hashToken, StaffInvitationEntity, UserEntity } from "@choose/api/testing";
import { staffMessages } from "@choose/schema";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ADMIN_TOKEN_KEY } from "../lib/admin-session";
import { mockBackend } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast, renderRoute } from "../test/render";

describe("the team screen", () => {
  test("lists the Owner, invites a Reviewer, shows the waiting invitation and withdraws it", async () => {
    const { user } = await renderAdminRoute("/admin/staff");
    const people = await screen.findByRole("region", { name: "People" });
    expect(within(people).getByRole("combobox", { name: /Role of / })).toHaveValue("owner");

    const form = screen.getByRole("form", { name: "Invite someone" });
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "Reviewer@Example.org");
    await user.selectOptions(within(form).getByRole("combobox", { name: /Role/ }), "reviewer");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await findToast("Invitation sent to reviewer@example.org")).toHaveTextContent(
      /works once, for 48 hours/,
    );
    const waiting = await screen.findByRole("region", { name: "Waiting invitations" });
    expect(waiting).toHaveTextContent(/reviewer@example\.org as Reviewer/);

    await user.click(
      within(waiting).getByRole("button", { name: "Withdraw the invitation to reviewer@example.org" }),
    );
    expect(await findToast("Invitation withdrawn")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Waiting invitations" })).toBeNull());
  });

  test("a bad address is refused at its field; the last Owner cannot step down", async () => {
    const { user } = await renderAdminRoute("/admin/staff");
    const form = await screen.findByRole("form", { name: "Invite someone" });
    await user.type(within(form).getByRole("textbox", { name: /Email/ }), "not an address");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await within(form).findByText(staffMessages.email)).toBeVisible();

    const people = screen.getByRole("region", { name: "People" });
    await user.selectOptions(within(people).getByRole("combobox", { name: /Role of / }), "admin");
    await user.click(within(people).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText(staffMessages.lastOwner)).toBeVisible();
  });

  test("each person's sessions (the Owner's own marked) and the export switch, off for a Reviewer until the Owner allows it", async () => {
    const em = mockBackend.db.orm.em.fork();
    em.create(UserEntity, { username: "volunteer", password: "not a hash", role: "reviewer" });
    await em.flush();
    const { user } = await renderAdminRoute("/admin/staff");
    const people = await screen.findByRole("region", { name: "People" });
    await user.click(within(people).getByText(/^Sessions of admin \(1\)/));
    const own = within(people).getByRole("list", { name: "Sessions of admin" });
    expect(within(own).getByText("This session")).toBeVisible();
    expect(within(people).getByText(/Sessions of volunteer \(0\)/)).toBeInTheDocument();
    expect(within(people).getByText(/always, as an Owner/)).toBeVisible();

    const exports = within(people).getByRole("checkbox", { name: /volunteer may export personal data/ });
    expect(exports).not.toBeChecked();
    await user.click(exports);
    expect(await findToast("volunteer may now export personal data")).toBeVisible();
    await waitFor(() =>
      expect(within(people).getByRole("checkbox", { name: /volunteer may export/ })).toBeChecked(),
    );
  });
});

describe("accepting an invitation", () => {
  test("joining signs in and offers two-factor sign-in at once, with the account screen's setup", async () => {
    const em = mockBackend.db.orm.em.fork();
    em.create(StaffInvitationEntity, {
      email: "newcomer@example.org",
      role: "reviewer",
      tokenHash: hashToken("an-invitation-token"),
      invitedBy: "admin",
      expiresAt: new Date(Date.now() + 60_000),
    });
    await em.flush();
    window.location.hash = "#token=an-invitation-token";
    const { user } = renderRoute("/admin/accept");
    const form = await screen.findByRole("form", { name: "Accept the invitation" });
    await user.type(within(form).getByRole("textbox", { name: /Username/ }), "newcomer");
    await user.type(within(form).getByLabelText(/New password/), "a long enough password 77");
    await user.click(within(form).getByRole("button", { name: "Join the team" }));
    const welcome = await screen.findByRole("heading", { name: "Welcome, newcomer" });
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeTruthy();
    const twoFactor = await screen.findByRole("region", { name: /Two-Factor Sign-In/ });
    expect(within(twoFactor).getByText("Off")).toBeVisible();
    expect(screen.getByRole("link", { name: "Continue to the back office" })).toHaveAttribute(
      "href",
      "/admin/dashboard",
    );
    window.location.hash = "";
  });

  test("without the link's token the page says what to do", async () => {
    renderRoute("/admin/accept");
    expect(await screen.findByRole("alert")).toHaveTextContent(/needs the link from your invitation email/);
  });

  test("a used or expired link is refused with the server's message", async () => {
    window.location.hash = "#token=not-a-real-token";
    const { user } = renderRoute("/admin/accept");
    const form = await screen.findByRole("form", { name: "Accept the invitation" });
    await user.type(within(form).getByRole("textbox", { name: /Username/ }), "newcomer");
    await user.type(within(form).getByLabelText(/New password/), "a long enough password 77");
    await user.click(within(form).getByRole("button", { name: "Join the team" }));
    expect(await screen.findByText(staffMessages.invitationInvalid)).toBeVisible();
    window.location.hash = "";
  });
});
