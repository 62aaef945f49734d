/**
 * The public site in Spanish (issue 19): the /es pages, their validation messages and notices, the
 * language switch, and the mails a Spanish-speaking visitor receives.
 */
import { validApplication, validContact } from "@choose/schema/fixtures";
import { es } from "@choose/schema/i18n/es";
import type { Page } from "@playwright/test";
import { expect, type Stack, test } from "./fixtures.ts";
import {
  axeViolations,
  expectToast,
  fillApplicationInSpanish,
  schoolApplication,
  select,
  signUpOnLanding,
  textbox,
  visit,
} from "./ui.ts";

const { contact, application, landing, validation, notices } = es;
const SPANISH_NEWSLETTER = { form: landing.newsletter, notices: notices.newsletter };

/** The newest mail to `to` whose text contains `text`, once the stack's SMTP server has it. */
async function mailWith(stack: Stack, to: string, text: string) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await stack.mails(to)).findLast((mail) => mail.text.includes(text))?.text;
        return found !== undefined;
      },
      { message: `a mail to ${to} with "${text}"`, timeout: 20_000 },
    )
    .toBe(true);
  return found ?? "";
}

const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });

test.describe("the site in Spanish", () => {
  test("the Spanish pages say so, link to their English twins and back, and pass axe", async ({ page }) => {
    await visit(page, "/es/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(heading(page, contact.title)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/contact$/);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      "href",
      /\/es\/contact$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: es.language.switchLabel }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(heading(page, "Contact Us")).toBeVisible();
    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(heading(page, contact.title)).toBeVisible();

    // Links inside a Spanish page stay Spanish.
    await page
      .getByRole("navigation", { name: es.layout.mainNav })
      .getByRole("link", { name: es.layout.nav.application })
      .click();
    await expect(page).toHaveURL(/\/es\/application$/);
    await expect(heading(page, application.title)).toBeVisible();
  });

  test("contact: the messages in Spanish, then Message Sent in Spanish", async ({ page }) => {
    await visit(page, "/es/contact");
    await page.getByRole("button", { name: contact.send }).click();
    await expect(textbox(page, contact.name)).toHaveAccessibleDescription(validation.contact.name);
    await expect(textbox(page, contact.email)).toHaveAccessibleDescription(validation.contact.email);
    await expect(textbox(page, contact.message)).toHaveAccessibleDescription(validation.contact.message);
    expect(await axeViolations(page)).toEqual([]);

    await textbox(page, contact.name).fill(validContact.name);
    await textbox(page, contact.email).fill(validContact.email);
    await textbox(page, contact.message).fill(validContact.message);
    await page.getByRole("button", { name: contact.send }).click();
    await expect(page.getByRole("heading", { name: notices.contact.successTitle })).toBeVisible();
    await page.getByRole("button", { name: contact.sendAnother }).click();
    await expect(textbox(page, contact.name)).toHaveValue("");
  });

  test("newsletter: the Spanish notice, and the confirmation mail in Spanish linking to the Spanish page", async ({
    page,
    stack,
  }) => {
    const email = stack.uniqueEmail("lectora");
    await signUpOnLanding(page, "/es", { name: "María Lectora", email }, SPANISH_NEWSLETTER);
    await expect(heading(page, landing.tagline)).toBeVisible();

    const mail = await mailWith(stack, email, "/es/newsletter/confirm?token=");
    // The first name alone: a greeting never repeats what a stranger typed (issue 27).
    expect(mail).toContain("Hola, María:");
    expect(mail).toContain("Confirmar mi suscripción");
    const link = /https?:\/\/[^\s"<>]+\/es\/newsletter\/confirm\?token=[0-9a-f]{64}/.exec(mail)?.[0] ?? "";
    await page.goto(link);
    await expect(page.getByRole("status").filter({ hasText: es.newsletterLink.confirmed })).toBeVisible();
    await expect(heading(page, es.newsletterLink.confirmTitle)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("application: the messages in Spanish, then a receipt in Spanish", async ({ page, stack }) => {
    await visit(page, "/es/application");
    await page.getByRole("button", { name: application.submit }).click();
    await expect(textbox(page, application.fields.schoolName.label)).toHaveAccessibleDescription(
      validation.application.schoolName,
    );
    await expect(select(page, application.lowestGrade)).toHaveAccessibleDescription(
      validation.application.lowestGrade,
    );
    await expect(
      page.getByRole("group", { name: new RegExp(application.schoolType) }),
    ).toHaveAccessibleDescription(validation.application.schoolType);
    await textbox(page, application.fields.zipCode.label).fill("3610");
    await page.getByRole("button", { name: application.submit }).click();
    await expect(textbox(page, application.fields.zipCode.label)).toHaveAccessibleDescription(
      validation.application.zipCode,
    );

    const schoolName = stack.unique("Escuela San Miguel");
    const values = schoolApplication(schoolName);
    await fillApplicationInSpanish(page, values);
    await page.getByRole("button", { name: application.submit }).click();
    await expectToast(page, notices.application.successTitle, notices.application.successBody);

    const receipt = await mailWith(stack, validApplication.administratorEmail, schoolName);
    expect(receipt).toContain("Gracias por su solicitud");
    expect(receipt).toContain(`Recibimos su solicitud para ${schoolName}`);
  });

  test("an unknown Spanish address is the Spanish 404", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(heading(page, es.notFound.title)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
