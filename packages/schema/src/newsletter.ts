import { z } from "zod";
import { NEWSLETTER_NAME_MIN } from "./form-rules.ts";
import { languageField } from "./language.ts";
import { emailAddress, honeypot, requiredText } from "./text.ts";
import { newsletterMessages } from "./validation-messages.ts";

export { newsletterMessages };

export const NewsletterInputSchema = z.object({
  email: emailAddress(newsletterMessages.email).transform((email) => email.toLowerCase()),
  name: requiredText(NEWSLETTER_NAME_MIN, newsletterMessages.name),
  homepage: honeypot,
  language: languageField,
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;
export type NewsletterData = z.output<typeof NewsletterInputSchema>;

/** The same for a new, pending or confirmed address: the answer tells no one who is subscribed. */
export interface NewsletterResult {
  subscribed: true;
  message: string;
}
