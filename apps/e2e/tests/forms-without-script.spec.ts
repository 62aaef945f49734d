/**
 * Every public form before and without its JavaScript (issue 26), in both languages: with scripts off,
 * on a CPU six times slower with Send pressed as soon as the page has loaded, and as usual. Each
 * journey checks what the visitor sees, that exactly one row is stored, that no request URL holds a
 * submitted value and that the API's log holds none of them.
 */
import { validApplication, validContact } from "@choose/schema/fixtures";
import { DRAFT_INTENT } from "@choose/schema/form-rules";
import { enShell, type Language, type PageTexts, type ShellTexts } from "@choose/schema/i18n";
import { enPages } from "@choose/schema/i18n/en-pages";
import { es } from "@choose/schema/i18n/es";
import type { Page } from "@playwright/test";
import { expect, mailTo, type Stack, test } from "./fixtures.ts";
import { axeViolations, waitForApp } from "./ui.ts";

const SHELL: Record<Language, ShellTexts> = { en: enShell, es };
const PAGES: Record<Language, PageTexts> = { en: enPages, es };
const pathIn = (language: Language, path: string) =>
  language === "es" ? `/es${path === "/" ? "" : path}` : path;

/** A form's submit button (the application's Save for later is a submit button too, with its own name). */
const SUBMIT = 'button[type="submit"]:not([name])';

type Mode = "no script" | "6x slower CPU, sent at load" | "as usual";
const MODES: readonly Mode[] = ["no script", "6x slower CPU, sent at load", "as usual"];

/** How long a success may take to show: a phone six times slower loads the schema and sends slowly. */
const SUCCESS_TIMEOUT = { "no script": 10_000, "6x slower CPU, sent at load": 30_000, "as usual": 10_000 };

/** Opens `path` the way the mode has it: the slow CPU sends as soon as the page has loaded. */
async function open(page: Page, mode: Mode, path: string) {
  if (mode === "6x slower CPU, sent at load") {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto(path, { waitUntil: "load" });
  } else if (mode === "no script") {
    await page.goto(path);
  } else {
    await page.goto(path);
    await waitForApp(page);
  }
}

/** Every request URL the page asks for, to check none carries what was typed. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** `values` appear in no URL the browser asked for and in no line the API logged. */
async function expectNowhere(stack: Stack, urls: string[], values: string[]) {
  const log = (await stack.apiLog()).join("\n");
  for (const value of values) {
    for (const form of new Set([value, encodeURIComponent(value), value.replaceAll(" ", "+")])) {
      expect(
        urls.filter((url) => url.includes(form)),
        `"${form}" in a URL`,
      ).toEqual([]);
      expect(log.includes(form), `"${form}" in the API's log`).toBe(false);
    }
  }
}

async function countMessages(stack: Stack, email: string) {
  const response = await stack.adminRequest("GET", `/api/contact/admin?q=${encodeURIComponent(email)}`);
  return Number(response.headers()["x-total-count"]);
}

