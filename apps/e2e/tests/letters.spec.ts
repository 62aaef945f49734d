/**
 * The letters in both languages (issue 30): a school applies on /es/application, the staff edits the
 * Spanish "Approved" letter in the back office and approves the school, choosing "Change status and send
 * letter", and the letter the staff wrote reaches the applicant's inbox on the stack's real SMTP
 * server.
 */
import { uiMessages } from "@choose/schema";
import { es } from "@choose/schema/i18n/es";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  axeViolations,
  expectToast,
  fillApplicationInSpanish,
  schoolApplication,
  select,
  useAdminToken,
  visit,
  WIDTHS,
} from "./ui.ts";

/** The Email screen is axe clean at both widths (the previews are the emails' own HTML in sandboxed frames). */
async function expectAxeClean(page: Page) {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page, { exclude: "iframe" }), `at ${width} px`).toEqual([]);
  }
}

test("a Spanish letter edited in the back office reaches a Spanish applicant's inbox", {
  tag: "@smoke",
}, async ({ page, stack }) => {
  // Two screens of the back office, the Spanish form and a mail: three times a journey's minute.
  test.slow();
  // ASCII only in what is checked: the test SMTP server's text is the raw message, accents encoded.
  const clave = stack.unique("clave");
  const subject = "{{siteName}}: su solicitud fue aprobada, siguientes pasos";
  const body = `Estimado/a {{administratorName}}:\n\nLa solicitud de {{schoolName}} fue aprobada. Para el siguiente paso, use la ${clave} en su primera llamada con nosotros.\n\nEl equipo de {{siteName}}`;

  // A school applies on the Spanish page.
  const schoolName = stack.unique("Escuela Santa Clara");
  const administratorEmail = stack.uniqueEmail("escuela");
  await visit(page, "/es/application");
  await fillApplicationInSpanish(page, { ...schoolApplication(schoolName), administratorEmail });
  await page.getByRole("button", { name: es.application.submit }).click();
  await expectToast(page, es.notices.application.successTitle, es.notices.application.successBody);

  // The staff writes the Spanish "Approved" letter.
  await useAdminToken(page, await stack.adminToken());
  await visit(page, "/admin/email");
  const letter = page.getByRole("region", { name: "Letter: Approved" });
  // The keyboard way: the selected tab is the tab stop, the arrow key opens the Spanish one.
  await letter.getByRole("tab", { name: "English" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(letter.getByRole("tab", { name: "Español" })).toHaveAttribute("aria-selected", "true");
  const form = letter.getByRole("form", { name: "Approved (Spanish)" });
  await expect(form.getByLabel("Subject")).toHaveAttribute("lang", "es");
  await expect(form.getByLabel("Text")).toHaveAttribute("lang", "es");

  // A placeholder the letter does not have is refused, at its field.
  await form.getByLabel("Text").fill("Estimado/a {{nombre}}:");
  await form.getByRole("button", { name: /Save the Spanish “Approved” letter/ }).click();
  await expect(form.getByLabel("Text")).toHaveAccessibleDescription(/\{\{nombre\}\} is not a placeholder/);

  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Text").fill(body);
  await form.getByRole("button", { name: /Save the Spanish “Approved” letter/ }).click();
  await expectToast(page, "Letter for “Approved, Spanish” saved");
  await letter
    .getByRole("tabpanel", { name: "Español" })
    .getByText("Preview (as saved, with sample data)")
    .click();
  await expect(
    letter.frameLocator('iframe[title="Saved letter: Letter: Approved (Spanish)"]').getByText(clave),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  // The staff approves it from the list, choosing to send the letter in the dialog that asks first.
  await visit(page, `/admin/applications?q=${encodeURIComponent(schoolName)}`);
  const card = page.getByRole("article", { name: schoolName, exact: true });
  await select(card, "Status").selectOption("approved");
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: uiMessages.applicationAdmin.sendLetter })
    .click();
  await expectToast(page, `Application ${uiMessages.applicationAdmin.statusUpdated}`);

  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        mail = (await stack.mails(administratorEmail)).find((candidate) => candidate.text.includes(clave));
        return mail !== undefined;
      },
      { message: `the Spanish letter in ${administratorEmail}'s inbox`, timeout: 20_000 },
    )
    .toBe(true);
  expect(mail?.subject).toContain("su solicitud fue aprobada, siguientes pasos");
  expect(mail?.text).toContain(`La solicitud de ${schoolName} fue aprobada.`);
  expect(mail?.text).toContain('lang="es"');
  // The English letter is what it was: an English applicant would not get this text.
  await visit(page, "/admin/email");
  await expect(
    page
      .getByRole("region", { name: "Letter: Approved" })
      .getByRole("form", { name: "Approved (English)" })
      .getByLabel("Text"),
  ).not.toHaveValue(new RegExp(clave));
});
