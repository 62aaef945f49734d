import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type ApplicationInput,
  GOVERNANCE_OPTIONS,
  type Grade,
  SCHOOL_TYPE_OPTIONS,
  uiMessages,
} from "@choose/schema";
import { validApplication } from "@choose/schema/fixtures";
import { es } from "@choose/schema/i18n/es";
import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../src/stacks.ts";

/** Phone and laptop (the issues' axe widths), and the 1366 px desktop the public pages are also looked at. */
export const WIDTHS = { mobile: 390, desktop: 1280, wide: 1366 } as const;
export const SCREEN_HEIGHT = 900;
export const ARTIFACTS_DIR = new URL("../artifacts", import.meta.url).pathname;

/** Spec 9: sections land this far below the top, under the sticky header. */
export const SECTION_OFFSET = 80;

/** WCAG 2.2 AA and everything below it. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Matches `text` anywhere in a string (for descriptions that also carry a hint). */
export const containing = (text: string) => new RegExp(escapeRegExp(text));

/**
 * Waits until React owns the page: the public pages are prerendered HTML that the app hydrates a
 * frame after the first paint, and a click before that (the menu button, a form) would do nothing or
 * submit natively. Every link and button in #root then carries React's fiber.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    // A page's or post's own HTML (sanitized, set as HTML) holds plain links React does not own.
    const controls = [...document.querySelectorAll("#root a[href], #root button")].filter(
      (element) => !element.closest(".post-content"),
    );
    const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    return controls.length > 0 && controls.every(owned);
  });
  // Hydration renders as a transition; let its commit and effects run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Opens a path and waits for the app to be interactive. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

/** Reloads and waits for the app to be interactive. */
export async function reload(page: Page) {
  await page.reload();
  await waitForApp(page);
}

/** A text input or textarea by its accessible name (a required field's "*" is hidden from it). */
export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("textbox", { name, exact: true });
}

/** The newsletter form's names: the English page's unless another language's are given. */
export interface NewsletterTexts {
  formLabel: string;
  name: string;
  email: string;
  subscribe: string;
}
const ENGLISH_NEWSLETTER: NewsletterTexts = {
  formLabel: "Newsletter sign-up",
  name: "Name",
  email: "Email",
  subscribe: "Subscribe",
};

/** The landing page's newsletter form and its controls. */
export function newsletterForm(page: Page, texts: NewsletterTexts = ENGLISH_NEWSLETTER) {
  const form = page.getByRole("form", { name: texts.formLabel });
  return {
    form,
    name: textbox(form, texts.name),
    email: textbox(form, texts.email),
    subscribe: form.getByRole("button", { name: texts.subscribe }),
  };
}

/** The newsletter form's names and its success notice, in one language. */
export interface NewsletterLanguage {
  form: NewsletterTexts;
  notices: { successTitle: string; successBody: string };
}

/** A new reader signs up on the landing page at `path` (in that page's language) and is thanked. */
export async function signUpOnLanding(
  page: Page,
  path: string,
  reader: { name: string; email: string },
  language: NewsletterLanguage = { form: ENGLISH_NEWSLETTER, notices: uiMessages.newsletter },
) {
  await visit(page, path);
  const form = newsletterForm(page, language.form);
  await form.name.fill(reader.name);
  await form.email.fill(reader.email);
  await form.subscribe.click();
  await expectToast(page, language.notices.successTitle, language.notices.successBody);
}

/** A native select by its accessible name. */
export function select(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("combobox", { name, exact: true });
}

/** An open toast (Radix renders them as list items in the "Notifications" region). */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole("region", { name: /notifications/i })
    .locator("li")
    .filter({ has: page.getByText(title, { exact: typeof title === "string" }) });
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp) {
  const found = toast(page, title);
  await expect(found).toBeVisible();
  if (description !== undefined) await expect(found).toContainText(description);
}

/**
 * axe's violations at WCAG 2.2 AA, one readable line each: rule, impact, help, selectors and why.
 * Finite animations (a toast fading in) end first, so colours are measured as people see them.
 */
export async function axeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  // Colours are only final once enter animations (a toast fading in) have run: wait until no finite
  // animation is running, twice in a row, since one may start a frame after another ends.
  await page.evaluate(() => {
    Reflect.deleteProperty(window, "settledChecks");
  });
  await page.waitForFunction(
    () => {
      const busy = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      const settledChecks = busy ? 0 : Number(Reflect.get(window, "settledChecks") ?? 0) + 1;
      Reflect.set(window, "settledChecks", settledChecks);
      return settledChecks >= 2;
    },
    undefined,
    { polling: 100, timeout: 10_000 },
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  // A sandboxed frame (an email's preview) runs no script, so axe cannot look inside: leave it out.
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const why = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message;
      return `${node.target.join(" ")}${why ? ` (${why})` : ""}`;
    });
    return `${violation.id} (${violation.impact ?? "n/a"}): ${violation.help} — ${nodes.join(" | ")}`;
  });
}

/**
 * A full-page screenshot kept under artifacts/screens/<database>/<name>-<width>.png, for a person to look
 * at. Not in CI, whose clone nobody opens: there it cost ~1 s a screen of the journeys' time.
 */
export async function saveScreenshot(
  page: Page,
  database: string,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  // From the top, so the sticky header is captured where it belongs rather than mid-page; the audit
  // that follows sees the page from there too, in CI as well.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  if (process.env.CI) return;
  const dir = join(ARTIFACTS_DIR, "screens", database);
  await mkdir(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage, animations: "disabled" });
}

