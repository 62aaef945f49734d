import { contactMessages, defaultSiteConfig, uiMessages } from "@choose/schema";
import { validContact } from "@choose/schema/fixtures";
import { expect, test } from "./fixtures.ts";
import { containing, expectToast, textbox, visit } from "./ui.ts";

const FIELDS = ["Full Name", "Email", "Phone", "School/Organization", "Message"] as const;

test("contact: validation messages, Message Sent!, Send Another Message back to an empty form", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  await visit(page, "/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const strip = page.getByRole("list", { name: "How to reach us" });
  await expect(strip).toContainText(defaultSiteConfig.infoEmail);
  await expect(strip).toContainText("Within 24 hours");
  await expect(strip).toContainText("Monday to Friday, 9 AM to 5 PM");
  await expect(textbox(page, "Message")).toHaveAttribute("rows", "6");

  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("button", { name: "Send Message" }).click();
  const expected = [
    ["Full Name", contactMessages.name],
    ["Email", contactMessages.email],
    ["Message", contactMessages.message],
  ] as const;
  for (const [label, message] of expected) {
    await expect(textbox(form, label)).toHaveAccessibleDescription(containing(message));
    await expect(textbox(form, label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(textbox(form, "Full Name"), "focus moves to the first invalid field").toBeFocused();

  await textbox(form, "Full Name").fill(validContact.name);
  await textbox(form, "Email").fill("not-an-email");
  await textbox(form, "Message").fill("Too short");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(textbox(form, "Email")).toHaveAccessibleDescription(containing(contactMessages.email));
  await expect(textbox(form, "Message")).toHaveAccessibleDescription(containing(contactMessages.message));
  await expect(textbox(form, "Full Name")).toHaveAttribute("aria-invalid", "false");

  await textbox(form, "Email").fill(stack.uniqueEmail("contact"));
  await textbox(form, "Phone").fill(validContact.phone);
  await textbox(form, "School/Organization").fill(validContact.organization);
  await textbox(form, "Message").fill(validContact.message);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("heading", { name: uiMessages.contact.successTitle })).toBeVisible();
  await expect(page.getByText(uiMessages.contact.successBody).first()).toBeVisible();
  await expectToast(page, uiMessages.contact.successTitle, uiMessages.contact.successBody);

  await page.getByRole("button", { name: "Send Another Message" }).click();
  for (const label of FIELDS) await expect(textbox(page, label)).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});
