import {
  ApplicationInputSchema,
  ContactInputSchema,
  emailEn,
  emailEs,
  emailMessages,
  uiMessages,
} from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
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
    expect(screen.getByRole("heading", { name: "Alerts" })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Show"), "All messages");
    expect(await screen.findByRole("table", { name: "Messages, newest first" })).toBeVisible();
  });

  test("the mail server is entered here: checked at its fields, saved, its password never shown again", async () => {
    const { user } = await renderEmail();
    const card = within(await screen.findByRole("region", { name: "Mail server" }));
    expect(card.getByText(/^No mail server yet/)).toBeVisible();
    const form = within(card.getByRole("form", { name: "Mail server" }));
    await user.type(form.getByLabelText("Host"), "smtp.example.org");
    await user.clear(form.getByLabelText("Port"));
    await user.type(form.getByLabelText("Port"), "99999");
    await user.type(form.getByLabelText("Sender address"), "office@example.org");
    await user.type(form.getByLabelText("User name"), "office");
    await user.click(form.getByRole("button", { name: "Save mail server" }));
    expect(await form.findByText(emailMessages.smtpPort)).toBeVisible();
    await user.clear(form.getByLabelText("Port"));
    await user.type(form.getByLabelText("Port"), "587");
    // A user name with no password stored: the server asks for it at its field.
    await user.click(form.getByRole("button", { name: "Save mail server" }));
    expect(await form.findByText(emailMessages.smtpPasswordNeeded)).toBeVisible();
    await user.type(form.getByLabelText("Password"), "s3cret-pass");
    await user.click(form.getByRole("button", { name: "Save mail server" }));
    expect(await findToast("Mail server saved")).toBeVisible();
    expect(await card.findByText("In use: the mail server saved below.")).toBeVisible();
    expect(card.getByText("Saved here")).toBeVisible();
    expect(form.getByLabelText("Password")).toHaveValue("");
    expect(form.getByText(/A password is saved \(it is never shown\)/)).toBeVisible();
    expect(document.body.innerHTML).not.toContain("s3cret-pass");
    expect((await mockBackend.services.email.delivery()).stored).toMatchObject({
      host: "smtp.example.org",
      port: 587,
      user: "office",
      passwordSet: true,
    });
  });

  test("a test email through a server that refuses says so, and records no delivery", async () => {
    await mockBackend.services.email.saveSmtp({
      host: "127.0.0.1",
      port: 1,
      security: "none",
      user: "",
      password: "",
      from: "office@example.org",
    });
    const { user } = await renderEmail();
    const form = within(await screen.findByRole("form", { name: "Send a test email" }));
    await user.type(form.getByLabelText("Send a test email to"), "me@example.org");
    expect(form.getByRole("button", { name: "Send a test email" })).toBeEnabled();
    await user.click(form.getByRole("button", { name: "Send a test email" }));
    // The first test email loads nodemailer into this worker: on a busy machine that takes a while.
    await waitFor(() => expect(form.getByRole("button", { name: "Send a test email" })).toBeEnabled(), {
      timeout: 20_000,
    });
    expect(await findToast("The test email was not sent")).toHaveTextContent(emailMessages.testFailed);
    expect((await mockBackend.services.email.delivery()).testDeliveredAt).toBeNull();
  });

  test("without SETTINGS_ENCRYPTION_KEY the card says what the server needs and offers no form", async () => {
    mockBackend.override("email", {
      delivery: scenario.returns({
        source: "none",
        encryptionAvailable: false,
        stored: null,
        storedUnreadable: false,
        from: "info@example.org",
        testDeliveredAt: null,
      }),
    });
    await renderEmail();
    const card = within(await screen.findByRole("region", { name: "Mail server" }));
    expect(card.getByText(/must first set SETTINGS_ENCRYPTION_KEY/)).toBeVisible();
    expect(card.queryByRole("form", { name: "Mail server" })).toBeNull();
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
    const form = await screen.findByRole("form", { name: "Rejected (English)" });
    await user.click(within(form).getByRole("checkbox", { name: "Send this letter (in both languages)" }));
    const subject = within(form).getByLabelText("Subject");
    await user.clear(subject);
    await user.type(subject, "About {{{{siteName}}");
    await user.click(within(form).getByRole("button", { name: /Save the English “Rejected” letter/ }));
    expect(await findToast("Letter for “Rejected, English” saved")).toBeVisible();
    const rejected = (await mockBackend.services.email.letters()).filter(
      (letter) => letter.letter === "rejected",
    );
    expect(rejected).toEqual([
      expect.objectContaining({ language: "en", enabled: false, subject: "About {{siteName}}" }),
      expect.objectContaining({ language: "es", enabled: false, subject: emailEs.letters.rejected.subject }),
    ]);
  });

  test("the Spanish letter is edited in its own tab, reached by keyboard, its fields marked Spanish", async () => {
    const { user } = await renderEmail();
    const section = await screen.findByRole("region", { name: "Letter: Approved" });
    const english = within(section).getByRole("tab", { name: "English" });
    expect(english).toHaveAttribute("aria-selected", "true");
    const spanishTab = within(section).getByRole("tab", { name: "Español" });
    expect(spanishTab).toHaveAttribute("lang", "es");
    // One tab stop; the arrow key moves to the Spanish tab and opens it.
    english.focus();
    await user.keyboard("{ArrowRight}");
    expect(spanishTab).toHaveFocus();
    expect(spanishTab).toHaveAttribute("aria-selected", "true");
    expect(within(section).queryByRole("form", { name: "Approved (English)" })).toBeNull();
    const form = within(section).getByRole("form", { name: "Approved (Spanish)" });
    const subject = within(form).getByLabelText("Subject");
    const body = within(form).getByLabelText("Text");
    expect(subject).toHaveAttribute("lang", "es");
    expect(body).toHaveAttribute("lang", "es");
    expect(body).toHaveValue(emailEs.letters.approved.body);
    await user.clear(body);
    await user.type(
      body,
      "Estimado/a {{{{administratorName}}:{Enter}{Enter}Envíe los documentos antes del viernes.",
    );
    await user.click(within(form).getByRole("button", { name: /Save the Spanish “Approved” letter/ }));
    expect(await findToast("Letter for “Approved, Spanish” saved")).toBeVisible();
    const approved = (await mockBackend.services.email.letters()).filter(
      (letter) => letter.letter === "approved",
    );
    expect(approved.map((letter) => [letter.language, letter.body])).toEqual([
      ["en", emailEn.letters.approved.body],
      ["es", "Estimado/a {{administratorName}}:\n\nEnvíe los documentos antes del viernes."],
    ]);
  });

  test("a placeholder the letter does not have is refused at its field, and nothing is saved", async () => {
    const { user } = await renderEmail();
    const section = await screen.findByRole("region", { name: "Newsletter confirmation" });
    await user.click(within(section).getByRole("tab", { name: "Español" }));
    const form = within(section).getByRole("form", { name: "Newsletter confirmation (Spanish)" });
    const body = within(form).getByLabelText("Text");
    await user.clear(body);
    await user.type(body, "Hola {{{{nombre}}");
    await user.click(within(form).getByRole("button", { name: /Save the Spanish/ }));
    expect(await within(form).findByText(/\{\{nombre\}\} is not a placeholder of this email/)).toBeVisible();
    expect(body).toHaveAttribute("aria-invalid", "true");
    const confirmation = (await mockBackend.services.email.letters()).find(
      (letter) => letter.letter === "newsletter_confirmation" && letter.language === "es",
    );
    expect(confirmation?.body).toBe(emailEs.confirmation.body);
  });

  test("a failed save says why", async () => {
    mockBackend.override("email", { updateLetter: scenario.fails(emailMessages.subjectRequired) });
    const { user } = await renderEmail();
    const form = await screen.findByRole("form", { name: "Approved (English)" });
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
    // The alerts, the newsletter, and each letter in English and Spanish.
    expect(within(picker).getAllByRole("option")).toHaveLength(13);
    await user.selectOptions(picker, "Application receipt");
    const frame = screen.getByTitle("Preview: Application receipt");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("Thank you for applying");
    await user.selectOptions(picker, "Letter: Approved (Spanish)");
    expect(screen.getByTitle("Preview: Letter: Approved (Spanish)").getAttribute("srcdoc")).toContain(
      'lang="es"',
    );
  });

  test("each letter's tab previews the saved letter in its language", async () => {
    const { user } = await renderEmail();
    const section = await screen.findByRole("region", { name: "Application receipt" });
    await user.click(within(section).getByRole("tab", { name: "Español" }));
    const panel = within(section).getByRole("tabpanel", { name: "Español" });
    await user.click(within(panel).getByText("Preview (as saved, with sample data)"));
    const frame = await within(panel).findByTitle("Saved letter: Application receipt (Spanish)");
    expect(frame).toHaveAttribute("sandbox", "");
    expect(frame.getAttribute("srcdoc")).toContain("Gracias por su solicitud");
    expect(within(panel).getByText(emailEs.receipt.subject)).toHaveAttribute("lang", "es");
  });
});
