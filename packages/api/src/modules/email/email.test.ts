import { ContactInputSchema, emailEs, emailMessages } from "@choose/schema";
import { validApplication, validContact } from "@choose/schema/fixtures";
import { describe, expect, test } from "vitest";
import { useAdminSession } from "../../../test/admin.ts";
import { seedPost } from "../../../test/blog.ts";
import { useMailingTestApp } from "../../../test/mail.ts";
import { submitApplication } from "../../../test/public.ts";
import { NewsletterSubscription } from "../newsletter/newsletter.entity.ts";
import { EmailOutboxEntity, LetterTemplateEntity } from "./email.entity.ts";

const { t, smtp } = await useMailingTestApp({ NOTIFY_EMAIL: "alerts@example.org" });
const { send: admin } = useAdminSession(t);
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, "mi")
    .exec(raw)?.[1]
    ?.replace(/\r\n[ \t]+/g, " ")
    .trim();

describe("the messages the site sends", () => {
  test("an application: an alert with the detail link to NOTIFY_EMAIL and a receipt to the applicant", async () => {
    const response = await submitApplication(t.app);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const mails = await smtp.waitFor(2);
    const alert = mails.find((mail) => mail.to[0] === "alerts@example.org");
    const receipt = mails.find((mail) => mail.to[0] === validApplication.administratorEmail);
    expect(header(alert?.raw ?? "", "Subject")).toBe("New school application");
    expect(alert?.decoded).toContain(validApplication.schoolName);
    expect(alert?.decoded).toContain(`https://esa.example.org/admin/applications/${id}`);
    expect(header(receipt?.raw ?? "", "Subject")).toBe("We received your application");
    expect(receipt?.decoded).toContain(validApplication.schoolName);
    expect(receipt?.decoded).toContain(validApplication.curriculumUsed.slice(0, 20));
  });

  test("an application from a Spanish page: the receipt in Spanish, the administrator's alert in English", async () => {
    const response = await submitApplication(t.app, { ...validApplication, language: "es" });
    expect(response.statusCode).toBe(201);
    const mails = await smtp.waitFor(2);
    const alert = mails.find((mail) => mail.to[0] === "alerts@example.org");
    const receipt = mails.find((mail) => mail.to[0] === validApplication.administratorEmail);
    expect(header(alert?.raw ?? "", "Subject")).toBe("New school application");
    expect(header(receipt?.raw ?? "", "Subject")).toBe("Recibimos su solicitud");
    expect(receipt?.decoded).toContain("Gracias por su solicitud");
    expect(receipt?.decoded).toContain('lang="es"');
  });

  test("a newsletter sign-up from a Spanish page: the confirmation in Spanish, linking to the Spanish page", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "maria@example.org", name: "Maria", language: "es" },
    });
    const [confirmation] = await smtp.waitFor(1);
    expect(confirmation?.decoded).toContain("Hola, Maria:");
    expect(confirmation?.decoded).toContain("https://esa.example.org/es/newsletter/confirm?token=");
  });

  test("a contact message: an alert whose Reply-To is the sender", async () => {
    await t.app.inject({ method: "POST", url: "/api/contact", payload: validContact });
    const [alert] = await smtp.waitFor(1);
    expect(alert?.to).toEqual(["alerts@example.org"]);
    expect(header(alert?.raw ?? "", "Reply-To")).toBe(validContact.email);
  });

  test("a school that applied in Spanish gets its status letter in Spanish", async () => {
    const { id } = (await submitApplication(t.app, { ...validApplication, language: "es" })).json();
    await smtp.waitFor(2);
    expect(
      (await admin("PUT", `/api/applications/${id}`, { status: "under_review", sendLetter: true }))
        .statusCode,
    ).toBe(200);
    const mails = await smtp.waitFor(3);
    const letter = mails.find((mail) => header(mail.raw, "Subject")?.includes("revisi"));
    expect(letter?.to).toEqual([validApplication.administratorEmail]);
    expect(letter?.decoded).toContain(`Su solicitud para ${validApplication.schoolName}`);
    expect(letter?.decoded).toContain("Estimado/a");
  });

  test("a status change sends the letter when asked, and is silent otherwise", async () => {
    const { id } = (await submitApplication(t.app)).json();
    await smtp.waitFor(2);
    expect((await admin("PUT", `/api/applications/${id}`, { status: "under_review" })).statusCode).toBe(200);
    expect(
      (await admin("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: true })).statusCode,
    ).toBe(200);
    const mails = await smtp.waitFor(3);
    expect(header(mails[2]?.raw ?? "", "Subject")).toBe(
      `Your application to ${t.config.site.name} is approved`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails).toHaveLength(3);
  });
});

