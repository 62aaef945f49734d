import type { NewsletterInput } from "@choose/schema";
import { canSubmitNewsletter, HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { FormField } from "../../../components/forms/form-field";
import { HoneypotField } from "../../../components/forms/honeypot-field";
import { PrivacyNote } from "../../../components/forms/privacy-note";
import { sendNotices } from "../../../components/forms/send-notices";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useLocalization } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";

const EMPTY_SIGN_UP = { name: "", email: "", [HONEYPOT_FIELD]: "" } satisfies NewsletterInput;
type SignUp = typeof EMPTY_SIGN_UP;
type FieldErrors = Partial<Record<"name" | "email", string>>;

/**
 * Two fields on the landing page: plain state and the shared schema, without react-hook-form, which
 * would add ~13 KB gzip to the first page every visitor loads.
 */
export function NewsletterSection() {
  const trpc = useTRPC();
  const { language, messages } = useLocalization();
  const notices = messages.notices.newsletter;
  const texts = messages.landing.newsletter;
  const [values, setValues] = useState<SignUp>(EMPTY_SIGN_UP);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fieldRefs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };
  const subscribe = useMutation(
    trpc.newsletter.subscribe.mutationOptions(sendNotices(notices, () => setValues(EMPTY_SIGN_UP))),
  );
  const canSubmit = canSubmitNewsletter(values) && !subscribe.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The button's rule also guards Enter in a field (spec 5).
    if (!canSubmit) return;
    // The shared schema (and zod) load on the first sign-up, not with the landing page.
    const { NewsletterInputSchema } = await import("@choose/schema");
    const parsed = NewsletterInputSchema.safeParse(values);
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

  const bind = (field: "name" | "email") => ({
    ref: fieldRefs[field],
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [field]: event.target.value }),
  });

  return (
    <section
      aria-labelledby="newsletter-title"
      className="border-b border-slate-200 bg-slate-50 py-12 sm:py-16"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <h2 id="newsletter-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {texts.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{texts.lead}</p>
        </div>
        <form
          noValidate
          aria-label={texts.formLabel}
          className="relative grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          onSubmit={onSubmit}
        >
          <FormField label={texts.name} required error={errors.name}>
            {(control) => <Input {...control} autoComplete="name" {...bind("name")} />}
          </FormField>
          <FormField label={texts.email} required error={errors.email}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...bind("email")} />}
          </FormField>
          <HoneypotField
            value={values[HONEYPOT_FIELD]}
            onChange={(event) => setValues({ ...values, [HONEYPOT_FIELD]: event.target.value })}
          />
          <Button type="submit" size="md" disabled={!canSubmit} className="sm:mt-[1.625rem]">
            {subscribe.isPending ? texts.subscribing : texts.subscribe}
          </Button>
          <PrivacyNote className="sm:col-span-3" />
        </form>
      </div>
    </section>
  );
}
