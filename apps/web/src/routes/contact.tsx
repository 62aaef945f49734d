import type { ContactData, ContactInput } from "@choose/schema";
import { FORM_ANCHOR, HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { ErrorSummary } from "../components/forms/error-summary";
import { FormField } from "../components/forms/form-field";
import { FormSubmit } from "../components/forms/form-submit";
import { sendNotices } from "../components/forms/send-notices";
import { CheckCircleIcon } from "../components/icons";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input, Textarea } from "../components/ui/input";
import { pageMeta, useLocalization, useMessages, usePageTexts } from "../lib/i18n";
import { usePostAction, usePostedForm } from "../lib/posted-form";
import { scrollBelowHeader } from "../lib/scroll";
import { useTRPC } from "../lib/trpc";
import { useLazySchemaForm } from "../lib/use-lazy-schema-form";
import { ContactInfoStrip } from "./-components/contact/contact-info-strip";

export const Route = createFileRoute("/contact")({
  staticData: { meta: pageMeta("contact") },
  component: ContactPage,
});

const EMPTY_MESSAGE: ContactInput = {
  name: "",
  email: "",
  phone: "",
  organization: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

const loadSchema = () => import("@choose/schema").then((schema) => schema.ContactInputSchema);

/** Spec 9: the message box is six rows tall. */
const MESSAGE_ROWS = 6;

function ContactPage() {
  const posted = usePostedForm("contact");
  const [sent, setSent] = useState(Boolean(posted?.done));
  const texts = usePageTexts().contact;

  return (
    <PageLayout nav="pages">
      <PageHero title={texts.title} lead={texts.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <ContactInfoStrip />
        <Card id={FORM_ANCHOR} className="mt-8 scroll-mt-24 p-6 sm:p-8">
          {sent ? (
            <MessageSent onSendAnother={() => setSent(false)} />
          ) : (
            <ContactForm onSent={() => setSent(true)} />
          )}
        </Card>
      </div>
    </PageLayout>
  );
}

function ContactForm({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  const texts = usePageTexts().contact;
  const notices = useMessages().notices.contact;
  const { form, formProps, field, summary, posted } = useLazySchemaForm<ContactInput, ContactData>(
    "contact",
    loadSchema,
    EMPTY_MESSAGE,
  );
  const send = useMutation(trpc.contact.send.mutationOptions(sendNotices(notices, onSent)));

  return (
    <form {...formProps(send.mutate)} aria-label={texts.formLabel} className="relative grid gap-5">
      <h2 className="text-2xl font-bold text-brand-900">{texts.formTitle}</h2>
      <ErrorSummary fields={summary} failure={posted?.failure} failureTitle={notices.failureTitle} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={texts.name} required {...field("name")}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
        </FormField>
        <FormField label={texts.email} required {...field("email")}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField label={texts.phone} {...field("phone")}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register("phone")} />}
        </FormField>
        <FormField label={texts.organization} {...field("organization")}>
          {(control) => <Input {...control} autoComplete="organization" {...form.register("organization")} />}
        </FormField>
      </div>
      <FormField label={texts.message} required {...field("message")}>
        {(control) => <Textarea {...control} rows={MESSAGE_ROWS} {...form.register("message")} />}
      </FormField>
      <FormSubmit
        honeypot={form.register(HONEYPOT_FIELD)}
        pending={send.isPending}
        label={texts.send}
        pendingLabel={texts.sending}
      />
    </form>
  );
}

function MessageSent({ onSendAnother }: { onSendAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { messages } = useLocalization();
  const { sendAnother } = usePageTexts().contact;
  useEffect(() => {
    // The form that had focus is gone: the news goes below the sticky header, and focus to its heading.
    if (panel.current) scrollBelowHeader(panel.current);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={panel} className="py-6 text-center">
      <CheckCircleIcon className="mx-auto size-14 text-success-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 focus:outline-none">
        {messages.notices.contact.successTitle}
      </h2>
      <p className="mt-2 text-ink-600">{messages.notices.contact.successBody}</p>
      {/* A link to the empty form, so it works without script too; with script it clears in place. */}
      {/* biome-ignore lint/a11y/useSemanticElements: spec 9's button, a link underneath so it works without script */}
      <a
        href={usePostAction("contact")}
        role="button"
        className={`${buttonClasses("outline", "md")} mt-8`}
        onClick={(event) => {
          event.preventDefault();
          onSendAnother();
        }}
        onKeyDown={(event) => {
          if (event.key !== " ") return;
          event.preventDefault();
          onSendAnother();
        }}
      >
        {sendAnother}
      </a>
    </div>
  );
}
