import {
  type Application,
  type ApplicationListItem,
  type ApplicationStatus,
  ApplicationStatusSchema,
} from "@choose/schema";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@choose/schema/application-choices";
import { LANGUAGE_NAMES } from "@choose/schema/i18n";
import { APPLICATION_SORT_LABELS, APPLICATION_SORTS, ASSIGNED_FILTERS } from "@choose/schema/list-views";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, type SearchSchemaInput } from "@tanstack/react-router";
import { AlertDialog } from "radix-ui";
import { useDeferredValue, useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { AlertWindow, ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { ItemCard } from "../components/admin/content-row";
import { AdministratorDetails, Detail } from "../components/admin/detail";
import {
  ExportCsvButton,
  FilterSelect,
  LabelledSelect,
  LanguageFilter,
  ListToolbar,
  PagedList,
  useListView,
} from "../components/admin/list-controls";
import { listView, oneOf, pagedInput, type RawListSearch } from "../components/admin/list-search";
import { LIST_LOADING, screenStates } from "../components/admin/screen-data";
import { StatusBadge } from "../components/admin/status-badge";
import { LetterPreview, letterOutcome, useStatusLetter } from "../components/admin/status-decision";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { buttonClasses } from "../components/ui/button";
import { formatPostDate } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";

const applicationsView = (search: RawListSearch<"status" | "sort" | "assigned">) => ({
  ...listView(search),
  status: oneOf(APPLICATION_STATUSES, search.status),
  assigned: oneOf(ASSIGNED_FILTERS, search.assigned),
  sort: oneOf(APPLICATION_SORTS, search.sort),
});
type ApplicationsSearch = ReturnType<typeof applicationsView>;

const listInput = ({ page, ...filter }: ApplicationsSearch) => pagedInput(filter, page);

/** The page of the list in view: the loader fetches it, the screen reads it. */
const applicationsQuery = (trpc: Trpc, view: ApplicationsSearch) =>
  trpc.admin.applications.list.queryOptions(listInput(view));

const screen = {
  title: "Applications",
  meta: "Review the schools' applications.",
  description: "Schools that applied to join the network.",
};

export const Route = createFileRoute("/admin/_authed/applications/")({
  validateSearch: (search: RawListSearch<"status" | "sort" | "assigned"> & SearchSchemaInput) =>
    applicationsView(search),
  // The view is read here, not made a loader dependency: a new search or page is then the same match,
  // so the screen (toolbar and focus included) stays and shows the page in view until the next one comes.
  loader: ({ context: { queryClient, trpc }, location }) =>
    queryClient.ensureQueryData(applicationsQuery(trpc, applicationsView(location.search))),
  ...screenStates(screen, {
    loading: {
      ...LIST_LOADING,
      label: "Loading applications",
      bars: ["h-6 w-1/2", "h-4 w-full", "h-11 w-56"],
    },
    failure: uiMessages.applicationAdmin.fetchListFailed,
  }),
  component: ApplicationsPage,
});

const STATUS_OPTIONS = APPLICATION_STATUSES.map(
  (status) => [status, APPLICATION_STATUS_LABELS[status]] as const,
);
const ASSIGNED_OPTIONS = [
  ["me", "Assigned to me"],
  ["none", "Unassigned"],
] as const satisfies readonly (readonly [(typeof ASSIGNED_FILTERS)[number], string])[];
const SORT_OPTIONS = APPLICATION_SORTS.map((sort) => [sort, APPLICATION_SORT_LABELS[sort]] as const);

function ApplicationsPage() {
  const search = Route.useSearch();
  const show = useListView<ApplicationsSearch>();
  // The page shown stays while the next one loads (React keeps deferred content that suspends); its pager
  // and its empty state speak of it, the toolbar of the view asked for.
  const shown = useDeferredValue(search);
  const { data: applications } = useSuspenseQuery(applicationsQuery(useTRPC(), shown));

  return (
    <AdminScreen
      {...screen}
      actions={
        <ExportCsvButton
          path="/api/applications/admin/export.csv"
          filter={{
            q: search.q,
            status: search.status,
            assigned: search.assigned,
            language: search.language,
            sort: search.sort,
          }}
        />
      }
    >
      <ListToolbar label="Search applications" q={search.q} onSearch={(q) => show({ q })}>
        <FilterSelect
          label="Filter by status"
          allLabel="All statuses"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => show({ status })}
        />
        <LanguageFilter value={search.language} onChange={(language) => show({ language })} />
        <FilterSelect
          label="Filter by reviewer"
          allLabel="Everyone's"
          value={search.assigned}
          options={ASSIGNED_OPTIONS}
          onChange={(assigned) => show({ assigned })}
        />
        <FilterSelect
          label="Sort by"
          value={search.sort ?? "newest"}
          options={SORT_OPTIONS}
          onChange={(sort) => show({ sort: sort === "newest" ? undefined : sort })}
        />
      </ListToolbar>
      <PagedList
        data={applications}
        label={{ list: "Applications", pages: "Application pages" }}
        empty={{
          title: uiMessages.applicationAdmin.empty,
          description: "Applications sent from the website will appear here.",
        }}
        filtered={
          shown.q !== undefined ||
          shown.status !== undefined ||
          shown.assigned !== undefined ||
          shown.language !== undefined
        }
        page={shown.page}
      >
        {(application) => <ApplicationRow application={application} />}
      </PagedList>
    </AdminScreen>
  );
}

function ApplicationRow({ application }: { application: ApplicationListItem }) {
  // The status asked for in the list's select: the dialog asks first, with the letter it would send.
  const [asked, setAsked] = useState<ApplicationStatus>();
  const reloads = (trpc: Trpc) => [trpc.admin.applications.pathKey()];
  // The spec's success texts start lower-case, after the subject: "Application status updated successfully".
  const updateStatus = useNotifyingMutation((trpc) => trpc.admin.applications.updateStatus, {
    success: (change) => ({
      title: `Application ${uiMessages.applicationAdmin.statusUpdated}`,
      description: letterOutcome(change),
    }),
    failure: uiMessages.applicationAdmin.statusFailed,
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.applications.delete, {
    success: `Application ${uiMessages.applicationAdmin.deleted}`,
    failure: uiMessages.applicationAdmin.deleteFailed,
    reloads,
  });
  // Shows the chosen status while it is asked about and saves; a failure falls back to the stored one.
  const shownStatus = updateStatus.isPending ? updateStatus.variables.status : (asked ?? application.status);
  const decide = (sendLetter: boolean) => {
    if (asked) updateStatus.mutate({ id: application.id, status: asked, sendLetter });
    setAsked(undefined);
  };

  return (
    <ItemCard headingId={`application-${application.id}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`application-${application.id}`} className="text-lg font-bold text-brand-900 sm:text-xl">
          {application.schoolName}
        </h2>
        <StatusBadge status={application.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <AdministratorDetails application={application} nameTerm="Administrator" />
        <Detail term="Submitted">
          <time dateTime={application.submittedAt}>{formatPostDate(application.submittedAt)}</time>
        </Detail>
        <Detail term="Language">{LANGUAGE_NAMES[application.language]}</Detail>
        <Detail term="Review">
          {application.review.assignee ?? "Unassigned"}: {application.review.met} of{" "}
          {application.review.total} met
        </Detail>
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1 sm:w-64">
          <LabelledSelect
            label="Status"
            value={shownStatus}
            disabled={updateStatus.isPending}
            onChange={(event) => {
              const status = ApplicationStatusSchema.parse(event.target.value);
              if (status !== application.status) setAsked(status);
            }}
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </LabelledSelect>
        </div>
        {asked && (
          <StatusChangeDialog
            application={application}
            status={asked}
            onCancel={() => setAsked(undefined)}
            onDecide={decide}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/applications/$id"
            params={{ id: application.id }}
            className={buttonClasses("outline", "sm")}
            aria-label={`View Details of ${application.schoolName}`}
          >
            View Details
          </Link>
          <ConfirmDeleteButton
            label={`Delete ${application.schoolName}`}
            title="Delete this application?"
            description={
              <>
                The application from {application.schoolName} will be deleted, and removed from the linked
                spreadsheet. This cannot be undone.
              </>
            }
            deleting={remove.isPending}
            onConfirm={() => remove.mutate({ id: application.id })}
          />
        </div>
      </div>
    </ItemCard>
  );
}

/** Asks before a status change from the list, with the letter it would send and the choice to send it. */
function StatusChangeDialog({
  application,
  status,
  onCancel,
  onDecide,
}: {
  application: Application;
  status: ApplicationStatus;
  onCancel: () => void;
  onDecide: (sendLetter: boolean) => void;
}) {
  const letter = useStatusLetter(application.id, status);
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertWindow
        title={`Set ${application.schoolName} to ${APPLICATION_STATUS_LABELS[status]}?`}
        description="Nothing changes until you choose below; sending the letter is your choice."
        details={<LetterPreview query={letter} />}
        cancelOnTop
      >
        <AlertDialog.Cancel className={buttonClasses("outline", "md")}>Cancel</AlertDialog.Cancel>
        <AlertDialog.Action
          className={buttonClasses("outline", "md")}
          disabled={letter.isPending}
          onClick={() => onDecide(false)}
        >
          {uiMessages.applicationAdmin.withoutLetter}
        </AlertDialog.Action>
        {letter.data?.letter && (
          <AlertDialog.Action className={buttonClasses("primary", "md")} onClick={() => onDecide(true)}>
            {uiMessages.applicationAdmin.sendLetter}
          </AlertDialog.Action>
        )}
      </AlertWindow>
    </AlertDialog.Root>
  );
}
