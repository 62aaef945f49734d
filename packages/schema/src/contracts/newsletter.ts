import { z } from "zod";
import { NEWSLETTER_NAME_MIN } from "../rules/form-rules.ts";
import type { Language } from "../texts/i18n/languages.ts";
import { newsletterMessages } from "../texts/validation-messages.ts";
import { languageField } from "./language.ts";
import { emailAddress, honeypot, requiredText } from "./text.ts";

export { newsletterMessages };

export const NewsletterInputSchema = z.object({
  email: emailAddress(newsletterMessages.email).transform((email) => email.toLowerCase()),
  name: requiredText(NEWSLETTER_NAME_MIN, newsletterMessages.name),
  homepage: honeypot,
  language: languageField,
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;
export type NewsletterData = z.output<typeof NewsletterInputSchema>;

/** A sign-up whose confirmation link has not been followed yet (`expired`: past its 7 days). */
export interface PendingSignUp {
  email: string;
  name: string | null;
  sentAt: string;
  expired: boolean;
  language: Language;
}

/** Which pending sign-up gets its confirmation email again. */
export const PendingResendSchema = z.object({
  email: emailAddress(newsletterMessages.email).transform((email) => email.toLowerCase()),
});

/** The same for a new, pending or confirmed address: the answer tells no one who is subscribed. */
export interface NewsletterResult {
  subscribed: true;
  message: string;
}
