import {
  type AdminBlogPost,
  AppError,
  type Application,
  backOfficeMessages,
  type ContactData,
  DEFAULT_LANGUAGE,
  type EmailKind,
  type EmailState,
  type EmailSummary,
  emailMessages,
  LETTER_STATUSES,
  type LetterStatus,
  type LetterTemplate,
  type PostSendStatus,
  resolveSiteConfig,
  type SiteConfig,
  serverMessages,
} from "@choose/schema";
import type { EmailService } from "../modules/email/email.service.ts";
import { defaultLetters, previewTemplates, templates } from "../modules/email/templates.ts";
import type { NewsletterService } from "../modules/newsletter/newsletter.service.ts";

const PUBLIC_URL = "http://localhost";

/**
 * The email outbox of the in-memory backend: no mail server, so every message is kept as "not sent",
 * as a real install without SMTP_URL keeps it. The subjects and previews come from the real templates.
 */
/** The subscriber list the email twin reads and changes (the in-memory newsletter service owns it). */
export interface InMemorySubscribers {
  /** Addresses of the active subscribers. */
  active(): string[];
  /** A followed confirmation link: the address becomes an active subscriber. */
  confirmed(email: string, name: string): void;
  unsubscribed(email: string): void;
}

export function createInMemoryEmail(options: {
  site?: SiteConfig;
  posts: () => readonly AdminBlogPost[];
  subscribers: InMemorySubscribers;
  onConfirmationLink?: (url: string) => void;
}) {
  const site = { name: (options.site ?? resolveSiteConfig({})).name, publicUrl: PUBLIC_URL };
  const siteConfig = options.site ?? resolveSiteConfig({});
  let emails: readonly EmailSummary[] = [];
  let notifyEmail: string | null = null;
  const letters = new Map<LetterStatus, LetterTemplate>();
  /** Unsubscribe links' tokens by address; pending sign-ups by token. */
  const unsubscribeTokens = new Map<string, string>();
  const pending = new Map<string, { email: string; name: string }>();
  const sentPosts = new Map<string, Set<string>>();

  function record(kind: EmailKind, to: string, subject: string) {
    const id = emails.length + 1;
    const email: EmailSummary = {
      id,
      kind,
      state: "not_sent",
      to,
      subject,
      createdAt: new Date().toISOString(),
      sentAt: null,
      attempts: 0,
      lastError: emailMessages.noMailServer,
    };
    emails = [email, ...emails];
  }

  const notifyAddress = () => notifyEmail ?? siteConfig.infoEmail;
  const letterFor = (status: LetterStatus) =>
    letters.get(status) ?? { status, enabled: true, ...defaultLetters[status] };

  function publishedPost(id: string) {
    const post = options.posts().find((candidate) => candidate.id === id);
    if (!post) throw new AppError("NOT_FOUND", serverMessages.postNotFound);
    if (!post.published) throw new AppError("BAD_REQUEST", emailMessages.postNotPublished);
    return post;
  }

  function sendStatus(postId: string): PostSendStatus {
    const done = sentPosts.get(postId) ?? new Set<string>();
    return {
      postId,
      recipients: options.subscribers.active().filter((address) => !done.has(address)).length,
      queued: 0,
      sent: 0,
      failed: done.size,
    };
  }

  const email: EmailService = {
    async list({ state, before, limit = 50 }) {
      const rows = emails.filter((row) => (!state || row.state === state) && (!before || row.id < before));
      return { emails: rows.slice(0, limit), counts: countByState(emails) };
    },
    async resend(id) {
      const row = emails.find((candidate) => candidate.id === id);
      if (!row) throw new AppError("NOT_FOUND", emailMessages.emailNotFound);
      return row;
    },
    async settings() {
      return {
        notifyEmail: notifyAddress(),
        notifyEmailDefault: siteConfig.infoEmail,
        smtpConfigured: false,
        from: `"${site.name}" <${siteConfig.infoEmail}>`,
      };
    },
    async setNotifyEmail(address) {
      notifyEmail = address;
      return email.settings();
    },
    async letters() {
      return LETTER_STATUSES.map(letterFor);
    },
    async updateLetter(letter) {
      letters.set(letter.status, letter);
      return letter;
    },
    async previews() {
      return previewTemplates(site, LETTER_STATUSES.map(letterFor));
    },
    async postSendStatus(postId) {
      publishedPost(postId);
      return sendStatus(postId);
    },
    async sendPost(postId) {
      const post = publishedPost(postId);
      const done = sentPosts.get(postId) ?? new Set<string>();
      for (const address of options.subscribers.active()) {
        if (done.has(address)) continue;
        done.add(address);
        record("newsletter", address, post.title);
      }
      sentPosts.set(postId, done);
      return sendStatus(postId);
    },
  };

  const newsletter: Pick<NewsletterService, "subscribe" | "confirm" | "unsubscribe" | "pending" | "resend"> =
    {
      async subscribe(input) {
        const token = crypto.randomUUID().replaceAll("-", "");
        pending.set(token, { email: input.email, name: input.name });
        options.onConfirmationLink?.(`${site.publicUrl}/newsletter/confirm?token=${token}`);
        record(
          "newsletter_confirmation",
          input.email,
          `Confirm your subscription to the ${site.name} newsletter`,
        );
        return { subscribed: true, message: serverMessages.subscribed };
      },
      async confirm(token) {
        const sign = pending.get(token);
        if (!sign) throw new AppError("NOT_FOUND", emailMessages.confirmInvalid);
        pending.delete(token);
        options.subscribers.confirmed(sign.email, sign.name);
        unsubscribeTokens.set(crypto.randomUUID().replaceAll("-", ""), sign.email);
        return { message: emailMessages.confirmed };
      },
      async pending() {
        return [...pending.values()].map((signUp) => ({
          ...signUp,
          sentAt: new Date().toISOString(),
          expired: false,
          language: DEFAULT_LANGUAGE,
        }));
      },
      async resend(email) {
        if (![...pending.values()].some((signUp) => signUp.email === email)) {
          throw new AppError("NOT_FOUND", backOfficeMessages.signUpNotPending);
        }
        record("newsletter_confirmation", email, `Confirm your subscription to the ${site.name} newsletter`);
        return { message: backOfficeMessages.confirmationResent };
      },
      async unsubscribe(token) {
        const address = unsubscribeTokens.get(token);
        if (!address) throw new AppError("NOT_FOUND", emailMessages.unsubscribeInvalid);
        options.subscribers.unsubscribed(address);
        return { message: emailMessages.unsubscribed };
      },
    };

  /** The messages the real services queue, recorded with the real templates' subjects. */
  const events = {
    async applicationSubmitted(application: Application) {
      record(
        "application_alert",
        notifyAddress(),
        (await templates.applicationAlert(site, application)).subject,
      );
      record(
        "application_receipt",
        application.administratorEmail,
        (await templates.applicationReceipt(site, application)).subject,
      );
    },
    async contactReceived(message: ContactData) {
      record("contact_alert", notifyAddress(), (await templates.contactAlert(site, message)).subject);
    },
    async statusChanged(application: Application, sendLetter: boolean) {
      const status = application.status;
      if (!sendLetter || status === "pending") return;
      const letter = letterFor(status);
      if (!letter.enabled) return;
      const rendered = await templates.statusLetter(site, letter, application);
      record("status_letter", application.administratorEmail, rendered.subject);
    },
  };

  return { email, newsletter, events };
}

function countByState(rows: readonly EmailSummary[]): Record<EmailState, number> {
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0, not_sent: 0, unknown: 0 };
  for (const row of rows) counts[row.state] += 1;
  return counts;
}
