import { HONEYPOT_FIELD, uiMessages } from "@choose/schema";
import { describe, expect, test } from "vitest";
import { mockBackend, scenario } from "../../../mocks/backend";
import { expectBusyButton, expectToast, renderForm } from "../../../test/render";
import { sendFailures } from "../../../test/server";

async function renderNewsletter() {
  const view = await renderForm("/", "Newsletter sign-up");
  const { form } = view;
  const fill = async (name: string, email: string) => {
    if (name) await view.user.type(form.getByLabelText(/^Name/), name);
    if (email) await view.user.type(form.getByLabelText(/^Email/), email);
  };
  return { ...view, fill, button: () => form.getByRole("button", { name: /Subscrib/ }) };
}

describe("newsletter sign-up", () => {
  test.each([
    { name: "", email: "", enabled: false },
    { name: "Al", email: "", enabled: false },
    { name: "Al", email: "   ", enabled: false },
    { name: "A", email: "al@example.org", enabled: false },
    { name: " A ", email: "al@example.org", enabled: false },
    { name: "Al", email: "al@example.org", enabled: true },
    { name: "  Al", email: "x", enabled: true },
  ])("name '$name' and email '$email': button enabled is $enabled", async ({ name, email, enabled }) => {
    const { fill, button } = await renderNewsletter();
    await fill(name, email);
    if (enabled) expect(button()).toBeEnabled();
    else expect(button()).toBeDisabled();
  });

  test("an invalid email shows the schema's message next to the field", async () => {
    const { fill, button, user, form } = await renderNewsletter();
    await fill("Alex", "not-an-email");
    await user.click(button());
    const email = form.getByLabelText(/^Email/);
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
  });

  test("success: the toast, and both fields cleared", async () => {
    const { fill, button, user, form } = await renderNewsletter();
    await fill("Alex Parent", "alex@example.org");
    await user.click(button());
    await expectToast(uiMessages.newsletter.successTitle, uiMessages.newsletter.successBody);
    expect(form.getByLabelText(/^Name/)).toHaveValue("");
    expect(form.getByLabelText(/^Email/)).toHaveValue("");
  });

  test("while pending the button reads Subscribing... and is disabled", async () => {
    mockBackend.override("newsletter", { subscribe: scenario.pending() });
    const { fill, button, user } = await renderNewsletter();
    await fill("Alex Parent", "alex@example.org");
    await user.click(button());
    await expectBusyButton("Subscribing...");
  });

  test.each(
    sendFailures(
      {
        arrange: () =>
          mockBackend.override("newsletter", { subscribe: scenario.fails("You are already on the list") }),
        message: "You are already on the list",
      },
      uiMessages.newsletter.failureFallback,
    ),
  )("failure shows $case and keeps the fields", async ({ arrange, message }) => {
    arrange();
    const { fill, button, user, form } = await renderNewsletter();
    await fill("Alex Parent", "alex@example.org");
    await user.click(button());
    await expectToast(uiMessages.newsletter.failureTitle, message);
    expect(form.getByLabelText(/^Name/)).toHaveValue("Alex Parent");
    expect(form.getByLabelText(/^Email/)).toHaveValue("alex@example.org");
  });

  test("carries a hidden honeypot field people cannot reach", async () => {
    const { container } = await renderNewsletter();
    const honeypot = container.querySelector(
      `form[aria-label="Newsletter sign-up"] input[name="${HONEYPOT_FIELD}"]`,
    );
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
