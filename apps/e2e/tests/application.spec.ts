import { applicationMessages, DEFAULT_STATE, uiMessages } from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  type ApplicationTextField,
  applicationLabel,
  containing,
  expectToast,
  fillApplication,
  GRADE_LABELS,
  GROUP_LABELS,
  schoolApplication,
  select,
  textbox,
  visit,
} from "./ui.ts";

type MessageField = keyof typeof applicationMessages;

/** The control that carries a field's message (aria-describedby): an input, a select or a group. */
function control(page: Page, field: MessageField): Locator {
  if (field === "governanceStructure" || field === "schoolType") {
    return page.getByRole("group", { name: new RegExp(GROUP_LABELS[field]) });
  }
  if (field === "lowestGrade" || field === "highestGrade") return select(page, GRADE_LABELS[field]);
  if (field === "gradeOrder") return select(page, GRADE_LABELS.highestGrade);
  if (field === "state" || field === "status") throw new Error(`The form cannot show the ${field} message`);
  return textbox(page, applicationLabel(field));
}

async function expectMessages(page: Page, fields: readonly MessageField[]) {
  for (const field of fields) {
    await expect(control(page, field), field).toHaveAccessibleDescription(
      containing(applicationMessages[field]),
    );
  }
}

const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Application" });

test.describe("school application", () => {
  test("every validation message of spec section 5 the form can show", async ({ page }) => {
    await visit(page, "/application");
    await expect(page.getByRole("heading", { level: 1, name: "School Application" })).toBeVisible();
    const state = textbox(page, "State");
    await expect(state).toHaveValue(DEFAULT_STATE);
    await expect(state).not.toBeEditable();
    await expect(textbox(page, "Street Address")).toHaveAccessibleDescription(/PO Box/);

    // Everything empty: each required field says what it needs.
    await submitButton(page).click();
    await expectMessages(page, [
      "schoolName",
      "address",
      "city",
      "zipCode",
      "phone",
      "administratorName",
      "administratorEmail",
      "administratorPhone",
      "schoolHistory",
      "missionStatement",
      "governanceStructure",
      "schoolType",
      "lowestGrade",
      "highestGrade",
      "curriculumUsed",
    ]);
    await expect(textbox(page, "School Name"), "focus moves to the first invalid field").toBeFocused();

    // Filled in, but each value just outside its rule.
    const tooShort: readonly (readonly [ApplicationTextField & MessageField, string])[] = [
      ["schoolName", "A"],
      ["address", "P.O. Box 1234"],
      ["city", "B"],
      ["zipCode", "3520"],
      ["phone", "205-555"],
      ["website", "not a website"],
      ["administratorName", "J"],
      ["administratorEmail", "jordan@"],
      ["administratorPhone", "555-0101"],
      ["schoolHistory", "Founded in 1990."],
      ["missionStatement", "To teach well."],
      ["curriculumUsed", "Saxon"],
    ];
    for (const [field, value] of tooShort) await textbox(page, applicationLabel(field)).fill(value);
    await select(page, GRADE_LABELS.lowestGrade).selectOption("8th grade");
    await select(page, GRADE_LABELS.highestGrade).selectOption("Kindergarten");
    await submitButton(page).click();
    // Each field filled in shows its message, and the grades theirs.
    await expectMessages(page, [...tooShort.map(([field]) => field), "gradeOrder"]);
  });

  test("a full submission: toast, form reset, back at the top, stored as pending", async ({
    page,
    stack,
  }) => {
    const schoolName = stack.unique("Magnolia Christian Academy");
    await visit(page, "/application");
    await fillApplication(page, schoolApplication(schoolName));
    await submitButton(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await submitButton(page).click();
    await expectToast(page, uiMessages.application.successTitle, uiMessages.application.successBody);
    await expect(textbox(page, "School Name")).toHaveValue("");
    await expect(textbox(page, "Curriculum Used")).toHaveValue("");
    await expect(textbox(page, "State")).toHaveValue(DEFAULT_STATE);
    await expect(select(page, GRADE_LABELS.lowestGrade)).toHaveValue("");
    await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const stored = (await stack.applications()).find((application) => application.schoolName === schoolName);
    expect(stored).toMatchObject({
      status: "pending",
      state: DEFAULT_STATE,
      governanceStructure: validApplication.governanceStructure,
      highestGrade: validApplication.highestGrade,
    });
  });
});