describe("the back office's email screen", () => {
  test("alerts go to the address set there; an empty one goes back to NOTIFY_EMAIL", async () => {
    const saved = await admin("PUT", "/api/admin/email/settings", { notifyEmail: "office@example.org" });
    expect(saved.json()).toMatchObject({
      notifyEmail: "office@example.org",
      notifyEmailDefault: "alerts@example.org",
    });
    await t.app.services.contact.send(ContactInputSchema.parse(validContact));
    const [alert] = await t.db.orm.em.fork().find(EmailOutboxEntity, { kind: "contact_alert" });
    expect(alert?.toAddress).toBe("office@example.org");
    const cleared = await admin("PUT", "/api/admin/email/settings", { notifyEmail: "" });
    expect(cleared.json()).toMatchObject({ notifyEmail: "alerts@example.org" });
  });

  test("every template has a preview with a subject, HTML and plain text", async () => {
    const previews: { kind: string; subject: string; html: string; text: string }[] = (
      await admin("GET", "/api/admin/email/previews")
    ).json();
    // Each letter the back office edits, in English then Spanish.
    expect(previews.map((preview) => preview.kind)).toEqual([
      "application_alert",
      "contact_alert",
      "application_receipt",
      "application_receipt",
      ...Array.from({ length: 6 }, () => "status_letter"),
      "newsletter_confirmation",
      "newsletter_confirmation",
      "newsletter",
    ]);
    for (const preview of previews) {
      expect(preview.subject).not.toBe("");
      expect(preview.html).toContain("<html");
      expect(preview.text).not.toMatch(/<(html|p|a)[ >]/);
    }
  });

  test("an unknown email cannot be sent again", async () => {
    const answer = await admin("POST", "/api/admin/email/999/resend");
    expect([answer.statusCode, answer.json()]).toEqual([404, { message: emailMessages.emailNotFound }]);
  });
});

