import { HONEYPOT_FIELD, uiMessages } from "@choose/schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { site } from "../lib/site";
import { mockBackend, scenario } from "../mocks/backend";
import { expectBusyButton, expectToast, renderForm } from "../test/render";
import { sendFailures } from "../test/server";

async function renderContact() {
  const view = await renderForm("/contact", "Contact form");
  const { form } = view;
  const send = () => view.user.click(form.getByRole("button", { name: /Send/ }));
  /** Fills the required fields with valid answers and sends. */
  const sendValid = async () => {
    await view.user.type(form.getByLabelText(/^Full Name/), "Jordan Parent");
    await view.user.type(form.getByLabelText(/^Email/), "jordan@example.org");
    await view.user.type(form.getByLabelText(/^Message/), "How do we apply for the 2026-27 school year?");
    await send();
  };
  return { ...view, send, sendValid };
}

describe("contact page", () => {
  test("shows the header links, the five fields and the info strip", async () => {
    const { form } = await renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    for (const link of ["Home", "News", "Application"])
      expect(nav.getByRole("link", { name: link })).toBeVisible();
    for (const label of ["Full Name", "Email", "Phone", "School/Organization", "Message"]) {
      expect(form.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(form.getByLabelText(/^Message/)).toHaveAttribute("rows", "6");
    const info = within(screen.getByRole("list", { name: "How to reach us" }));
    expect(info.getByRole("link", { name: site.infoEmail })).toHaveAttribute(
      "href",
      `mailto:${site.infoEmail}`,
    );
    expect(info.getByText("Within 24 hours")).toBeInTheDocument();
    expect(info.getByText("Monday to Friday, 9 AM to 5 PM")).toBeInTheDocument();
    expect(document.querySelector(`input[name="${HONEYPOT_FIELD}"]`)).toHaveAttribute("tabindex", "-1");
  });

  test("an empty send shows each message by its field and focuses the first", async () => {
    const { form, send } = await renderContact();
    await send();
    expect(form.getByLabelText(/^Full Name/)).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    expect(form.getByLabelText(/^Email/)).toHaveAccessibleDescription("Please enter a valid email address");
    expect(form.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      "Message must be at least 10 characters",
    );
    expect(form.getByLabelText(/^Full Name/)).toHaveFocus();
  });

  test("sends, shows Message Sent!, and Send Another Message returns an empty form", async () => {
    const { sendValid, user } = await renderContact();
    await sendValid();
    await expectToast(uiMessages.contact.successTitle, uiMessages.contact.successBody);
    const main = within(screen.getByRole("main"));
    // Focus goes to the news (read out), not to the page's body.
    expect(main.getByRole("heading", { name: uiMessages.contact.successTitle })).toHaveFocus();
    // jsdom has no layout: the card's top is 0, so the scroll lands the header's height above it.
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: -80, behavior: "smooth" });
    await user.click(main.getByRole("button", { name: "Send Another Message" }));
    const form = within(screen.getByRole("form", { name: "Contact form" }));
    expect(form.getByLabelText(/^Full Name/)).toHaveValue("");
    expect(form.getByLabelText(/^Message/)).toHaveValue("");
  });

  test("while sending the button reads Sending... and is disabled", async () => {
    mockBackend.override("contact", { send: scenario.pending() });
    const { sendValid } = await renderContact();
    await sendValid();
    await expectBusyButton("Sending...");
  });

  test.each(
    sendFailures(
      {
        arrange: () =>
          mockBackend.override("contact", {
            send: scenario.fails(
              "Too many requests. Please try again in about a minute.",
              "TOO_MANY_REQUESTS",
            ),
          }),
        message: "Too many requests. Please try again in about a minute.",
      },
      uiMessages.contact.failureFallback,
    ),
  )("a failure shows an Error notice with $case and keeps the form", async ({ arrange, message }) => {
    arrange();
    const { sendValid, form } = await renderContact();
    await sendValid();
    await expectToast(uiMessages.contact.failureTitle, message);
    expect(form.getByLabelText(/^Full Name/)).toHaveValue("Jordan Parent");
  });
});