/** Where a landing section's top sits in the viewport once a smooth scroll has come to rest. */
export async function expectSectionUnderHeader(page: Page, id: string) {
  const section = page.locator(`section#${id}`);
  await expect(section).toBeAttached();
  const position = () =>
    section.evaluate((element) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      return { top: Math.round(element.getBoundingClientRect().top), atBottom: window.scrollY >= max - 1 };
    });
  // The last section may be too close to the page end to reach the offset: then the page is at its
  // bottom and the section still starts below the header.
  await expect
    .poll(async () => {
      const { top, atBottom } = await position();
      return atBottom && top > SECTION_OFFSET ? SECTION_OFFSET : top;
    })
    .toBe(SECTION_OFFSET);
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect(headerBottom).toBeLessThanOrEqual(SECTION_OFFSET);
}

export type ApplicationTextField =
  | "schoolName"
  | "address"
  | "city"
  | "zipCode"
  | "phone"
  | "website"
  | "administratorName"
  | "administratorEmail"
  | "administratorPhone"
  | "schoolHistory"
  | "missionStatement"
  | "currentAccreditations"
  | "preschoolEnrollment"
  | "elementaryEnrollment"
  | "middleSchoolEnrollment"
  | "highSchoolEnrollment"
  | "curriculumUsed";

/** The application form's text fields and their labels on the page, in the form's order. */
export const APPLICATION_TEXT_FIELDS: readonly { field: ApplicationTextField; label: string }[] = [
  { field: "schoolName", label: "School Name" },
  { field: "address", label: "Street Address" },
  { field: "city", label: "City" },
  { field: "zipCode", label: "ZIP Code" },
  { field: "phone", label: "School Phone" },
  { field: "website", label: "Website" },
  { field: "administratorName", label: "Administrator Name" },
  { field: "administratorEmail", label: "Administrator Email" },
  { field: "administratorPhone", label: "Administrator Phone" },
  { field: "schoolHistory", label: "School History" },
  { field: "missionStatement", label: "Mission Statement" },
  { field: "currentAccreditations", label: "Current Accreditations" },
  { field: "preschoolEnrollment", label: "Preschool Enrollment" },
  { field: "elementaryEnrollment", label: "Elementary Enrollment" },
  { field: "middleSchoolEnrollment", label: "Middle School Enrollment" },
  { field: "highSchoolEnrollment", label: "High School Enrollment" },
  { field: "curriculumUsed", label: "Curriculum Used" },
];

export function applicationLabel(field: ApplicationTextField): string {
  const found = APPLICATION_TEXT_FIELDS.find((entry) => entry.field === field);
  if (!found) throw new Error(`No label for ${field}`);
  return found.label;
}

export const GRADE_LABELS = { lowestGrade: "Lowest Grade", highestGrade: "Highest Grade" } as const;
export const GROUP_LABELS = {
  governanceStructure: "Governance Structure",
  schoolType: "School Type",
} as const;

export interface ApplicationFormValues extends Partial<Record<ApplicationTextField, string>> {
  governanceStructure: readonly (typeof GOVERNANCE_OPTIONS)[number]["value"][];
  schoolType: readonly (typeof SCHOOL_TYPE_OPTIONS)[number]["value"][];
  lowestGrade: Grade;
  highestGrade: Grade;
}

/** The shared valid application, for a school named `schoolName` (unique per test). */
export function schoolApplication(schoolName: string): ApplicationFormValues & ApplicationInput {
  return { ...validApplication, schoolName };
}

function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  const found = options.find((option) => option.value === value);
  if (!found) throw new Error(`No option ${value}`);
  return found.label;
}

export async function fillApplication(page: Page, values: ApplicationFormValues) {
  for (const { field, label } of APPLICATION_TEXT_FIELDS) {
    const value = values[field];
    if (value !== undefined) await textbox(page, label).fill(value);
  }
  for (const value of values.governanceStructure) {
    await page
      .getByRole("group", { name: new RegExp(GROUP_LABELS.governanceStructure) })
      .getByLabel(optionLabel(GOVERNANCE_OPTIONS, value))
      .check();
  }
  for (const value of values.schoolType) {
    await page
      .getByRole("group", { name: new RegExp(GROUP_LABELS.schoolType) })
      .getByLabel(optionLabel(SCHOOL_TYPE_OPTIONS, value))
      .check();
  }
  await select(page, GRADE_LABELS.lowestGrade).selectOption(values.lowestGrade);
  await select(page, GRADE_LABELS.highestGrade).selectOption(values.highestGrade);
}

/** `fillApplication` on the Spanish page: its Spanish labels and options. */
export async function fillApplicationInSpanish(page: Page, values: ApplicationFormValues) {
  const { application } = es;
  for (const { field } of APPLICATION_TEXT_FIELDS) {
    const value = values[field];
    if (value !== undefined) await textbox(page, application.fields[field].label).fill(value);
  }
  for (const value of values.governanceStructure)
    await page.getByLabel(application.governanceOptions[value]).check();
  for (const value of values.schoolType) await page.getByLabel(application.schoolTypeOptions[value]).check();
  await select(page, application.lowestGrade).selectOption(values.lowestGrade);
  await select(page, application.highestGrade).selectOption(values.highestGrade);
}

/** Signs in through the login screen and waits for the dashboard. */
export async function loginThroughUi(
  page: Page,
  credentials: { username: string; password: string } = E2E_ADMIN,
) {
  await visit(page, "/admin/login");
  await textbox(page, "Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

export const ADMIN_TOKEN_KEY = "admin-token";

/** Puts a session token where the admin screens look for it (without going through the form). */
export async function useAdminToken(page: Page, token: string) {
  await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [ADMIN_TOKEN_KEY, token] as const);
}

export function storedAdminToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), ADMIN_TOKEN_KEY);
}

/** Clicks a Delete button and confirms in the alert dialog it opens (focus starts on Cancel). */
export async function confirmDelete(page: Page, trigger: Locator) {
  await trigger.click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toBeHidden();
}
