import { z } from "zod";
import { emailAddress, honeypot, requiredText } from "./text.ts";

export const NEWSLETTER_NAME_MIN = 2;

export const newsletterMessages = {
  email: "Please enter a valid email address",
  name: "Name is required",
} as const;

export const NewsletterInputSchema = z.object({
  email: emailAddress(newsletterMessages.email).transform((email) => email.toLowerCase()),
  name: requiredText(NEWSLETTER_NAME_MIN, newsletterMessages.name),
  homepage: honeypot,
});
export type NewsletterInput = z.input<typeof NewsletterInputSchema>;
export type NewsletterData = z.output<typeof NewsletterInputSchema>;

/** The sign-up button's rule (spec 5): a non-empty trimmed email and a trimmed name of 2+ characters. */
export function canSubmitNewsletter(values: { email: string; name: string }): boolean {
  return values.email.trim().length > 0 && values.name.trim().length >= NEWSLETTER_NAME_MIN;
}

export const NewsletterResultSchema = z.object({
  subscribed: z.literal(true),
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;
