import {
  APPLICATION_STATUS_LABELS,
  type Application,
  type ApplicationStatus,
  type ContactData,
  type EmailKind,
  fillPlaceholders,
  type LetterStatus,
  type LetterTemplate,
} from "@choose/schema";
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Text,
} from "@react-email/components";
import { createElement as h, type ReactNode } from "react";

/*
 * Every email the site sends, in one place: React Email components rendered to HTML and plain text.
 * React escapes every value it renders, so a school name with "<script>" arrives as text. The API runs
 * on Node's type stripping, which has no JSX, so elements are made with `createElement` (as `h`).
 */

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

async function renderTemplate(site: MailSite, template: Template): Promise<RenderedEmail> {
  const element = h(
    Html,
    { lang: "en" },
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
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject, html, text };
}

export const templates = {
  applicationAlert(site: MailSite, application: Application) {
    return renderTemplate(site, {
      subject: `New application: ${application.schoolName}`,
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
      subject: `New contact message from ${message.name}`,
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

  applicationReceipt(site: MailSite, application: Application) {
    return renderTemplate(site, {
      subject: `We received your application for ${application.schoolName}`,
      preview: "Thank you: your application has arrived and will be reviewed.",
      body: [
        paragraph(`Dear ${application.administratorName},`),
        paragraph(
          `Thank you for applying. We received your application for ${application.schoolName} and will write to you when its status changes. Here is a summary of what you sent.`,
        ),
        ...field("School", application.schoolName),
        ...field(
          "Address",
          `${application.address}, ${application.city}, ${application.state} ${application.zipCode}`,
        ),
        ...field("School phone", application.phone),
        ...field("Website", application.website),
        ...field("Administrator", `${application.administratorName}, ${application.administratorPhone}`),
        ...field("Grades", `${application.lowestGrade} to ${application.highestGrade}`),
        ...field("School type", application.schoolType.join(", ")),
        ...field("Governance", application.governanceStructure.join(", ")),
        ...field("Current accreditations", application.currentAccreditations),
        ...field("Curriculum", application.curriculumUsed),
        ...field("Mission statement", application.missionStatement),
        ...field("School history", application.schoolHistory),
      ],
    });
  },

  /** The administrator's letter: their subject and text with the placeholders filled, as plain paragraphs. */
  statusLetter(
    site: MailSite,
    letter: { subject: string; body: string },
    application: Pick<Application, "schoolName" | "administratorName"> & { status: ApplicationStatus },
  ) {
    const values = {
      schoolName: application.schoolName,
      administratorName: application.administratorName,
      status: APPLICATION_STATUS_LABELS[application.status],
      siteName: site.name,
    };
    const body = fillPlaceholders(letter.body, values);
    return renderTemplate(site, {
      subject: fillPlaceholders(letter.subject, values),
      preview: body.slice(0, 120),
      body: body.split(/\n\s*\n/).map((text) => paragraph(text.trim())),
    });
  },

  newsletterConfirmation(site: MailSite, name: string | null, confirmUrl: string) {
    return renderTemplate(site, {
      subject: `Confirm your subscription to the ${site.name} newsletter`,
      preview: "One click and you're subscribed.",
      body: [
        paragraph(name ? `Hello ${name},` : "Hello,"),
        paragraph(
          `Someone, probably you, asked to receive the ${site.name} newsletter at this address. Please confirm with the link below; until you do, we send you nothing else.`,
        ),
        h(Text, { style: styles.value }, link(confirmUrl, "Confirm my subscription")),
        paragraph("If you did not ask for this, ignore this email."),
      ],
    });
  },

  /** A post as a newsletter; `unsubscribeUrl` is a placeholder filled per subscriber (see `UNSUBSCRIBE_SLOT`). */
  newsletter(site: MailSite, post: { title: string; excerpt: string; slug: string }, unsubscribeUrl: string) {
    return renderTemplate(site, {
      subject: post.title,
      preview: post.excerpt,
      body: [
        h(Heading, { as: "h2", style: styles.heading }, post.title),
        paragraph(post.excerpt),
        h(Text, { style: styles.value }, link(`${site.publicUrl}/blog/${post.slug}`, "Read the full post")),
      ],
      footer: [
        "You receive this because you subscribed to our newsletter. ",
        link(unsubscribeUrl, "Unsubscribe"),
      ],
    });
  },
};

/** The default letters: the administrator edits them in the back office. */
export const defaultLetters: Record<LetterStatus, { subject: string; body: string }> = {
  under_review: {
    subject: "Your application for {{schoolName}} is under review",
    body: "Dear {{administratorName}},\n\nThank you for applying. Your application for {{schoolName}} is now under review. We will write to you again when we have made a decision.\n\nThe {{siteName}} team",
  },
  approved: {
    subject: "Your application for {{schoolName}} is approved",
    body: "Dear {{administratorName}},\n\nWe are pleased to tell you that the application for {{schoolName}} has been approved. We will be in touch about the next steps.\n\nThe {{siteName}} team",
  },
  rejected: {
    subject: "Your application for {{schoolName}}",
    body: "Dear {{administratorName}},\n\nThank you for applying. After review, we are unable to approve the application for {{schoolName}} at this time. You are welcome to contact us with any questions.\n\nThe {{siteName}} team",
  },
};

/** Sample data for the back office's preview of each template. */
export async function previewTemplates(
  site: MailSite,
  letters: readonly LetterTemplate[],
  sample: Application,
): Promise<{ kind: EmailKind; label: string; email: RenderedEmail }[]> {
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
  return [
    {
      kind: "application_alert",
      label: "New application (to you)",
      email: await templates.applicationAlert(site, sample),
    },
    {
      kind: "contact_alert",
      label: "New contact message (to you)",
      email: await templates.contactAlert(site, contact),
    },
    {
      kind: "application_receipt",
      label: "Application receipt",
      email: await templates.applicationReceipt(site, sample),
    },
    ...(await Promise.all(
      letters.map(async (letter) => ({
        kind: "status_letter" as const,
        label: `Letter: ${APPLICATION_STATUS_LABELS[letter.status]}`,
        email: await templates.statusLetter(site, letter, { ...sample, status: letter.status }),
      })),
    )),
    {
      kind: "newsletter_confirmation",
      label: "Newsletter confirmation",
      email: await templates.newsletterConfirmation(
        site,
        sample.administratorName,
        `${site.publicUrl}/newsletter/confirm`,
      ),
    },
    {
      kind: "newsletter",
      label: "Newsletter (a post)",
      email: await templates.newsletter(site, post, `${site.publicUrl}/newsletter/unsubscribe`),
    },
  ];
}
