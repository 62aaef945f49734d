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

/**
 * The public forms a browser posts as plain HTML (no script, or before it runs), by id: the page each
 * is on, in English (a Spanish page is the same under `/es`). The form posts to its own page.
 */
export const PUBLIC_FORMS = {
  contact: "/contact",
  application: "/application",
  newsletter: "/",
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
  /** An event's registration, on the event's page (`:slug` is its address). */
  event: "/events/:slug",
  /** A registration's cancel link (its token in the address, as the newsletter's links). */
  eventCancel: "/events/cancel",
} as const;
export type PublicFormId = keyof typeof PUBLIC_FORMS;

/** Where on its page a form's answer shows: the browser keeps this fragment of the form's action. */
export const FORM_ANCHOR = "form";

/**
 * A posted form as the server renders it back: the answers as sent, each field's message (the schema's
 * English rule, translated by the page), a failure of the whole form, or what a success shows.
 */
export interface PostedForm {
  form: PublicFormId;
  values: Record<string, string | string[]>;
  errors: Record<string, string>;
  failure?: string;
  done?: {
    reference?: string;
    email?: string;
    status?: "confirmed" | "waitlisted" | "cancelled";
    /** The event a cancel link cancelled a registration for. */
    title?: string;
    /** The application's "save and continue later": saved (the link emailed), or a link's answers back (or gone). */
    draft?: "saved" | "loaded" | "gone";
  };
}

/** The `name` and `value` of the application's "Save for later" button, which posts the answers as a draft. */
export const DRAFT_INTENT = { name: "intent", value: "draft" } as const;

/** The id of the JSON script in which a rendered page carries its posted form. */
export const POSTED_FORM_ID = "posted-form";

/** The short reference a school quotes for its application: the first eight characters of its id. */
export const applicationReference = (id: string) => id.slice(0, 8).toUpperCase();

export const isPublicFormId = (value: unknown): value is PublicFormId =>
  typeof value === "string" && Object.hasOwn(PUBLIC_FORMS, value);
