import {
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
  type Catalogue,
  type ContactData,
  carriesVisitorText,
  defaultLetter,
  type EmailCatalogue,
  type EmailKind,
  type EmailPreview,
  emailEn,
  emailEs,
  en,
  fill,
  fillPlaceholders,
  type Grade,
  isLetterStatus,
  LANGUAGE_NAMES,
  type Language,
  LETTER_LABELS,
  type LetterKey,
  type LetterTemplate,
  pathInLanguage,
} from "@choose/schema";
import { validApplicationFields } from "@choose/schema/fixtures";
import { applicationReference } from "@choose/schema/form-rules";
import { es } from "@choose/schema/i18n/es";
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from "@react-email/components";
import { plainTextSelectors } from "@react-email/render";
import { compile } from "html-to-text";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * Every email the site sends, in one place: React Email components rendered to HTML and plain text.
 * React escapes every value it renders, so a school name with "<script>" arrives as text. The API runs
 * on Node's type stripping, which has no JSX, so elements are made with `createElement` (as `h`).
 */

export type EventEmailVariant = "confirmation" | "waitlist" | "promotion" | "reminder" | "cancelled";

/** What an event's email says: the event as the registrant's language shows it, and their registration. */
export interface EventEmailDetails {
  language: Language;
  name: string;
  title: string;
  /** The start and end, formatted in the events' time zone. */
  when: string;
  location: string | null;
  onlineUrl: string | null;
  seats: number;
  waitlistPosition: number | null;
  eventUrl: string;
  cancelUrl: string;
}

/** What every template knows about the site. */
export interface MailSite {
  name: string;
  publicUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface Template {
  /** The `lang` of the email (the reader's language). */
  language?: Language;
  subject: string;
  /** The inbox's one-line preview. */
  preview: string;
  /** Spread as children (so no keys are needed). */
  body: ReactNode[];
  /** A line under the signature (the newsletter's unsubscribe link). */
  footer?: ReactNode[];
}

const styles = {
  body: { backgroundColor: "#f5f5f4", fontFamily: "Arial, Helvetica, sans-serif", color: "#1c1917" },
  container: { backgroundColor: "#ffffff", padding: "24px", maxWidth: "600px" },
  heading: { fontSize: "22px", margin: "0 0 16px" },
  label: { fontSize: "14px", margin: "0", color: "#57534e" },
  value: { fontSize: "16px", margin: "0 0 12px", whiteSpace: "pre-wrap" },
  footer: { fontSize: "12px", color: "#57534e" },
  link: { color: "#1d4ed8", textDecoration: "underline" },
} as const;

const paragraph = (text: string) => h(Text, { style: styles.value }, text);
const field = (label: string, value: string | null) =>
  value ? [h(Text, { style: styles.label }, label), h(Text, { style: styles.value }, value)] : [];
const link = (href: string, text: string) => h(Link, { href, style: styles.link }, text);

/** An edited subject and text: what the back office saves for a letter in one language. */
export interface LetterText {
  subject: string;
  body: string;
}

/**
 * A letter's text as paragraphs (a blank line between two), its placeholders filled; `{{confirmLink}}`
 * becomes `confirmLink`'s element where the administrator put it.
 */
function letterParagraphs(body: string, confirmLink?: ReactNode): ReactNode[] {
  return body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== "")
    .map((text) => {
      if (!confirmLink) return paragraph(text);
      const parts = text.split(/\{\{\s*confirmLink\s*\}\}/);
      return h(
        Text,
        { style: styles.value },
        ...parts.flatMap((part, i) => (i === 0 ? [part] : [confirmLink, part])).filter((part) => part !== ""),
      );
    });
}

