import { ApplicationInputSchema, ContactInputSchema, emailMessages, uiMessages } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../mocks/backend";
import { renderAdminRoute } from "../test/admin";
import { findToast } from "../test/render";

async function renderEmail() {
  const view = await renderAdminRoute("/admin/email");
  await screen.findByRole("heading", { name: "Email", level: 1 });
  return view;
}

describe("admin Email screen", () => {
  test("without a mail server, the outbox shows what would have gone out, with the reason", async () => {
    await mockBackend.services.applications.submit(ApplicationInputSchema.parse(validApplication));
    await mockBackend.services.contact.send(ContactInputSchema.parse(validContact));
    await renderEmail();
    expect(await screen.findByText("No mail server")).toBeVisible();
    const table = await screen.findByRole("table", { name: "Messages, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent("New school application");
    expect(rows[2]).toHaveTextContent(emailMessages.noMailServer);
    expect(within(rows[0] as HTMLElement).getByRole("button", { name: /^Resend/ })).toBeEnabled();
  });

  test("a state filter shows only that state's messages, and All shows them again", async () => {
    await mockBackend.services.contact.send(ContactInputSchema.parse(validContact));
    const { user } = await renderEmail();
    await screen.findByRole("table", { name: "Messages, newest first" });
    await user.selectOptions(screen.getByLabelText("Show"), "Sent (0)");
    expect(await screen.findByText("No messages yet.")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Sending" })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Show"), "All messages");
    expect(await screen.findByRole("table", { name: "Messages, newest first" })).toBeVisible();
  });

  test("the alert address is saved, and an empty one goes back to the default", async () => {
    const { user } = await renderEmail();
    const input = await screen.findByLabelText("Send alerts to");
    await user.clear(input);
    await user.type(input, "alerts@example.org");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await findToast(uiMessages.emailAdmin.alertAddressSaved)).toHaveTextContent("alerts@example.org");
    expect((await mockBackend.services.email.settings()).notifyEmail).toBe("alerts@example.org");
  });

  test("a letter is switched off and edited", async () => {
    const { user } = await renderEmail();
    const form = await screen.findByRole("form", { name: "Rejected" });
    await user.click(within(form).getByRole("checkbox", { name: "Send this letter" }));
    const subject = within(form).getByLabelText("Subject");
    await user.clear(subject);
    await user.type(subject, "About {{{{siteName}}");
    await user.click(within(form).getByRole("button", { name: /Save the “Rejected” letter/ }));
    expect(await findToast("Letter for “Rejected” saved")).toBeVisible();
    const rejected = (await mockBackend.services.email.letters()).find(
      (letter) => letter.status === "rejected",
    );
    expect(rejected).toMatchObject({ enabled: false, subject: "About {{siteName}}" });
  });

  test("a failed save says why", async () => {
    mockBackend.override("email", { updateLetter: scenario.fails(emailMessages.subjectRequired) });
    const { user } = await renderEmail();
    const form = await screen.findByRole("form", { name: "Approved" });
    await user.click(within(form).getByRole("button", { name: /Save/ }));
    expect(await findToast(uiMessages.emailAdmin.letterFailed)).toHaveTextContent(
      emailMessages.subjectRequired,
    );
  });

  test("a part of the screen that fails to load says so, in a notice and in place, with a retry", async () => {
    mockBackend.override("email", { letters: scenario.fails("Database down", "INTERNAL_SERVER_ERROR") });
    await renderAdminRoute("/admin/email");
    expect(await screen.findByRole("alert")).toHaveTextContent(uiMessages.emailAdmin.loadFailed);
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(await findToast(uiMessages.emailAdmin.loadFailed)).toBeVisible();
  });

  test("every template can be previewed in a sandboxed frame", async () => {
    const { user } = await renderEmail();
    const picker = await screen.findByLabelText("Template");
    expect(within(picker).getAllByRole("option")).toHaveLength(8);
    await user.selectOptions(picker, "Application receipt");
    const frame = screen.getByTitle("Preview: Application receipt");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("Thank you for applying");
  });
});
