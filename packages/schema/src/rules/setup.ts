/**
 * The setup checklist's items, in the order the back office lists them (zod-free: the contract's enum
 * and the web app's texts both read it).
 */
export const SETUP_ITEM_KEYS = [
  "organisation",
  "contact",
  "social",
  "about",
  "donate",
  "email",
  "twoFactor",
  "backup",
  "sheets",
] as const;
export type SetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

/** A backup older than this many days no longer counts as recent on the checklist. */
export const RECENT_BACKUP_DAYS = 7;

/** The settings row `pnpm db:backup` writes when a backup is complete (an ISO date-time). */
export const BACKUP_COMPLETED_SETTING = "backup.last_completed_at";

/** The settings row written when the SMTP server accepted a "Send a test email" (an ISO date-time). */
export const EMAIL_TEST_DELIVERED_SETTING = "email.test_delivered_at";

/** Domains reserved for examples (RFC 2606): an address there reaches no one. */
const RESERVED_EMAIL_DOMAIN = /@(?:[^@]+\.)?(?:example\.(?:org|com|net)|[^@]+\.(?:example|test|invalid))$/i;

/** Whether an email address is a placeholder (such as the first start's `info@example.org`). */
export function isPlaceholderEmail(email: string): boolean {
  return email.trim() === "" || RESERVED_EMAIL_DOMAIN.test(email.trim());
}

/**
 * Whether a social profile link is a placeholder: a network's home page (`https://www.facebook.com/`,
 * as a new site starts with) rather than the organisation's own profile there. An empty link is no
 * placeholder: it hides its icon.
 */
export function isPlaceholderSocialLink(url: string): boolean {
  if (url.trim() === "") return false;
  try {
    const parsed = new URL(url);
    return parsed.pathname.replaceAll("/", "") === "" && parsed.search === "" && parsed.hash === "";
  } catch {
    return true;
  }
}