/** A name's first word that a greeting may use: a letter, then letters, ' or - (30 at most). */
const GREETABLE = /^\p{L}[\p{L}'’-]{0,29}$/u;

/**
 * What a greeting may say of a typed name: its first word when that is a plain name, else nothing (the
 * caller greets neutrally). The mail goes to an address the visitor typed, so a "name" that is a link or
 * a sentence must not reach a stranger's inbox in our words.
 */
function greetingName(name: string | null): string | undefined {
  const [first = ""] = (name ?? "").normalize("NFC").trim().split(/\s+/);
  return GREETABLE.test(first) ? first : undefined;
}

/**
 * React Email's plain-text conversion (its options), compiled once: `render(…, { plainText: true })`
 * renders the email a second time and compiles these selectors on every call, which was a quarter of
 * the CPU of a contact form's submission.
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/** The doctype React Email's `render` puts before an email (email clients expect XHTML 1.0). */
const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

async function renderTemplate(site: MailSite, template: Template): Promise<RenderedEmail> {
  const element = h(
    Html,
    { lang: template.language ?? "en" },
    h(Head, null, h("title", null, template.subject)),
    h(Preview, null, template.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: "h1", style: styles.heading }, site.name),
        ...template.body,
        h(Hr, null),
        h(Text, { style: styles.footer }, `${site.name} · `, link(site.publicUrl, site.publicUrl)),
        template.footer ? h(Text, { style: styles.footer }, ...template.footer) : null,
      ),
    ),
  );
  // React Email's `render` streams (for Suspense) and marks its boundaries with comments; the templates
  // hold nothing to wait for, so the static markup is the same email at half the CPU.
  const html = `${EMAIL_DOCTYPE}${renderToStaticMarkup(element)}`;
  return { subject: template.subject, html, text: toPlainText(html) };
}

