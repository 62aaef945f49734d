import type { NewsletterInput } from "@choose/schema";
import { canSubmitNewsletter, FORM_ANCHOR, HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { FormField } from "../../../components/forms/form-field";
import { HoneypotField } from "../../../components/forms/honeypot-field";
import { PrivacyNote } from "../../../components/forms/privacy-note";
import { sendNotices } from "../../../components/forms/send-notices";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useLocalization } from "../../../lib/i18n";
import { fieldId, usePostAction, usePostedForm } from "../../../lib/posted-form";
import { useTRPC } from "../../../lib/trpc";

const EMPTY_SIGN_UP = { name: "", email: "", [HONEYPOT_FIELD]: "" } satisfies NewsletterInput;
type SignUp = typeof EMPTY_SIGN_UP;
type FieldErrors = Partial<Record<"name" | "email", string>>;

const textOf = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** The sign-up as the form's fields hold it. */
function typedIn(form: HTMLFormElement): SignUp {
  const text = (field: string) => {
    const control = form.elements.namedItem(field);
    return control instanceof HTMLInputElement ? control.value : "";
  };
  return { name: text("name"), email: text("email"), [HONEYPOT_FIELD]: text(HONEYPOT_FIELD) };
}

/**
 * Two fields on the landing page: plain state and the shared schema, without react-hook-form, which
 * would add ~13 KB gzip to the first page every visitor loads.
 */
export function NewsletterSection() {
  const trpc = useTRPC();
  const { language, messages } = useLocalization();
  const notices = messages.notices.newsletter;
  const texts = messages.landing.newsletter;
  const posted = usePostedForm("newsletter");
  const [values, setValues] = useState<SignUp>(() => ({
    name: textOf(posted?.values.name),
    email: textOf(posted?.values.email),
    [HONEYPOT_FIELD]: "",
  }));
  const [errors, setErrors] = useState<FieldErrors>(() => ({
    ...(posted?.errors.name && { name: posted.errors.name }),
    ...(posted?.errors.email && { email: posted.errors.email }),
  }));
  const [subscribed, setSubscribed] = useState(Boolean(posted?.done));
  const fieldRefs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions(
      sendNotices(notices, () => {
        setValues(EMPTY_SIGN_UP);
        setSubscribed(true);
      }),
    ),
  );
  // What was typed or autofilled before the script ran is in the fields, not yet in the state: read
  // once mounted, in the same render that lets the button's rule apply (so it never disables early).
  const formRef = useRef<HTMLFormElement>(null);
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (formRef.current) setValues(typedIn(formRef.current));
    setSynced(true);
  }, []);
  // Until then the button posts the form as it is, and the server checks it.
  const canSubmit = !synced || (canSubmitNewsletter(values) && !subscribe.isPending);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubscribed(false);
    // What the fields hold: a send pressed while the page was hydrating reaches here before the
    // state has caught up with what was typed.
    const typed = typedIn(event.currentTarget);
    setValues(typed);
    // The button's rule also guards Enter in a field (spec 5).
    if (!canSubmitNewsletter(typed) || subscribe.isPending) return;
    // The shared schema (and zod) load on the first sign-up, not with the landing page.
    const { NewsletterInputSchema } = await import("@choose/schema");
    const parsed = NewsletterInputSchema.safeParse(typed);
    if (parsed.success) {
      setErrors({});
      subscribe.mutate({ ...parsed.data, language });
      return;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "name" || field === "email") && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    (found.name ? fieldRefs.name : fieldRefs.email).current?.focus();
  };

  // Every change reads all the fields, not one into the state as it was: a key pressed after hydration
  // but before the mount effect above ran would otherwise write the state's empty other field back
  // over what was typed there before the script (seen on a 6x slower CPU: the name wiped).
  const syncFields = () => {
    if (formRef.current) setValues(typedIn(formRef.current));
  };
  const bind = (field: "name" | "email") => ({
    ref: fieldRefs[field],
    name: field,
    value: values[field],
    onChange: syncFields,
  });

  return (
    <section
      aria-labelledby="newsletter-title"
      className="border-y border-paper-edge bg-paper py-12 sm:py-16"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <h2 id="newsletter-title" className="text-heading text-brand-900">
            {texts.title}
          </h2>
          <p className="mt-3 text-lg text-ink-600">{texts.lead}</p>
        </div>
        <form
          ref={formRef}
          id={FORM_ANCHOR}
          method="post"
          action={usePostAction("newsletter")}
          noValidate
          aria-label={texts.formLabel}
          className="relative grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          onSubmit={onSubmit}
        >
          <div className="sm:col-span-3">
            <ErrorSummary
              fields={(["name", "email"] as const).flatMap((field) => {
                const message = posted?.errors[field];
                return message ? [{ id: fieldId("newsletter", field), message }] : [];
              })}
              failure={posted?.failure}
              failureTitle={notices.failureTitle}
            />
          </div>
          <FormField id={fieldId("newsletter", "name")} label={texts.name} required error={errors.name}>
            {(control) => <Input {...control} autoComplete="name" {...bind("name")} />}
          </FormField>
          <FormField id={fieldId("newsletter", "email")} label={texts.email} required error={errors.email}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...bind("email")} />}
          </FormField>
          <HoneypotField value={values[HONEYPOT_FIELD]} onChange={syncFields} />
          <Button type="submit" size="md" disabled={!canSubmit} className="sm:mt-[1.625rem]">
            {subscribe.isPending ? texts.subscribing : texts.subscribe}
          </Button>
          {subscribed && (
            <p role="status" className="rounded-lg bg-success-50 p-3 text-success-900 sm:col-span-3">
              {messages.forms.confirmFromInbox}
            </p>
          )}
          <PrivacyNote className="sm:col-span-3" />
        </form>
      </div>
    </section>
  );
}
