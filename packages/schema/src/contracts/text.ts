import { z } from "zod";
import { defaultValidationMessages } from "../texts/validation-messages.ts";

/** Longest value any free-text field accepts unless it says otherwise. */
export const MAX_SHORT_TEXT = 200;

export const UNSTORABLE_TEXT_MESSAGE = defaultValidationMessages.unstorable;
export const TOKEN_MESSAGE = defaultValidationMessages.linkToken;

const tooLong = (max: number) => defaultValidationMessages.tooLong.replace("{n}", String(max));

/**
 * A string PostgreSQL can store: text columns cannot hold the NUL character. The one rule every string
 * input starts from (free text, addresses, tokens, patterns), so no field can take a NUL to the database
 * and answer 500; a test walks every procedure's input to keep it so.
 */
export function storableString() {
  return z.string().refine((value) => !value.includes("\u0000"), UNSTORABLE_TEXT_MESSAGE);
}

/** A trimmed string with a minimum length (and its spec message) and a maximum length. */
export function requiredText(min: number, message: string, max: number = MAX_SHORT_TEXT) {
  return storableString().trim().min(min, message).max(max, tooLong(max));
}

/** A trimmed optional string; empty or missing both become `undefined`. */
export function optionalText(max: number = MAX_SHORT_TEXT) {
  return storableString()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A trimmed optional string kept as "" when empty or missing, so forms and pages read one type. */
export function textOrEmpty(max: number) {
  return storableString().trim().max(max, tooLong(max)).default("");
}

/** A trimmed email address; `message` is the spec's text for an invalid one. */
export function emailAddress(message: string) {
  return storableString()
    .trim()
    .pipe(z.email(message).max(254, tooLong(254)));
}

/** An http(s) URL with a real domain (not localhost or an IP address): a school's website, an image. */
export function webUrl(message?: string) {
  return z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }).max(2048, message);
}

/** An address typed without a scheme ("gracechristian.org") is taken as https; one with any scheme is left as typed. */
function withWebScheme(value: string): string {
  return value === "" || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** A web URL (`webUrl`), a bare domain taken as https, or empty/blank as "" (kept, so an update can clear the value). */
export function optionalWebUrl(message: string) {
  return storableString()
    .trim()
    .transform(withWebScheme)
    .pipe(z.union([z.literal(""), webUrl(message)]))
    .optional();
}

export const honeypot = storableString().max(2048).optional();

/** The hex token of a confirmation or unsubscribe link (we make 64 characters); anything else was mistyped. */
export const LinkTokenSchema = storableString()
  .trim()
  .regex(/^[0-9a-f]{16,200}$/i, TOKEN_MESSAGE);