export const templates = {
  /** To a reviewer: an application to review, and where. */
  reviewAssignment(site: MailSite, assignment: { assignedBy: string; schoolName: string; link: string }) {
    return renderTemplate(site, {
      // The school's name is in the body, not the subject (no applicant text in subjects).
      subject: "An application to review",
      preview: `${assignment.assignedBy} asked you to review an application.`,
      body: [
        paragraph(
          `${assignment.assignedBy} asked you to review the application of ${assignment.schoolName}.`,
        ),
        h(Text, { style: styles.value }, link(assignment.link, "Open the application")),
      ],
    });
  },

  /** To a new member of the team: who invited them, as what, and the single-use link (48 hours). */
  staffInvitation(
    site: MailSite,
    invitation: { invitedBy: string; roleName: string; link: string; expiresAt: Date },
  ) {
    return renderTemplate(site, {
      subject: `You are invited to the ${site.name} back office`,
      preview: `${invitation.invitedBy} invited you to join as ${invitation.roleName}.`,
      body: [
        paragraph(
          `${invitation.invitedBy} invited you to join the ${site.name} back office as ${invitation.roleName}.`,
        ),
        paragraph("Open the link below to choose your username and password. It works once, for 48 hours."),
        h(Text, { style: styles.value }, link(invitation.link, "Accept the invitation")),
        paragraph("If you did not expect this email, you can ignore it: nothing happens without the link."),
      ],
    });
  },

  applicationAlert(site: MailSite, application: Application) {
    return renderTemplate(site, {
      // No visitor text in any subject, alerts to us included: the body says who applied.
      subject: "New school application",
      preview: `${application.administratorName} applied for ${application.schoolName}.`,
      body: [
        paragraph("A new school application has arrived."),
        ...field("School", application.schoolName),
        ...field("Administrator", `${application.administratorName} <${application.administratorEmail}>`),
        ...field("City", `${application.city}, ${application.state}`),
        h(
          Text,
          { style: styles.value },
          link(`${site.publicUrl}/admin/applications/${application.id}`, "Open the application"),
        ),
      ],
    });
  },

  contactAlert(site: MailSite, message: ContactData) {
    return renderTemplate(site, {
      subject: "New contact message",
      preview: message.message.slice(0, 120),
      body: [
        paragraph(
          "A new message came in through the contact form. Reply to this email to answer the sender.",
        ),
        ...field("From", `${message.name} <${message.email}>`),
        ...field("Phone", message.phone ?? null),
        ...field("Organization", message.organization ?? null),
        ...field("Message", message.message),
      ],
    });
  },

  /** To the school, in the language it applied in: the back office's subject and intro, then the summary. */
  applicationReceipt(site: MailSite, application: Application, letter: LetterText, portalLink?: string) {
    const { language } = application;
    const t = emailTexts[language].receipt;
    const { schoolName } = application;
    // The stored choices are the spec's English values; a Spanish receipt names them in Spanish.
    const names = screenTexts[language].application;
    const choice = (values: string[], labels: Record<string, string>) =>
      values.map((value) => (language === "en" ? value : (labels[value] ?? value))).join(", ");
    const grade = (value: string) => (language === "en" ? value : (names.grades[value as Grade] ?? value));
    const name = greetingName(application.administratorName);
    const reference = applicationReference(application.id);
    const values = { schoolName, reference, siteName: site.name };
    // A subject never carries what the applicant typed (the schema refuses it; this is the same rule).
    const subject = carriesVisitorText(letter.subject)
      ? defaultLetter("application_receipt", language).subject
      : letter.subject;
    return renderTemplate(site, {
      language,
      subject: fillPlaceholders(subject, { reference, siteName: site.name }),
      preview: t.preview,
      body: [
        paragraph(name ? fill(t.greeting, { name }) : t.greetingAnonymous),
        ...letterParagraphs(fillPlaceholders(letter.body, values)),
        ...field(t.reference, reference),
        ...field(t.school, schoolName),
        ...field(
          t.address,
          `${application.address}, ${application.city}, ${application.state} ${application.zipCode}`,
        ),
        ...field(t.schoolPhone, application.phone),
        ...field(t.website, application.website),
        ...field(t.administrator, `${application.administratorName}, ${application.administratorPhone}`),
        ...field(
          t.grades,
          fill(t.gradeRange, {
            lowest: grade(application.lowestGrade),
            highest: grade(application.highestGrade),
          }),
        ),
        ...field(t.schoolType, choice(application.schoolType, names.schoolTypeOptions)),
        ...field(t.governance, choice(application.governanceStructure, names.governanceOptions)),
        ...field(t.accreditations, application.currentAccreditations),
        ...field(t.curriculum, application.curriculumUsed),
        ...field(t.mission, application.missionStatement),
        ...field(t.history, application.schoolHistory),
        ...(portalLink
          ? [
              paragraph(t.portal),
              h(Text, { style: styles.value }, link(portalLink, t.portalLink)),
              h(Text, { style: styles.footer }, t.portalKeep),
            ]
          : []),
      ],
    });
  },

  /** To a school: its portal's link ("lost your link?", or staff sent a new one), in its language. */
  portalLink(site: MailSite, school: { language: Language; reference: string; link: string }) {
    const t = emailTexts[school.language].portal;
    return renderTemplate(site, {
      language: school.language,
      subject: t.link.subject,
      preview: t.link.preview,
      body: [
        paragraph(fill(t.link.body, { reference: school.reference })),
        h(Text, { style: styles.value }, link(school.link, t.open)),
        h(Text, { style: styles.footer }, t.keep),
      ],
    });
  },

  /** To whoever saved a draft of the application: the link to continue it (kept 30 days). */
  applicationDraft(site: MailSite, draft: { language: Language; link: string }) {
    const t = emailTexts[draft.language].portal.draft;
    return renderTemplate(site, {
      language: draft.language,
      subject: t.subject,
      preview: t.preview,
      body: [paragraph(t.body), h(Text, { style: styles.value }, link(draft.link, t.link))],
    });
  },

  /** To a school: staff asked something; the question itself is read in the portal, not in the email. */
  portalRequest(site: MailSite, school: { language: Language; reference: string; link: string }) {
    const t = emailTexts[school.language].portal;
    return renderTemplate(site, {
      language: school.language,
      subject: t.request.subject,
      preview: t.request.preview,
      body: [
        paragraph(fill(t.request.body, { reference: school.reference })),
        h(Text, { style: styles.value }, link(school.link, t.open)),
        h(Text, { style: styles.footer }, t.keep),
      ],
    });
  },

  /**
   * The administrator's letter in the applicant's language (`letter` is that language's): their subject
   * and text with the placeholders filled, as plain paragraphs.
   */
  statusLetter(
    site: MailSite,
    letter: LetterText,
    application: Pick<Application, "schoolName" | "administratorName"> & {
      status: ApplicationStatus;
      language?: Language;
    },
  ) {
    const language = application.language ?? "en";
    const { status } = application;
    // A subject saved before subjects were kept free of visitor text goes out as the default one.
    const subject =
      carriesVisitorText(letter.subject) && status !== "pending"
        ? defaultLetter(status, language).subject
        : letter.subject;
    const values = {
      schoolName: application.schoolName,
      administratorName: application.administratorName,
      status: language === "en" ? APPLICATION_STATUS_LABELS[status] : emailTexts[language].statuses[status],
      siteName: site.name,
    };
    const body = fillPlaceholders(letter.body, values);
    return renderTemplate(site, {
      language,
      subject: fillPlaceholders(subject, values),
      preview: body.slice(0, 120),
      body: letterParagraphs(body),
    });
  },

  /** The back office's subject and text in the reader's language, `{{confirmLink}}` as the link. */
  newsletterConfirmation(
    site: MailSite,
    name: string | null,
    confirmUrl: string,
    language: Language,
    letter: LetterText,
  ) {
    const t = emailTexts[language].confirmation;
    const values = { siteName: site.name };
    const greeting = greetingName(name);
    return renderTemplate(site, {
      language,
      subject: fillPlaceholders(letter.subject, values),
      preview: t.preview,
      body: [
        paragraph(greeting ? fill(t.hello, { name: greeting }) : t.helloAnonymous),
        ...letterParagraphs(fillPlaceholders(letter.body, values), link(confirmUrl, t.link)),
      ],
    });
  },

  /**
   * An event's email to one registrant, in their language: the confirmation, the waitlist's notice, a
   * promotion from it, the reminder, or the event's cancellation. The online link is in every email but
   * the waitlist's and the cancellation's (it is revealed only to registered people).
   */
  eventEmail(site: MailSite, variant: EventEmailVariant, details: EventEmailDetails) {
    const t = emailTexts[details.language].event;
    const values = {
      title: details.title,
      seats: String(details.seats),
      position: String(details.waitlistPosition ?? ""),
    };
    const greeting = greetingName(details.name);
    const seated = variant === "confirmation" || variant === "promotion" || variant === "reminder";
    const { subject, preview, lead } = {
      confirmation: { subject: t.confirmationSubject, preview: t.confirmationPreview, lead: t.confirmed },
      waitlist: { subject: t.waitlistSubject, preview: t.waitlistPreview, lead: t.waitlisted },
      promotion: { subject: t.promotionSubject, preview: t.promotionPreview, lead: t.promoted },
      reminder: { subject: t.reminderSubject, preview: t.reminderPreview, lead: t.reminder },
      cancelled: { subject: t.cancelledSubject, preview: t.cancelledPreview, lead: t.cancelled },
    }[variant];
    return renderTemplate(site, {
      language: details.language,
      // The title is staff's text, not the visitor's: a subject may carry it.
      subject: fill(subject, values),
      preview,
      body: [
        paragraph(greeting ? fill(t.hello, { name: greeting }) : t.helloAnonymous),
        paragraph(fill(lead, values)),
        ...field(t.when, details.when),
        ...field(t.where, details.location),
        ...(seated && details.onlineUrl
          ? [
              h(Text, { style: styles.label }, t.online),
              h(Text, { style: styles.value }, link(details.onlineUrl, details.onlineUrl)),
              paragraph(t.onlineNote),
            ]
          : []),
        h(Text, { style: styles.value }, link(details.eventUrl, details.title)),
        ...(seated && variant !== "reminder" ? [paragraph(t.calendar)] : []),
        ...(variant === "cancelled"
          ? []
          : [
              paragraph(t.cancelNote),
              h(Text, { style: styles.value }, link(details.cancelUrl, t.cancelLink)),
            ]),
      ],
    });
  },

  /** A post as a newsletter; `unsubscribeUrl` is a placeholder filled per subscriber (see `UNSUBSCRIBE_SLOT`). */
  /** The post as written; the surrounding words in the subscriber's language. */
  newsletter(
    site: MailSite,
    post: { title: string; excerpt: string; slug: string },
    unsubscribeUrl: string,
    language: Language = "en",
  ) {
    const t = emailTexts[language].newsletter;
    return renderTemplate(site, {
      language,
      subject: post.title,
      preview: post.excerpt,
      body: [
        h(Heading, { as: "h2", style: styles.heading }, post.title),
        paragraph(post.excerpt),
        h(
          Text,
          { style: styles.value },
          link(`${site.publicUrl}${pathInLanguage(`/blog/${post.slug}`, language)}`, t.readMore),
        ),
      ],
      footer: [t.footer, link(unsubscribeUrl, t.unsubscribe)],
    });
  },
};

