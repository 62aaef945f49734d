import {
  type Application,
  type ContactData,
  defaultLetter,
  emailEn,
  emailEs,
  type Language,
  LETTER_STATUSES,
  LetterTemplateSchema,
} from "@choose/schema";
import { validApplicationFields, validContact } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { type MailSite, type RenderedEmail, templates } from "./templates.ts";

const site: MailSite = { name: "Alabama ESA Alliance", publicUrl: "https://esa.example.org" };

/** What a stranger types to make our mail server carry their words to someone else's inbox. */
const bait = "Claim your $500 prize at https://evil.example/win now";

const application = (language: Language): Application => ({
  ...validApplicationFields,
  schoolName: bait,
  administratorName: `Pat ${bait}`,
  id: "00000000-0000-4000-8000-000000000000",
  submittedAt: new Date().toISOString(),
  status: "pending",
  language,
});
const contact: ContactData = { ...validContact, name: bait, message: `Hello, see ${bait}` };

/** Every address the email links to. */
const linksOf = (email: RenderedEmail) =>
  [...email.html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]);

/** The visible greeting line: the first paragraph after the site's heading. */
const greetingOf = (email: RenderedEmail) =>
  email.text.split("\n").find((line) => /^(Hello|Hola|Dear)/.test(line));

describe("the newsletter confirmation's greeting", () => {
  test.each([
    ["Maria", "Hello Maria,"],
    ["  María José Ortega ", "Hello María,"],
    ["O'Brien-Smith Jr", "Hello O'Brien-Smith,"],
    ["Zoë", "Hello Zoë,"],
    // Decomposed accents are letters once composed.
    ["Jose\u0301", "Hello José,"],
    ["https://evil.example/win", "Hello,"],
    ["<b>Bob</b>", "Hello,"],
    ["R2D2", "Hello,"],
    ["Bob.", "Hello,"],
    ["-", "Hello,"],
    ["a".repeat(31), "Hello,"],
    ["", "Hello,"],
  ])("%j is greeted as %j", async (name, greeting) => {
    const email = await templates.newsletterConfirmation(
      site,
      name,
      `${site.publicUrl}/newsletter/confirm?token=x`,
      "en",
      defaultLetter("newsletter_confirmation", "en"),
    );
    expect(greetingOf(email)).toBe(greeting);
  });

  test("the rest of a typed name appears nowhere, in either language", async () => {
    for (const language of ["en", "es"] as const) {
      const email = await templates.newsletterConfirmation(
        site,
        bait,
        `${site.publicUrl}/c`,
        language,
        defaultLetter("newsletter_confirmation", language),
      );
      expect(greetingOf(email)).toBe(language === "en" ? "Hello Claim," : "Hola, Claim:");
      expect(`${email.subject}\n${email.html}\n${email.text}`).not.toMatch(/prize|evil\.example/);
    }
  });
});

describe("no visitor text in any subject", () => {
  test.each(["en", "es"] as const)("the application receipt and the alerts (%s)", async (language) => {
    const rendered = [
      await templates.applicationReceipt(
        site,
        application(language),
        defaultLetter("application_receipt", language),
      ),
      await templates.applicationAlert(site, application(language)),
      await templates.contactAlert(site, contact),
      await templates.newsletterConfirmation(
        site,
        bait,
        `${site.publicUrl}/c`,
        language,
        defaultLetter("newsletter_confirmation", language),
      ),
    ];
    for (const email of rendered) {
      expect(email.subject).not.toMatch(/Claim|prize|evil/);
      expect(email.html).not.toMatch(/<title>[^<]*(Claim|prize|evil)/);
    }
  });

  test.each(["en", "es"] as const)("the default status letters (%s)", async (language) => {
    for (const status of LETTER_STATUSES) {
      const letter = await templates.statusLetter(site, defaultLetter(status, language), {
        ...application(language),
        status,
      });
      expect(letter.subject).not.toMatch(/Claim|prize|evil|Pat/);
      expect(letter.subject).toContain(site.name);
    }
  });

  test("a letter whose saved subject names the school is sent with the default subject", async () => {
    const letter = await templates.statusLetter(
      site,
      { subject: "Good news for {{schoolName}}, {{administratorName}}", body: "Dear {{administratorName}}" },
      { ...application("en"), status: "approved" },
    );
    expect(letter.subject).toBe(`Your application to ${site.name} is approved`);
  });

  test("the back office cannot save a subject that would carry what the applicant typed", () => {
    for (const subject of ["About {{schoolName}}", "Hello {{ administratorName }}"]) {
      const result = LetterTemplateSchema.safeParse({
        letter: "approved",
        enabled: true,
        subject,
        body: "Hi",
      });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["subject", expect.stringContaining("{{schoolName}}")],
      ]);
    }
    const ours = { letter: "approved", enabled: true, subject: "{{siteName}}: {{status}}", body: "Hi" };
    expect(LetterTemplateSchema.safeParse(ours).success).toBe(true);
  });

  test("neither catalogue's receipt subject or letters' subjects take the school or the person", () => {
    for (const catalogue of [emailEn, emailEs]) {
      expect(catalogue.receipt.subject).not.toMatch(/\{schoolName\}|\{name\}/);
      for (const status of LETTER_STATUSES)
        expect(catalogue.letters[status].subject).not.toMatch(/schoolName|administratorName/);
    }
  });
});

describe("visitor text in a body is never a link", () => {
  test("alerts to the organisation and the receipt link only to the site itself", async () => {
    const rendered = [
      await templates.applicationAlert(site, application("en")),
      await templates.contactAlert(site, contact),
      await templates.applicationReceipt(
        site,
        { ...application("en"), website: "https://evil.example/" },
        defaultLetter("application_receipt", "en"),
      ),
    ];
    for (const email of rendered) {
      expect(email.text).toContain("prize");
      for (const href of linksOf(email)) expect(href?.startsWith(site.publicUrl)).toBe(true);
    }
  });

  test("the receipt greets the administrator by their first name only, under the same rule", async () => {
    const receipt = await templates.applicationReceipt(
      site,
      application("en"),
      defaultLetter("application_receipt", "en"),
    );
    expect(greetingOf(receipt)).toBe("Dear Pat,");
    const anonymous = await templates.applicationReceipt(
      site,
      { ...application("es"), administratorName: "www.evil.example" },
      defaultLetter("application_receipt", "es"),
    );
    expect(anonymous.text).toContain(emailEs.receipt.greetingAnonymous);
  });
});
