import {
  EMAIL_KIND_LABELS,
  EMAIL_STATE_LABELS,
  EMAIL_STATES,
  type EmailPreview,
  type EmailSettings,
  type EmailState,
  type EmailSummary,
  isLetterStatus,
  LETTER_KEYS,
  LETTER_LABELS,
  LETTER_PLACEHOLDERS,
  LETTER_RULES,
  type LetterKey,
  type LetterTemplate,
} from "@choose/schema";
import { fill, LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useDeferredValue, useId, useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { FilterSelect, LabelledSelect } from "../components/admin/list-controls";
import { screenStates } from "../components/admin/screen-data";
import { SectionCard } from "../components/admin/section-card";
import { Badge, OFF_TONE, ON_TONE } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Checkbox, Input, Textarea } from "../components/ui/input";
import { type TabItem, Tabs } from "../components/ui/tabs";
import { formatDateTime } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { MailServerCard } from "./-components/settings/mail-server-card";

const header = {
  title: "Email",
  meta: "What the site sends, the alert address, the letters in both languages and the templates.",
  description:
    "Every message the site sends: alerts to you, receipts and letters to applicants, and newsletters.",
};

export const Route = createFileRoute("/admin/_authed/email")({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.admin.email.settings.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.email.delivery.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.email.list.queryOptions({})),
      queryClient.ensureQueryData(trpc.admin.email.letters.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.email.previews.queryOptions()),
    ]),
  ...screenStates(header, {
    loading: {
      label: "Loading the email screen",
      cards: ["server", "sending", "outbox", "letters"],
      bars: ["h-6 w-1/3", "h-4 w-full", "h-11 w-2/3"],
      className: "gap-6",
    },
    failure: uiMessages.emailAdmin.loadFailed,
  }),
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
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.admin.email.settings.queryOptions());
  return (
    <AdminScreen {...header}>
      <div className="grid gap-6">
        <MailServerCard />
        <SettingsCard settings={settings} />
        <OutboxCard />
        <LettersCard />
        <PreviewsCard />
      </div>
    </AdminScreen>
  );
}

function SettingsCard({ settings }: { settings: EmailSettings }) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.NotifyEmailInputSchema),
    { notifyEmail: settings.notifyEmail },
  );
  const save = useNotifyingMutation((trpc) => trpc.admin.email.setNotifyEmail, {
    success: (saved) => ({
      title: uiMessages.emailAdmin.alertAddressSaved,
      description: fill(uiMessages.emailAdmin.alertsGoTo, { email: saved.notifyEmail }),
    }),
    failure: uiMessages.emailAdmin.alertAddressFailed,
    after: (saved) => form.reset({ notifyEmail: saved.notifyEmail }),
    reloads: (trpc) => [trpc.admin.email.settings.queryKey()],
  });
  return (
    <SectionCard title="Alerts">
      <form
        className="mt-4 grid gap-2 sm:max-w-lg"
        {...formProps({
          // The schema reads an empty address as "the default" (null); the server takes it as "".
          mutate: ({ notifyEmail }, options) => save.mutate({ notifyEmail: notifyEmail ?? "" }, options),
        })}
      >
        <FormField
          label="Send alerts to"
          hint={`New applications and contact messages are announced to this address. Leave it empty to use ${settings.notifyEmailDefault}.`}
          error={form.formState.errors.notifyEmail?.message}
        >
          {(control) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input {...control} type="email" autoComplete="email" {...form.register("notifyEmail")} />
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? "Saving..." : "Save"}
              </Button>
            </div>
          )}
        </FormField>
      </form>
    </SectionCard>
  );
}

function OutboxCard() {
  const trpc = useTRPC();
  const [state, setState] = useState<EmailState>();
  // The table in view stays while another state's list loads (the loader fetched the whole list).
  const shownState = useDeferredValue(state);
  const { data: page } = useSuspenseQuery({
    ...trpc.admin.email.list.queryOptions(shownState ? { state: shownState } : {}),
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
          options={EMAIL_STATES.map((s) => [s, `${EMAIL_STATE_LABELS[s]} (${page.counts[s]})`] as const)}
          onChange={setState}
        />
      }
    >
      {page.emails.length === 0 ? (
        <p className="mt-4 text-ink-700">No messages yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Messages, newest first</caption>
            <thead className="border-b border-ink-300 text-ink-700">
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
      )}
    </SectionCard>
  );
}

