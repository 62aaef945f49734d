import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationHistoryEntry,
  type ApplicationNote,
  type ApplicationStatus,
  ApplicationStatusSchema,
  GOVERNANCE_OPTIONS,
  NOTE_MAX,
  SCHOOL_TYPE_OPTIONS,
} from "@choose/schema";
import { applicationReference } from "@choose/schema/form-rules";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { AdministratorDetails, Detail } from "../components/admin/detail";
import { ItemScreen, itemStates } from "../components/admin/screen-data";
import { SectionCard } from "../components/admin/section-card";
import { StatusBadge } from "../components/admin/status-badge";
import { LetterPreview, statusChangeNotice, useStatusLetter } from "../components/admin/status-decision";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Select, Textarea } from "../components/ui/input";
import { formatDateTime } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";
import { PortalPanel } from "./-components/portal/portal-panel";
import { ReviewPanel } from "./-components/review/review-panel";
import { DirectoryPanel } from "./-components/schools/directory-panel";

/** The application in view: the loader fetches it, the screen reads it. */
const applicationQuery = (trpc: Trpc, params: { id: string }) =>
  trpc.admin.applications.byId.queryOptions(params);

const back = { to: "/admin/applications", list: "Applications" } as const;

export const Route = createFileRoute("/admin/_authed/applications/$id")({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData(applicationQuery(trpc, params)),
  ...itemStates(back, {
    loading: {
      label: "Loading application",
      cards: ["school", "administrator", "details", "enrollment"],
      bars: ["h-6 w-1/2", "h-4 w-full", "h-4 w-3/4"],
      className: "gap-6 lg:grid-cols-2",
    },
    unavailable: uiMessages.applicationAdmin.notFound,
  }),
  component: ApplicationDetailPage,
});

/** The stored option values as the form showed them ("church-related" reads "Church-related"). */
function optionLabels(values: string[], options: readonly { value: string; label: string }[]): string {
  return values.map((value) => options.find((option) => option.value === value)?.label ?? value).join(", ");
}

function ApplicationDetailPage() {
  const { data: application } = useSuspenseQuery(applicationQuery(useTRPC(), Route.useParams()));
  usePageMeta(application.schoolName, "A school's application.");

  return (
    <ItemScreen back={back}>
      <ApplicationDetail application={application} />
      <StatusDecision application={application} />
      <ReviewPanel id={application.id} />
      <PortalPanel id={application.id} />
      <DirectoryPanel id={application.id} />
      <ReviewRecord id={application.id} notes={application.notes} history={application.history} />
    </ItemScreen>
  );
}

function ApplicationDetail({ application }: { application: Application }) {
  const enrollment = [
    { term: "Preschool", value: application.preschoolEnrollment },
    { term: "Elementary", value: application.elementaryEnrollment },
    { term: "Middle School", value: application.middleSchoolEnrollment },
    { term: "High School", value: application.highSchoolEnrollment },
  ].filter((entry) => entry.value);

  return (
    <>
      <AdminPageHeader
        title={application.schoolName}
        description={`Submitted ${formatDateTime(application.submittedAt)} · reference ${applicationReference(application.id)}`}
        actions={<StatusBadge status={application.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailCard title="School Information">
          <Detail term="School Name">{application.schoolName}</Detail>
          <Detail term="Address">
            {application.address}, {application.city}, {application.state} {application.zipCode}
          </Detail>
          <Detail term="Phone">{application.phone}</Detail>
          {application.website && (
            <Detail term="Website">
              <a
                href={application.website}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {application.website}
              </a>
            </Detail>
          )}
        </DetailCard>
        <DetailCard title="Administrator Information">
          <AdministratorDetails application={application} nameTerm="Name" />
          {/* The language the school applied in: its receipt and letters go in it. */}
          <Detail term="Language">{LANGUAGE_NAMES[application.language]}</Detail>
        </DetailCard>
        <DetailCard title="School Details">
          <Detail term="School History">
            <Paragraphs text={application.schoolHistory} language={application.language} />
          </Detail>
          <Detail term="Mission Statement">
            <Paragraphs text={application.missionStatement} language={application.language} />
          </Detail>
          {application.currentAccreditations && (
            <Detail term="Current Accreditations">{application.currentAccreditations}</Detail>
          )}
          <Detail term="Governance Structure">
            {optionLabels(application.governanceStructure, GOVERNANCE_OPTIONS)}
          </Detail>
          <Detail term="School Type">{optionLabels(application.schoolType, SCHOOL_TYPE_OPTIONS)}</Detail>
        </DetailCard>
        <DetailCard title="Enrollment Information">
          <Detail term="Grades Served">
            {application.lowestGrade} to {application.highestGrade}
          </Detail>
          {enrollment.map((entry) => (
            <Detail key={entry.term} term={`${entry.term} Enrollment`}>
              {entry.value}
            </Detail>
          ))}
          <Detail term="Curriculum Used">
            <Paragraphs text={application.curriculumUsed} language={application.language} />
          </Detail>
        </DetailCard>
      </div>
    </>
  );
}

function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-label={title}>
        <h2 className="text-lg font-bold text-brand-900">{title}</h2>
        <dl className="mt-4 grid gap-4">{children}</dl>
      </section>
    </Card>
  );
}

/** Free text keeps the line breaks the school typed, marked with the language it applied in. */
function Paragraphs({ text, language }: { text: string; language: Language }) {
  return (
    <span lang={LANGUAGE_TAGS[language]} className="font-normal whitespace-pre-line">
      {text}
    </span>
  );
}

/**
 * Deciding from the application's page: a status, the letter it would send shown before anything goes,
 * and an explicit choice each time between sending it and not. What was done stays said under the buttons.
 */
