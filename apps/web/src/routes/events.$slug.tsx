import type {
  EventRegistrationData,
  EventRegistrationInput,
  PublicEvent,
  RegistrationReceipt,
} from "@choose/schema";
import { EVENT_SEATS_MAX } from "@choose/schema/events";
import { FORM_ANCHOR, HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { ErrorSummary } from "../components/forms/error-summary";
import { FormField } from "../components/forms/form-field";
import { FormSubmit } from "../components/forms/form-submit";
import { sendNotices } from "../components/forms/send-notices";
import { AlertIcon, ArrowLeftIcon, CalendarIcon, CheckCircleIcon } from "../components/icons";
import { PageLayout } from "../components/layout/page-layout";
import { Card } from "../components/ui/card";
import { Input, Select } from "../components/ui/input";
import { Skeleton } from "../components/ui/skeleton";
import { prefetchAddressedRead, useAddressedRead } from "../lib/answered-read";
import { usePageTexts } from "../lib/i18n";
import { usePostedForm } from "../lib/posted-form";
import { scrollBelowHeader } from "../lib/scroll";
import { useTRPC } from "../lib/trpc";
import { useLazySchemaForm } from "../lib/use-lazy-schema-form";
import { usePageMeta } from "../lib/use-page-meta";
import { EventFacts } from "./-components/events/event-facts";

export const Route = createFileRoute("/events/$slug")({
  loader: ({ context: { queryClient, trpc }, params }) =>
    prefetchAddressedRead(queryClient, trpc.events.bySlug.queryOptions({ slug: params.slug })),
  component: EventPage,
});

function EventPage() {
  const { slug } = Route.useParams();
  const trpc = useTRPC();
  const event = useAddressedRead(trpc.events.bySlug.queryOptions({ slug }));
  const { events: texts } = usePageTexts();
  usePageMeta(
    event.data?.title ?? (event.isError ? texts.notFoundTitle : texts.metaTitle),
    texts.metaDescription,
  );
  return (
    <PageLayout nav="pages">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/events"
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" /> {texts.backToEvents}
        </Link>
        <div className="mt-6">
          {event.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : event.isError ? (
            <Card className="p-8 text-center" role="alert">
              <AlertIcon className="mx-auto size-12 text-red-700" />
              <h1 className="mt-4 text-2xl font-bold text-brand-900">{texts.notFoundTitle}</h1>
            </Card>
          ) : (
            <EventArticle event={event.data} />
          )}
        </div>
      </div>
    </PageLayout>
  );
}

function EventArticle({ event }: { event: PublicEvent }) {
  const { events: texts } = usePageTexts();
  const open = !event.past && !event.cancelled && new Date(event.startsAt) > new Date();
  return (
    <article>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{event.title}</h1>
      {event.cancelled ? (
        <p className="mt-3 inline-block rounded bg-red-100 px-2 py-1 font-semibold text-red-800">
          {texts.cancelled}
        </p>
      ) : null}
      <div className="mt-6">
        <EventFacts event={event} />
        {event.online ? <p className="mt-2 text-sm text-ink-600">{texts.onlineNote}</p> : null}
        <p className="mt-4">
          <a
            href={`/events/${encodeURIComponent(event.slug)}.ics`}
            className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline"
          >
            <CalendarIcon className="size-4" /> {texts.calendar}
          </a>
        </p>
      </div>
      {/* Sanitized by the server when saved, as a post's content is. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized post-editor HTML */}
      <div className="post-content mt-8" dangerouslySetInnerHTML={{ __html: event.description }} />
      <Card id={FORM_ANCHOR} className="mt-10 scroll-mt-24 p-6 sm:p-8">
        {open ? (
          <Registration slug={event.slug} />
        ) : (
          <p className="text-ink-700">{event.past ? texts.past : texts.closed}</p>
        )}
      </Card>
    </article>
  );
}

function Registration({ slug }: { slug: string }) {
  const posted = usePostedForm("event");
  const postedStatus = posted?.done?.status;
  const [answer, setAnswer] = useState<RegistrationReceipt["status"] | undefined>(
    postedStatus === "confirmed" || postedStatus === "waitlisted" ? postedStatus : undefined,
  );
  return answer ? <Registered status={answer} /> : <RegistrationForm slug={slug} onSent={setAnswer} />;
}

const EMPTY: EventRegistrationInput = { name: "", email: "", seats: 1, [HONEYPOT_FIELD]: "" };
const loadSchema = () => import("@choose/schema").then((schema) => schema.EventRegistrationInputSchema);
const SEAT_CHOICES = Array.from({ length: EVENT_SEATS_MAX }, (_, index) => index + 1);

function RegistrationForm({
  slug,
  onSent,
}: {
  slug: string;
  onSent: (status: RegistrationReceipt["status"]) => void;
}) {
  const trpc = useTRPC();
  const { events: texts } = usePageTexts();
  const { form, formProps, field, summary, posted } = useLazySchemaForm<
    EventRegistrationInput,
    EventRegistrationData
  >("event", loadSchema, EMPTY, { slug });
  const notices = {
    successTitle: "",
    successBody: "",
    failureTitle: texts.failureTitle,
    failureFallback: texts.failureTitle,
  };
  const { onError } = sendNotices(notices, () => {});
  const register = useMutation(
    trpc.events.register.mutationOptions({ onSuccess: (receipt) => onSent(receipt.status), onError }),
  );
  return (
    <form
      {...formProps((data) => register.mutate({ ...data, slug }))}
      aria-label={texts.formLabel}
      className="relative grid gap-5"
    >
      <h2 className="text-2xl font-bold text-brand-900">{texts.formTitle}</h2>
      <ErrorSummary fields={summary} failure={posted?.failure} failureTitle={texts.failureTitle} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={texts.name} required {...field("name")}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
        </FormField>
        <FormField label={texts.email} required {...field("email")}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <FormField label={texts.seats} required {...field("seats")}>
          {(control) => (
            <Select {...control} {...form.register("seats")}>
              {SEAT_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormSubmit
        honeypot={form.register(HONEYPOT_FIELD)}
        pending={register.isPending}
        label={texts.register}
        pendingLabel={texts.registering}
      />
    </form>
  );
}

function Registered({ status }: { status: RegistrationReceipt["status"] }) {
  const { events: texts } = usePageTexts();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (panel.current) scrollBelowHeader(panel.current);
    heading.current?.focus({ preventScroll: true });
  }, []);
  const confirmed = status === "confirmed";
  return (
    <div ref={panel} className="py-6 text-center" role="status">
      <CheckCircleIcon className="mx-auto size-14 text-green-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 focus:outline-none">
        {confirmed ? texts.confirmedTitle : texts.waitlistedTitle}
      </h2>
      <p className="mt-2 text-ink-700">{confirmed ? texts.confirmedBody : texts.waitlistedBody}</p>
    </div>
  );
}