describe("the letters in both languages", () => {
  const spanishApproved = {
    language: "es",
    enabled: true,
    subject: "{{siteName}}: su solicitud fue aprobada",
    body: "Estimado/a {{administratorName}}:\n\nLa solicitud para {{schoolName}} fue aprobada. Envíe los documentos antes del 15 de enero.",
  };

  test("a Spanish applicant gets the Spanish letter the staff wrote; an English one the English letter, unchanged", async () => {
    const saved = await admin("PUT", "/api/admin/email/letters/approved", spanishApproved);
    expect(saved.statusCode).toBe(200);
    const spanish = (await submitApplication(t.app, { ...validApplication, language: "es" })).json();
    const english = (
      await submitApplication(t.app, { ...validApplication, administratorEmail: "english@example.org" })
    ).json();
    await smtp.waitFor(4);
    for (const { id } of [spanish, english])
      expect(
        (await admin("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: true })).statusCode,
      ).toBe(200);
    const mails = await smtp.waitFor(6);
    const toSpanish = mails.findLast((mail) => mail.to[0] === validApplication.administratorEmail);
    const toEnglish = mails.findLast((mail) => mail.to[0] === "english@example.org");
    expect(header(toSpanish?.raw ?? "", "Subject")).toBe(`${t.config.site.name}: su solicitud fue aprobada`);
    expect(toSpanish?.decoded).toContain(
      `La solicitud para ${validApplication.schoolName} fue aprobada. Envíe los documentos antes del 15 de enero.`,
    );
    expect(toSpanish?.decoded).toContain('lang="es"');
    expect(header(toEnglish?.raw ?? "", "Subject")).toBe(
      `Your application to ${t.config.site.name} is approved`,
    );
    expect(toEnglish?.decoded).not.toContain("15 de enero");
    // The back office reads both: the Spanish one as saved, the English one still the default.
    const letters: { letter: string; language: string; subject: string }[] = (
      await admin("GET", "/api/admin/email/letters")
    ).json();
    expect(letters.filter((letter) => letter.letter === "approved")).toEqual([
      expect.objectContaining({ language: "en", subject: "Your application to {{siteName}} is approved" }),
      expect.objectContaining({ language: "es", subject: spanishApproved.subject }),
    ]);
  });

  test("a status letter's switch is shared by its languages", async () => {
    await admin("PUT", "/api/admin/email/letters/approved", spanishApproved);
    await admin("PUT", "/api/admin/email/letters/approved", {
      language: "en",
      enabled: false,
      subject: "Approved",
      body: "Approved.",
    });
    const { id } = (await submitApplication(t.app, { ...validApplication, language: "es" })).json();
    await smtp.waitFor(2);
    await admin("PUT", `/api/applications/${id}`, { status: "approved", sendLetter: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(2);
    const letters: { letter: string; enabled: boolean }[] = (
      await admin("GET", "/api/admin/email/letters")
    ).json();
    expect(letters.filter((letter) => letter.letter === "approved").map((letter) => letter.enabled)).toEqual([
      false,
      false,
    ]);
  });

  test("the receipt and the confirmation go out as edited, in the visitor's language", async () => {
    expect(
      (
        await admin("PUT", "/api/admin/email/letters/application_receipt", {
          language: "es",
          subject: "Solicitud {{reference}} recibida",
          body: "Recibimos la solicitud de {{schoolName}}. Revisamos cada solicitud en dos semanas.",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin("PUT", "/api/admin/email/letters/newsletter_confirmation", {
          language: "es",
          subject: "Un paso más para recibir el boletín de {{siteName}}",
          body: "Haga clic aquí: {{confirmLink}}\n\nGracias.",
        })
      ).statusCode,
    ).toBe(200);
    await submitApplication(t.app, { ...validApplication, language: "es" });
    await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "maria@example.org", name: "Maria", language: "es" },
    });
    const mails = await smtp.waitFor(3);
    const receipt = mails.find((mail) => mail.to[0] === validApplication.administratorEmail);
    const confirmation = mails.find((mail) => mail.to[0] === "maria@example.org");
    expect(header(receipt?.raw ?? "", "Subject")).toMatch(/^Solicitud [A-Z0-9-]+ recibida$/);
    expect(receipt?.decoded).toContain("Revisamos cada solicitud en dos semanas.");
    // The header is MIME-encoded (accents): the outbox keeps the subject as sent.
    const outbox = await t.db.orm.em
      .fork()
      .findOneOrFail(EmailOutboxEntity, { toAddress: "maria@example.org" });
    expect(outbox.subject).toBe(`Un paso más para recibir el boletín de ${t.config.site.name}`);
    expect(confirmation?.decoded).toMatch(
      /Haga clic aquí: <a href="https:\/\/esa\.example\.org\/es\/newsletter\/confirm\?token=[0-9a-f]{64}"/,
    );
    // The English ones are untouched.
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "jo@example.org", name: "Jo" },
    });
    expect([signUp.statusCode, signUp.body]).toEqual([201, expect.any(String)]);
    const [english] = (await smtp.waitFor(4)).filter((mail) => mail.to[0] === "jo@example.org");
    expect(header(english?.raw ?? "", "Subject")).toBe(
      `Confirm your subscription to the ${t.config.site.name} newsletter`,
    );
  });

  test("migration 0300 keeps the English letters edited before it, and their switches", async () => {
    const migration = "Migration20261128090300_letter_languages";
    const sql = t.db.orm.em.getConnection();
    await t.db.orm.migrator.down(migration);
    try {
      await sql.execute(
        `insert into letter_templates (status, enabled, subject, body) values ('rejected', false, 'Sobre {{siteName}}', 'Edited before issue 30')`,
      );
    } finally {
      await t.db.orm.migrator.up(migration);
    }
    const letters: { letter: string; language: string; enabled: boolean; body: string }[] = (
      await admin("GET", "/api/admin/email/letters")
    ).json();
    expect(letters.filter((letter) => letter.letter === "rejected")).toEqual([
      expect.objectContaining({ language: "en", enabled: false, body: "Edited before issue 30" }),
      expect.objectContaining({ language: "es", enabled: false, body: emailEs.letters.rejected.body }),
    ]);
  });

  test.each([
    [
      "an unknown placeholder",
      "approved",
      { language: "es", subject: "Hola", body: "Estimado/a {{nombre}}:" },
      "body",
      "{{nombre}} is not a placeholder of this email. It may use: {{schoolName}}, {{administratorName}}, {{status}}, {{siteName}}",
    ],
    [
      "another letter's placeholder",
      "application_receipt",
      { subject: "Received", body: "Welcome, {{administratorName}}." },
      "body",
      "{{administratorName}} is not a placeholder of this email. It may use: {{schoolName}}, {{reference}}, {{siteName}}",
    ],
    [
      "a confirmation without its link",
      "newsletter_confirmation",
      { language: "es", subject: "Confirme", body: "Gracias." },
      "body",
      "The text must include {{confirmLink}} (the link that confirms the subscription)",
    ],
    [
      "the link in a subject",
      "newsletter_confirmation",
      { subject: "Confirm: {{confirmLink}}", body: "{{confirmLink}}" },
      "subject",
      "The subject may not use {{confirmLink}}: it belongs in the text",
    ],
    [
      "visitor text in a Spanish subject",
      "rejected",
      { language: "es", subject: "Sobre {{schoolName}}", body: "Hola" },
      "subject",
      emailMessages.subjectVisitorText,
    ],
    [
      "a receipt switched off",
      "application_receipt",
      { enabled: false, subject: "Received", body: "Thank you." },
      "enabled",
      emailMessages.alwaysSent,
    ],
  ])("%s is refused with a 400 that says why", async (_, letter, payload, field, message) => {
    const answer = await admin("PUT", `/api/admin/email/letters/${letter}`, payload);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(JSON.stringify(field));
    expect(JSON.stringify(answer.json())).toContain(JSON.stringify(message).slice(1, -1));
    expect(await t.db.orm.em.fork().count(LetterTemplateEntity, {})).toBe(0);
  });
});