function StatusDecision({ application }: { application: Application }) {
  const selectId = useId();
  const [chosen, setChosen] = useState<ApplicationStatus>();
  const [outcome, setOutcome] = useState<string>();
  const letter = useStatusLetter(application.id, chosen);
  const reloads = (trpc: Trpc) => [
    trpc.admin.applications.byId.queryKey({ id: application.id }),
    trpc.admin.applications.list.pathKey(),
  ];
  const update = useNotifyingMutation((trpc) => trpc.admin.applications.updateStatus, {
    success: statusChangeNotice,
    failure: uiMessages.applicationAdmin.statusFailed,
    after: (change) => {
      const notice = statusChangeNotice(change);
      setOutcome(`${notice.title}. ${notice.description}`);
      setChosen(undefined);
    },
    reloads,
  });
  const decide = (sendLetter: boolean) => {
    if (chosen) update.mutate({ id: application.id, status: chosen, sendLetter });
  };
  const choices = APPLICATION_STATUSES.filter((status) => status !== application.status);
  return (
    <div className="mt-6">
      <SectionCard title="Decision">
        <p className="mt-2 text-ink-700">
          Now {APPLICATION_STATUS_LABELS[application.status]}. Choose the new status to see the letter it
          sends; nothing changes until you press a button.
        </p>
        <div className="mt-4 max-w-xs space-y-1">
          <label htmlFor={selectId} className="block text-sm font-semibold text-ink-800">
            New status
          </label>
          <Select
            id={selectId}
            value={chosen ?? ""}
            disabled={update.isPending}
            onChange={(event) => {
              const parsed = ApplicationStatusSchema.safeParse(event.target.value);
              setChosen(parsed.success ? parsed.data : undefined);
              setOutcome(undefined);
            }}
          >
            <option value="">Choose a status</option>
            {choices.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        {chosen && (
          <div className="mt-4 space-y-4">
            <LetterPreview query={letter} />
            <div className="flex flex-wrap gap-3">
              {letter.data?.letter && (
                <Button type="button" disabled={update.isPending} onClick={() => decide(true)}>
                  {uiMessages.applicationAdmin.sendLetter}
                </Button>
              )}
              <Button
                type="button"
                variant="outline"
                disabled={update.isPending || letter.isPending}
                onClick={() => decide(false)}
              >
                {uiMessages.applicationAdmin.withoutLetter}
              </Button>
            </div>
          </div>
        )}
        <p role="status" className="mt-4 font-medium text-ink-900">
          {outcome}
        </p>
      </SectionCard>
    </div>
  );
}

type Note = ApplicationNote & { mine: boolean };

/** The internal review record: notes (add, delete one's own) and the status history. Never public. */
function ReviewRecord({
  id,
  notes,
  history,
}: {
  id: string;
  notes: Note[];
  history: ApplicationHistoryEntry[];
}) {
  const noteId = useId();
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.NoteInputSchema),
    { id, body: "" },
  );
  const body = form.watch("body");
  const reloads = (trpc: Trpc) => [trpc.admin.applications.byId.queryKey({ id })];
  const addNote = useNotifyingMutation((trpc) => trpc.admin.applications.addNote, {
    success: uiMessages.backOffice.noteAdded,
    failure: uiMessages.backOffice.noteAddFailed,
    after: () => form.reset({ id, body: "" }),
    reloads,
  });
  const deleteNote = useNotifyingMutation((trpc) => trpc.admin.applications.deleteNote, {
    success: uiMessages.backOffice.noteDeleted,
    failure: uiMessages.backOffice.noteDeleteFailed,
    reloads,
  });
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <SectionCard title="Internal Notes">
        <p className="text-sm text-ink-600">Seen only in the back office.</p>
        {notes.length === 0 ? (
          <p className="mt-4 text-ink-700">No notes yet.</p>
        ) : (
          <ul aria-label="Notes" className="mt-4 grid gap-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-ink-200 p-3">
                <p className="text-sm text-ink-600">
                  {note.author}, <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-ink-900">{note.body}</p>
                {note.mine && (
                  <ConfirmDeleteButton
                    label={`Delete the note of ${formatDateTime(note.createdAt)}`}
                    title="Delete this note?"
                    description="The note will be deleted. This cannot be undone."
                    disabled={deleteNote.isPending}
                    onConfirm={() => deleteNote.mutate({ id, noteId: note.id })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <form aria-label="Add a note" className="mt-4 space-y-2" {...formProps(addNote)}>
          <label htmlFor={noteId} className="block text-sm font-semibold text-ink-800">
            Add a note
          </label>
          <Textarea
            id={noteId}
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={form.formState.errors.body ? true : undefined}
            {...form.register("body")}
          />
          {form.formState.errors.body && (
            <p className="text-sm font-medium text-red-700">{form.formState.errors.body.message}</p>
          )}
          <Button type="submit" size="sm" disabled={addNote.isPending || !body.trim()}>
            {addNote.isPending ? "Adding..." : "Add Note"}
          </Button>
        </form>
      </SectionCard>
      <SectionCard title="Status History">
        {history.length === 0 ? (
          <p className="mt-4 text-ink-700">The status has not changed since the application arrived.</p>
        ) : (
          <ol aria-label="Status history" className="mt-4 grid gap-3">
            {history.map((change) => (
              <li key={change.id} className="text-ink-900">
                <span className="font-semibold">
                  {APPLICATION_STATUS_LABELS[change.from]} → {APPLICATION_STATUS_LABELS[change.to]}
                </span>
                <span className="block text-sm text-ink-600">
                  by {change.changedBy},{" "}
                  <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
    </div>
  );
}