for (const mode of MODES) {
  test.describe(`public forms, ${mode}`, () => {
    test.use({ javaScriptEnabled: mode !== "no script" });

    for (const language of ["en", "es"] as const) {
      const shell = SHELL[language];

      test(`contact (${language}): Message Sent!, one message, nothing typed in a URL or the log`, async ({
        page,
        stack,
      }) => {
        const urls = recordUrls(page);
        const email = stack.uniqueEmail(`contact-${language}`);
        const name = `Contact ${stack.uniqueSlug("name")}`;
        const message = `${validContact.message} ${stack.uniqueSlug("words")}`;
        await open(page, mode, pathIn(language, "/contact"));
        const form = page.locator('form[method="post"]').first();
        await form.locator('[name="name"]').fill(name);
        await form.locator('[name="email"]').fill(email);
        await form.locator('[name="message"]').fill(message);
        await form.locator(SUBMIT).click();

        await expect(page.getByRole("heading", { name: shell.notices.contact.successTitle })).toBeVisible({
          timeout: SUCCESS_TIMEOUT[mode],
        });
        await expect.poll(() => countMessages(stack, email)).toBe(1);
        await expectNowhere(stack, urls, [name, email, message]);
      });

      test(`newsletter (${language}): confirm from your inbox, one pending sign-up, one mail`, async ({
        page,
        stack,
      }) => {
        const urls = recordUrls(page);
        const email = stack.uniqueEmail(`newsletter-${language}`);
        const name = `Reader ${stack.uniqueSlug("n")}`;
        await open(page, mode, pathIn(language, "/"));
        const form = page.locator('form[method="post"]').first();
        await form.locator('[name="name"]').fill(name);
        await form.locator('[name="email"]').fill(email);
        await form.locator(SUBMIT).click();

        await expect(page.getByText(shell.forms.confirmFromInbox)).toBeVisible({
          timeout: SUCCESS_TIMEOUT[mode],
        });
        await expect.poll(async () => (await stack.mails(email)).length).toBe(1);
        const pending = await (await stack.adminRequest("GET", "/api/newsletter/admin/pending")).json();
        expect(JSON.stringify(pending).split(`"${email}"`).length - 1).toBe(1);
        await expectNowhere(stack, urls, [name, email]);
      });

      test(`application (${language}): Application Submitted!, its reference and receipt, one application`, async ({
        page,
        stack,
      }) => {
        const urls = recordUrls(page);
        const email = stack.uniqueEmail(`application-${language}`);
        const school = `${validApplication.schoolName} ${stack.uniqueSlug("s")}`;
        await open(page, mode, pathIn(language, "/application"));
        const form = page.locator('form[method="post"]').first();
        const answers = { ...validApplication, schoolName: school, administratorEmail: email };
        for (const [field, value] of Object.entries(answers)) {
          if (Array.isArray(value)) {
            for (const item of value) await form.locator(`[name="${field}"][value="${item}"]`).check();
          } else if (field === "lowestGrade" || field === "highestGrade") {
            await form.locator(`[name="${field}"]`).selectOption(String(value));
          } else {
            await form.locator(`[name="${field}"]`).fill(String(value));
          }
        }
        await form.locator(SUBMIT).click();

        await expect(page.getByRole("heading", { name: shell.notices.application.successTitle })).toBeVisible(
          { timeout: SUCCESS_TIMEOUT[mode] },
        );
        const stored = (await stack.applications()).filter(
          (application) => application.administratorEmail === email,
        );
        expect(stored).toHaveLength(1);
        const reference = stored[0]?.id.slice(0, 8).toUpperCase() ?? "";
        await expect(page.getByText(reference)).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
        await expectNowhere(stack, urls, [school, email]);
      });

      test(`event registration (${language}): You are registered, one registration, nothing typed in a URL or the log`, async ({
        page,
        stack,
      }) => {
        const urls = recordUrls(page);
        const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
        const event = await stack.createEvent({
          title: stack.unique(`Workshop ${language}`),
          startsAt: days(10),
          endsAt: days(10.1),
          location: "Library, Mobile",
          capacity: 5,
          language,
          published: true,
        });
        const email = stack.uniqueEmail(`event-${language}`);
        const name = `Parent ${stack.uniqueSlug("n")}`;
        await open(page, mode, pathIn(language, `/events/${event.slug}`));
        const form = page.getByRole("form", { name: PAGES[language].events.formLabel });
        await form.locator('[name="name"]').fill(name);
        await form.locator('[name="email"]').fill(email);
        await form.locator(SUBMIT).click();

        await expect(page.getByRole("heading", { name: PAGES[language].events.confirmedTitle })).toBeVisible({
          timeout: SUCCESS_TIMEOUT[mode],
        });
        const attendees = await (
          await stack.adminRequest("GET", `/api/admin/events/${event.id}/attendees`)
        ).json();
        expect(JSON.stringify(attendees).split(`"${email}"`).length - 1).toBe(1);
        await expectNowhere(stack, urls, [name, email]);
      });

      test(`application's Save for later (${language}): the answers stay, the link emailed brings them back`, async ({
        page,
        stack,
      }) => {
        const urls = recordUrls(page);
        const email = stack.uniqueEmail(`draft-${language}`);
        const school = `Half-written ${stack.uniqueSlug("s")}`;
        await open(page, mode, pathIn(language, "/application"));
        const form = page.locator('form[method="post"]').first();
        await form.locator('[name="schoolName"]').fill(school);
        await form.locator('[name="administratorEmail"]').fill(email);
        await form.locator(`button[name="${DRAFT_INTENT.name}"]`).click();

        // Without script the page's notice says it; with script, a toast.
        await expect(page.getByText(shell.forms.draftSavedTitle, { exact: true }).first()).toBeVisible({
          timeout: SUCCESS_TIMEOUT[mode],
        });
        await expect(form.locator('[name="schoolName"]')).toHaveValue(school);
        expect((await stack.applications()).filter((row) => row.administratorEmail === email)).toEqual([]);
        const mail = await mailTo(stack, email, "");
        const link = /https?:\/\/[^\s"<>]+\?draft=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
        expect(link, "the link to continue").toBeDefined();

        await open(page, mode, new URL(link ?? "").pathname + new URL(link ?? "").search);
        await expect(page.getByText(shell.forms.draftLoaded)).toBeVisible({ timeout: SUCCESS_TIMEOUT[mode] });
        await expect(page.locator('[name="schoolName"]')).toHaveValue(school);
        await expect(page.locator('[name="administratorEmail"]')).toHaveValue(email);
        await expectNowhere(stack, urls, [school, email]);
      });
    }
  });
}

test.describe("a form posted without script with mistakes", () => {
  for (const language of ["en", "es"] as const) {
    test(`(${language}) shows the page again with every answer, an error summary linking to each field, and no axe violation`, async ({
      page,
      stack,
    }) => {
      // The app's scripts never arrive (as on a network that drops them); axe itself still runs.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(pathIn(language, "/contact"));
      const form = page.locator('form[method="post"]').first();
      await form.locator('[name="name"]').fill("Ann Lee");
      await form.locator('[name="email"]').fill("not-an-email");
      await form.locator('[name="message"]').fill("Too short");
      await form.locator(SUBMIT).click();

      const summary = page.getByRole("alert").filter({ hasText: SHELL[language].forms.errorSummary });
      await expect(summary).toBeVisible();
      await expect(form.locator('[name="name"]')).toHaveValue("Ann Lee");
      await expect(form.locator('[name="message"]')).toHaveValue("Too short");
      await expect(form.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
      const links = summary.getByRole("link");
      await expect(links).toHaveCount(2);
      await links.first().click();
      await expect(page).toHaveURL(/#contact-email$/);
      expect(await axeViolations(page)).toEqual([]);

      // Mended and sent again: the success page, which axe checks too.
      await form.locator('[name="email"]').fill(stack.uniqueEmail(`mended-${language}`));
      await form.locator('[name="message"]').fill(validContact.message);
      await form.locator(SUBMIT).click();
      await expect(
        page.getByRole("heading", { name: SHELL[language].notices.contact.successTitle }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
