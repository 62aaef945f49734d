import {
  APPLICATION_STATUS_LABELS,
  EMAIL_KIND_LABELS,
  EMAIL_STATE_LABELS,
  EMAIL_STATES,
  type EmailPreview,
  type EmailSettings,
  type EmailState,
  type EmailSummary,
  LETTER_PLACEHOLDERS,
  type LetterTemplate,
} from "@choose/schema";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { AdminQuery, useAdminQuery } from "../components/admin/admin-query";
import { AdminScreen } from "../components/admin/admin-shell";
import { FilterSelect, LabelledSelect } from "../components/admin/list-controls";
import { SectionCard } from "../components/admin/section-card";
import { Badge, OFF_TONE, ON_TONE, OnOffBadge } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { Checkbox, Input, Textarea } from "../components/ui/input";
import { Skeleton } from "../components/ui/skeleton";
import { formatDateTime } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";

/** The email settings (the alert address): prefetched by the loader, read by the screen. */
const settingsQuery = (trpc: Trpc) => trpc.admin.email.settings.queryOptions();

export const Route = createFileRoute("/admin/_authed/email")({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.admin.email.list.queryOptions({}));
    void queryClient.prefetchQuery(settingsQuery(trpc));
  },
  component: EmailPage,
});

const STATE_BADGES: Record<EmailState, string> = {
  queued: "bg-blue-100 text-blue-900 ring-blue-700/30",
  sending: "bg-blue-100 text-blue-900 ring-blue-700/30",
  sent: ON_TONE,
  failed: "bg-red-100 text-red-900 ring-red-700/30",
  not_sent: OFF_TONE,
  unknown: "bg-amber-100 text-amber-900 ring-amber-700/30",
};
const RESENDABLE: readonly EmailState[] = ["failed", "unknown", "not_sent"];

function EmailPage() {
  const settings = useAdminQuery(settingsQuery);
  return (
    <AdminScreen
      title="Email"
      meta="What the site sends, the alert address, the status letters and the templates."
      description="Every message the site sends: alerts to you, receipts and letters to applicants, and newsletters."
    >
      <div className="grid gap-6">
        <AdminQuery
          query={settings}
          skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
          failure="Failed to load the email settings"
        >
          {(data) => <SettingsCard settings={data} />}
        </AdminQuery>
        <OutboxCard />
        <LettersCard />
        <PreviewsCard />
      </div>
    </AdminScreen>
  );
}

