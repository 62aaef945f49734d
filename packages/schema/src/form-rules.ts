/**
 * Form rules that need no zod, so the landing page can use them without loading it
 * (`@choose/schema/form-rules`): the honeypot's name and the newsletter button's rule.
 */

/** A hidden field that people never see and bots fill in; a filled one means "pretend, store nothing". */
export const HONEYPOT_FIELD = "homepage";

export const NEWSLETTER_NAME_MIN = 2;

/** The sign-up button's rule (spec 5): a non-empty trimmed email and a trimmed name of 2+ characters. */
export function canSubmitNewsletter(values: { email: string; name: string }): boolean {
  return values.email.trim().length > 0 && values.name.trim().length >= NEWSLETTER_NAME_MIN;
}