describe("sending a post to subscribers", () => {
  async function subscribers(count: number) {
    const em = t.db.orm.em.fork();
    for (let i = 0; i < count; i++)
      em.create(NewsletterSubscription, { email: `s${i}@example.org`, name: `S ${i}` });
    em.create(NewsletterSubscription, { email: "gone@example.org", name: "Gone", isActive: false });
    await em.flush();
  }
  const post = async (published = true) =>
    (
      await seedPost(t, "news", {
        title: "News & <updates>",
        content: "<p>Long enough content for a post, with more than fifty characters in it.</p>",
        published,
      })
    ).id;

  test("counts the recipients, sends each active subscriber one copy with RFC 8058 headers, never twice", async () => {
    await subscribers(3);
    const id = await post();
    const before = await admin("GET", `/api/admin/posts/${id}/newsletter`);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.json()).toEqual({ postId: id, recipients: 3, queued: 0, sent: 0, failed: 0 });
    const sent = await admin("POST", `/api/admin/posts/${id}/newsletter`);
    expect(sent.json()).toMatchObject({ recipients: 0, queued: 3 });
    const mails = await smtp.waitFor(3);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      "s0@example.org",
      "s1@example.org",
      "s2@example.org",
    ]);
    const subscription = await t.db.orm.em
      .fork()
      .findOneOrFail(NewsletterSubscription, { email: "s0@example.org" });
    const copy = mails.find((mail) => mail.to[0] === "s0@example.org")?.decoded ?? "";
    expect(header(copy, "List-Unsubscribe")).toBe(
      `<https://esa.example.org/api/newsletter/unsubscribe/${subscription.unsubscribeToken}>`,
    );
    expect(header(copy, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(copy).toContain(
      `https://esa.example.org/newsletter/unsubscribe?token=${subscription.unsubscribeToken}`,
    );
    expect(copy).toContain("News &amp; &lt;updates&gt;");
    // Again (a double click, another instance, after a restart): nobody gets a second copy.
    await Promise.all([
      admin("POST", `/api/admin/posts/${id}/newsletter`),
      admin("POST", `/api/admin/posts/${id}/newsletter`),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(3);
    expect((await admin("GET", `/api/admin/posts/${id}/newsletter`)).json()).toMatchObject({
      recipients: 0,
      queued: 0,
      sent: 3,
    });
    // The one-click link works.
    const off = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe/${subscription.unsubscribeToken}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(off.statusCode).toBe(200);
  });

  test("a draft cannot be sent; an unknown post is 404", async () => {
    const id = await post(false);
    const draft = await admin("POST", `/api/admin/posts/${id}/newsletter`);
    expect(draft.statusCode).toBe(400);
    const missing = await admin("POST", "/api/admin/posts/00000000-0000-4000-8000-000000000009/newsletter");
    expect(missing.statusCode).toBe(404);
    expect(await t.db.orm.em.fork().count(EmailOutboxEntity, {})).toBe(0);
  });

  test("the admin endpoints need a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/email" });
    expect(response.statusCode).toBe(401);
  });
});