function SettingsCard({ settings }: { settings: EmailSettings }) {
  const inputId = useId();
  const [notifyEmail, setNotifyEmail] = useState(settings.notifyEmail);
  const save = useNotifyingMutation((trpc) => trpc.admin.email.setNotifyEmail, {
    success: (saved) => ({ title: "Alert address saved", description: `Alerts go to ${saved.notifyEmail}.` }),
    failure: "Failed to save the alert address",
    after: (saved) => setNotifyEmail(saved.notifyEmail),
    reloads: (trpc) => [trpc.admin.email.settings.queryKey()],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ notifyEmail: notifyEmail.trim() });
  };
  return (
    <SectionCard
      title="Sending"
      aside={
        <OnOffBadge on={settings.smtpConfigured} labels={["Mail server configured", "No mail server"]} />
      }
    >
      <p className="mt-2 text-slate-700">
        {settings.smtpConfigured
          ? `Messages are sent from ${settings.from}.`
          : "SMTP_URL is not set on the server: messages are kept below as “Not sent” so you can see what would go out."}
      </p>
      <form className="mt-4 grid gap-2 sm:max-w-lg" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          Send alerts to
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-slate-600">
          New applications and contact messages are announced to this address. Leave it empty to use{" "}
          {settings.notifyEmailDefault}.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={inputId}
            type="email"
            autoComplete="email"
            aria-describedby={`${inputId}-hint`}
            value={notifyEmail}
            onChange={(event) => setNotifyEmail(event.target.value)}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

function OutboxCard() {
  const trpc = useTRPC();
  const [state, setState] = useState<EmailState>();
  const list = useQuery({
    ...trpc.admin.email.list.queryOptions(state ? { state } : {}),
    // Queued mail goes out in the background: the table follows it.
    refetchInterval: 5_000,
  });
  return (
    <SectionCard
      title="Outbox"
      asideAlign="end"
      aside={
        <FilterSelect
          label="Show"
          allLabel="All messages"
          value={state}
          options={EMAIL_STATES.map(
            (s) => [s, `${EMAIL_STATE_LABELS[s]}${list.data ? ` (${list.data.counts[s]})` : ""}`] as const,
          )}
          onChange={setState}
        />
      }
    >
      <AdminQuery
        query={list}
        skeleton={<Skeleton className="mt-4 h-40 w-full" />}
        failure="Failed to load the outbox"
      >
        {(page) =>
          page.emails.length === 0 ? (
            <p className="mt-4 text-slate-700">No messages yet.</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Messages, newest first</caption>
                <thead className="border-b border-slate-300 text-slate-700">
                  <tr>
                    {["State", "To", "Subject", "Time"].map((column) => (
                      <th key={column} scope="col" className="py-2 pr-3">
                        {column}
                      </th>
                    ))}
                    <th scope="col" className="py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.emails.map((email) => (
                    <OutboxRow key={email.id} email={email} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </AdminQuery>
    </SectionCard>
  );
}

function OutboxRow({ email }: { email: EmailSummary }) {
  const resend = useNotifyingMutation((trpc) => trpc.admin.email.resend, {
    success: "Email queued again",
    failure: "Failed to resend the email",
    reloads: (trpc) => [trpc.admin.email.list.pathKey()],
  });
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="py-2 pr-3">
        <Badge className={STATE_BADGES[email.state]}>{EMAIL_STATE_LABELS[email.state]}</Badge>
      </td>
      <td className="py-2 pr-3 break-all">{email.to}</td>
      <td className="py-2 pr-3">
        <span className="block">{email.subject}</span>
        <span className="block text-slate-600">{EMAIL_KIND_LABELS[email.kind]}</span>
        {email.lastError && <span className="block text-red-800">{email.lastError}</span>}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">
        <time dateTime={email.sentAt ?? email.createdAt}>
          {formatDateTime(email.sentAt ?? email.createdAt)}
        </time>
      </td>
      <td className="py-2">
        {RESENDABLE.includes(email.state) && (
          <Button
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            aria-label={`Resend “${email.subject}” to ${email.to}`}
            onClick={() => resend.mutate({ id: email.id })}
          >
            Resend
          </Button>
        )}
      </td>
    </tr>
  );
}

function LettersCard() {
  const trpc = useTRPC();
  const letters = useQuery(trpc.admin.email.letters.queryOptions());
  return (
    <SectionCard title="Status letters">
      <p className="mt-2 text-slate-700">
        When you change an application's status with “Email the applicant” ticked, the letter for the new
        status goes to the school's administrator. Placeholders:{" "}
        {Object.entries(LETTER_PLACEHOLDERS)
          .map(([name, meaning]) => `{{${name}}} (${meaning.toLowerCase()})`)
          .join(", ")}
        .
      </p>
      <AdminQuery
        query={letters}
        skeleton={<Skeleton className="mt-4 h-64 w-full" />}
        failure="Failed to load the letters"
      >
        {(data) => (
          <div className="mt-4 grid gap-6 lg:grid-cols-3">
            {data.map((letter) => (
              <LetterForm key={letter.status} letter={letter} />
            ))}
          </div>
        )}
      </AdminQuery>
    </SectionCard>
  );
}

function LetterForm({ letter }: { letter: LetterTemplate }) {
  const id = useId();
  const [draft, setDraft] = useState(letter);
  const label = APPLICATION_STATUS_LABELS[letter.status];
  const save = useNotifyingMutation((trpc) => trpc.admin.email.updateLetter, {
    success: `Letter for “${label}” saved`,
    failure: "Failed to save the letter",
    reloads: (trpc) => [trpc.admin.email.pathKey()],
  });
  return (
    <form
      className="grid content-start gap-2"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <h3 id={`${id}-title`} className="font-bold text-brand-900">
        {label}
      </h3>
      <label
        htmlFor={`${id}-enabled`}
        className="flex items-center gap-2 text-sm font-semibold text-slate-800"
      >
        <Checkbox
          id={`${id}-enabled`}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        Send this letter
      </label>
      <label htmlFor={`${id}-subject`} className="text-sm font-semibold text-slate-800">
        Subject
      </label>
      <Input
        id={`${id}-subject`}
        value={draft.subject}
        onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
      />
      <label htmlFor={`${id}-body`} className="text-sm font-semibold text-slate-800">
        Letter
      </label>
      <Textarea
        id={`${id}-body`}
        rows={9}
        value={draft.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? "Saving..." : `Save the “${label}” letter`}
      </Button>
    </form>
  );
}

function PreviewsCard() {
  const trpc = useTRPC();
  const previews = useQuery(trpc.admin.email.previews.queryOptions());
  return (
    <SectionCard title="Templates">
      <p className="mt-2 text-slate-700">Every message the site sends, filled with sample data.</p>
      <AdminQuery
        query={previews}
        skeleton={<Skeleton className="mt-4 h-96 w-full" />}
        failure="Failed to load the previews"
      >
        {(data) => <PreviewPicker previews={data} />}
      </AdminQuery>
    </SectionCard>
  );
}

function PreviewPicker({ previews }: { previews: EmailPreview[] }) {
  const [index, setIndex] = useState(0);
  const shown = previews[index];
  return (
    <div className="mt-4 grid gap-3">
      <LabelledSelect
        label="Template"
        value={index}
        onChange={(event) => setIndex(Number(event.target.value))}
        className="sm:max-w-md"
      >
        {previews.map((preview, i) => (
          <option key={preview.label} value={i}>
            {preview.label}
          </option>
        ))}
      </LabelledSelect>
      {shown && (
        <>
          <p className="text-slate-800">
            <span className="font-semibold">Subject:</span> {shown.subject}
          </p>
          {/* The email's own HTML, kept apart from the page: no scripts, no access to the admin session. */}
          <iframe
            title={`Preview: ${shown.label}`}
            sandbox=""
            srcDoc={shown.html}
            className="h-[32rem] w-full rounded-md border border-slate-300 bg-white"
          />
        </>
      )}
    </div>
  );
}