const emailTexts: Record<Language, EmailCatalogue> = { en: emailEn, es: emailEs };

const screenTexts: Record<Language, Catalogue> = { en, es };

/** Every template rendered with sample data: the back office's previews, each edited letter in its language. */
export async function previewTemplates(
  site: MailSite,
  letters: readonly LetterTemplate[],
): Promise<EmailPreview[]> {
  const sample: Application = {
    ...validApplicationFields,
    id: "00000000-0000-4000-8000-000000000000",
    submittedAt: new Date().toISOString(),
    status: "pending",
  };
  const contact: ContactData = {
    name: sample.administratorName,
    email: sample.administratorEmail,
    phone: sample.administratorPhone,
    organization: sample.schoolName,
    message: "Hello, we would like to know more about joining.",
    homepage: "",
  };
  const post = {
    title: "A sample post",
    excerpt: "What the newsletter of a post looks like.",
    slug: "sample",
  };
  const renderLetter = (letter: LetterTemplate): Promise<RenderedEmail> => {
    const { language } = letter;
    if (letter.letter === "application_receipt")
      return templates.applicationReceipt(
        site,
        { ...sample, language },
        letter,
        `${site.publicUrl}${pathInLanguage("/portal", language)}/…`,
      );
    if (letter.letter === "newsletter_confirmation")
      return templates.newsletterConfirmation(
        site,
        sample.administratorName,
        `${site.publicUrl}${pathInLanguage("/newsletter/confirm", language)}`,
        language,
        letter,
      );
    return templates.statusLetter(site, letter, { ...sample, status: letter.letter, language });
  };
  const letterPreviews = await Promise.all(
    letters.map(async (letter) => ({
      kind: isLetterStatus(letter.letter) ? ("status_letter" as const) : letter.letter,
      letter: letter.letter,
      language: letter.language,
      // English keeps its plain label; another language's says which.
      label: `${isLetterStatus(letter.letter) ? "Letter: " : ""}${LETTER_LABELS[letter.letter]}${
        letter.language === "en" ? "" : ` (${LANGUAGE_NAMES[letter.language]})`
      }`,
      email: await renderLetter(letter),
    })),
  );
  const rendered: {
    kind: EmailKind;
    letter?: LetterKey;
    language: Language;
    label: string;
    email: RenderedEmail;
  }[] = [
    {
      kind: "application_alert",
      language: "en",
      label: "New application (to you)",
      email: await templates.applicationAlert(site, sample),
    },
    {
      kind: "contact_alert",
      language: "en",
      label: "New contact message (to you)",
      email: await templates.contactAlert(site, contact),
    },
    ...letterPreviews,
    {
      kind: "newsletter",
      language: "en",
      label: "Newsletter (a post)",
      email: await templates.newsletter(site, post, `${site.publicUrl}/newsletter/unsubscribe`),
    },
  ];
  return rendered.map(({ email, ...preview }) => ({ ...preview, ...email }));
}