function OutboxRow({ email }: { email: EmailSummary }) {
  const resend = useNotifyingMutation((trpc) => trpc.admin.email.resend, {
    success: uiMessages.emailAdmin.resent,
    failure: uiMessages.emailAdmin.resendFailed,
    reloads: (trpc) => [trpc.admin.email.list.pathKey()],
  });
  return (
    <tr className="border-b border-ink-200 align-top">
      <td className="py-2 pr-3">
        <Badge className={STATE_BADGES[email.state]}>{EMAIL_STATE_LABELS[email.state]}</Badge>
      </td>
      <td className="py-2 pr-3 break-all">{email.to}</td>
      <td className="py-2 pr-3">
        <span className="block">{email.subject}</span>
        <span className="block text-ink-600">{EMAIL_KIND_LABELS[email.kind]}</span>
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

/** The letter editors' tabs: the Spanish one named in Spanish, as a Spanish reader looks for it. */
const LANGUAGE_TABS: readonly TabItem<Language>[] = [
  { id: "en", label: "English" },
  { id: "es", label: "Español", lang: "es" },
];

function LettersCard() {
  const trpc = useTRPC();
  const { data: letters } = useSuspenseQuery(trpc.admin.email.letters.queryOptions());
  const { data: previews } = useSuspenseQuery(trpc.admin.email.previews.queryOptions());
  return (
    <SectionCard title="Letters">
      <p className="mt-2 text-ink-700">
        The receipt an applicant gets, the letter for each new status (sent when you change an application's
        status with “Email the applicant” ticked) and the newsletter's confirmation, in English and in
        Spanish: each applicant or reader gets the one in the language they used. Until you edit one, it is
        the site's own text.
      </p>
      <div className="mt-4 grid gap-8 xl:grid-cols-2">
        {LETTER_KEYS.map((key) => (
          <LetterEditor
            key={key}
            letterKey={key}
            letters={letters.filter((letter) => letter.letter === key)}
            previews={previews.filter((preview) => preview.letter === key)}
          />
        ))}
      </div>
    </SectionCard>
  );
}

/** One letter: its placeholders, then a tab per language with its form and the saved version's preview. */
function LetterEditor({
  letterKey,
  letters,
  previews,
}: {
  letterKey: LetterKey;
  letters: LetterTemplate[];
  previews: EmailPreview[];
}) {
  const id = useId();
  const label = LETTER_LABELS[letterKey];
  const { placeholders, required } = LETTER_RULES[letterKey];
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-2">
      <h3 id={`${id}-title`} className="font-bold text-brand-900">
        {isLetterStatus(letterKey) ? `Letter: ${label}` : label}
      </h3>
      <p className="text-sm text-ink-700">
        Placeholders:{" "}
        {placeholders
          .map(
            (name) =>
              `{{${name}}} (${LETTER_PLACEHOLDERS[name].toLowerCase()}${required.includes(name) ? ", required" : ""})`,
          )
          .join(", ")}
        .
      </p>
      <Tabs
        label={`${label}: language`}
        items={LANGUAGE_TABS}
        panel={(language) => {
          const letter = letters.find((candidate) => candidate.language === language);
          const preview = previews.find((candidate) => candidate.language === language);
          return (
            letter && (
              <div className="grid gap-3">
                {/* Keyed by the switch: saving it in one language shows it in the other. */}
                <LetterForm key={String(letter.enabled)} letter={letter} />
                {preview && <LetterPreview preview={preview} language={language} />}
              </div>
            )
          );
        }}
      />
    </section>
  );
}

/** The saved letter with sample data, drawn only once opened (a frame per letter and language is heavy). */
function LetterPreview({ preview, language }: { preview: EmailPreview; language: Language }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-md border border-ink-300 p-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-brand-900">
        Preview (as saved, with sample data)
      </summary>
      {open && (
        <>
          <p className="mt-2 text-ink-800">
            <span className="font-semibold">Subject:</span>{" "}
            <span lang={LANGUAGE_TAGS[language]}>{preview.subject}</span>
          </p>
          {/* The email's own HTML, kept apart from the page: no scripts, no access to the admin session. */}
          <iframe
            title={`Saved letter: ${preview.label}`}
            sandbox=""
            srcDoc={preview.html}
            className="mt-2 h-[28rem] w-full rounded-md border border-ink-300 bg-white"
          />
        </>
      )}
    </details>
  );
}

function LetterForm({ letter }: { letter: LetterTemplate }) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.LetterTemplateSchema),
    letter,
  );
  const label = LETTER_LABELS[letter.letter];
  const languageName = LANGUAGE_NAMES[letter.language];
  // The fields hold text in the letter's language: a screen reader reads it with that language's voice.
  const lang = LANGUAGE_TAGS[letter.language];
  const save = useNotifyingMutation((trpc) => trpc.admin.email.updateLetter, {
    success: fill(uiMessages.emailAdmin.letterSaved, { status: `${label}, ${languageName}` }),
    failure: uiMessages.emailAdmin.letterFailed,
    reloads: (trpc) => [trpc.admin.email.pathKey()],
  });
  const { errors } = form.formState;
  return (
    <form className="grid content-start gap-2" aria-label={`${label} (${languageName})`} {...formProps(save)}>
      {isLetterStatus(letter.letter) && (
        <>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input */}
          <label className="flex items-center gap-2 text-sm font-semibold text-ink-800">
            <Checkbox {...form.register("enabled")} />
            Send this letter (in both languages)
          </label>
          {errors.enabled?.message && <p className="text-sm text-red-800">{errors.enabled.message}</p>}
        </>
      )}
      <FormField label="Subject" error={errors.subject?.message}>
        {(control) => <Input {...control} lang={lang} {...form.register("subject")} />}
      </FormField>
      <FormField label="Text" error={errors.body?.message}>
        {(control) => <Textarea {...control} lang={lang} rows={9} {...form.register("body")} />}
      </FormField>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {save.isPending ? "Saving..." : `Save the ${languageName} “${label}” letter`}
      </Button>
    </form>
  );
}

function PreviewsCard() {
  const { data: previews } = useSuspenseQuery(useTRPC().admin.email.previews.queryOptions());
  return (
    <SectionCard title="Templates">
      <p className="mt-2 text-ink-700">Every message the site sends, filled with sample data.</p>
      <PreviewPicker previews={previews} />
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
          <p className="text-ink-800">
            <span className="font-semibold">Subject:</span>{" "}
            <span lang={LANGUAGE_TAGS[shown.language]}>{shown.subject}</span>
          </p>
          {/* The email's own HTML, kept apart from the page: no scripts, no access to the admin session. */}
          <iframe
            title={`Preview: ${shown.label}`}
            sandbox=""
            srcDoc={shown.html}
            className="h-[32rem] w-full rounded-md border border-ink-300 bg-white"
          />
        </>
      )}
    </div>
  );
}
