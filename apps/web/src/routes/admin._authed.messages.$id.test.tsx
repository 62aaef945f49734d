import { uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend } from "../mocks/backend";
import { MOCK_MESSAGES } from "../mocks/inbox";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

const JANE = MOCK_MESSAGES[0]?.id ?? "";
const MARCUS = MOCK_MESSAGES[1]?.id ?? "";

describe("admin message detail", () => {
  test("shows every field with mailto and tel links", async () => {
    await renderAdminRoute(`/admin/messages/${JANE}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Message from Jane Doe" })).toBeVisible();
    expect(screen.getByText(/^Received March 2, 2026 at/)).toBeVisible();
    expect(screen.getByRole("link", { name: "jane@example.org" })).toHaveAttribute(
      "href",
      "mailto:jane@example.org",
    );
    expect(screen.getByRole("link", { name: "205-555-0100" })).toHaveAttribute("href", "tel:2055550100");
    expect(screen.getByText("Grace Academy")).toBeVisible();
    expect(screen.getByText("We would like to learn about the CHOOSE Act.")).toBeVisible();
  });

  test("a message from the Spanish pages: its language shown, the sender's words marked Spanish", async () => {
    await mockBackend.reset({
      messages: MOCK_MESSAGES.map((message) =>
        message.id === MARCUS ? { ...message, language: "es" as const } : message,
      ),
    });
    await renderAdminRoute(`/admin/messages/${MARCUS}`);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Spanish")).toBeVisible();
    expect(screen.getByText(/^Does the account cover tutoring\?/)).toHaveAttribute("lang", "es");
  });

  test("a message without phone or organization says Not given", async () => {
    await renderAdminRoute(`/admin/messages/${MARCUS}`);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getAllByText("Not given")).toHaveLength(2);
  });

  test("Mark as handled, then Mark as new, change the state", async () => {
    const { user } = await renderAdminRoute(`/admin/messages/${JANE}`);
    await user.click(await screen.findByRole("button", { name: "Mark as handled" }));
    expect(await findToast(uiMessages.backOffice.messageUpdated)).toBeVisible();
    expect(await screen.findByRole("button", { name: "Mark as new" })).toBeVisible();
    expect((await mockBackend.services.contact.get(JANE)).status).toBe("handled");
    await user.click(screen.getByRole("button", { name: "Mark as new" }));
    expect(await screen.findByRole("button", { name: "Mark as handled" })).toBeVisible();
  });

  test("Delete asks first, then deletes and returns to the inbox", async () => {
    const { user, history } = await renderAdminRoute(`/admin/messages/${JANE}`);
    await user.click(await screen.findByRole("button", { name: "Delete the message from Jane Doe" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await findToast(uiMessages.backOffice.messageDeleted)).toBeVisible();
    expect(history.location.pathname).toBe("/admin/messages");
    expect((await mockBackend.services.contact.list({})).total).toBe(MOCK_MESSAGES.length - 1);
  });

  test("an unknown message says Message Not Found with a way back", async () => {
    await renderAdminRoute("/admin/messages/00000000-0000-4000-8000-000000000000");
    expect(await screen.findByRole("heading", { name: uiMessages.backOffice.messageNotFound })).toBeVisible();
    expect(screen.getAllByRole("link", { name: /Back to Messages/ }).length).toBeGreaterThan(0);
  });
});
