import { type Application, ApplicationStatusSchema } from "@choose/schema";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@choose/schema/application-choices";
import { LANGUAGE_NAMES } from "@choose/schema/i18n";
import { APPLICATION_SORT_LABELS, APPLICATION_SORTS } from "@choose/schema/list-views";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, type SearchSchemaInput } from "@tanstack/react-router";
import { useDeferredValue, useId, useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
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
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { buttonClasses } from "../components/ui/button";
import { Checkbox } from "../components/ui/input";
import { formatPostDate } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";

const applicationsView = (search: RawListSearch<"status" | "sort">) => ({
  ...listView(search),
  status: oneOf(APPLICATION_STATUSES, search.status),
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
  validateSearch: (search: RawListSearch<"status" | "sort"> & SearchSchemaInput) => applicationsView(search),
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
          filter={{ q: search.q, status: search.status, language: search.language, sort: search.sort }}
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
        filtered={shown.q !== undefined || shown.status !== undefined || shown.language !== undefined}
        page={shown.page}
      >
        {(application) => <ApplicationRow application={application} />}
      </PagedList>
    </AdminScreen>
  );
}

function ApplicationRow({ application }: { application: Application }) {
  const letterId = useId();
  // Applicants hear of a change unless the administrator unticks it (a silent correction, say).
  const [sendLetter, setSendLetter] = useState(true);
  const reloads = (trpc: Trpc) => [trpc.admin.applications.pathKey()];
  // The spec's success texts start lower-case, after the subject: "Application deleted successfully".
  const updateStatus = useNotifyingMutation((trpc) => trpc.admin.applications.updateStatus, {
    success: `Application ${uiMessages.applicationAdmin.statusUpdated}`,
    failure: uiMessages.applicationAdmin.statusFailed,
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.applications.delete, {
    success: `Application ${uiMessages.applicationAdmin.deleted}`,
    failure: uiMessages.applicationAdmin.deleteFailed,
    reloads,
  });
  // Shows the chosen status while it saves; a failure falls back to the stored one.
  const shownStatus = updateStatus.isPending ? updateStatus.variables.status : application.status;

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
      </dl>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1 sm:w-64">
          <LabelledSelect
            label="Status"
            value={shownStatus}
            disabled={updateStatus.isPending}
            onChange={(event) =>
              updateStatus.mutate({
                id: application.id,
                status: ApplicationStatusSchema.parse(event.target.value),
                sendLetter,
              })
            }
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPLICATION_STATUS_LABELS[status]}
              </option>
            ))}
          </LabelledSelect>
          <label htmlFor={letterId} className="flex items-center gap-2 pt-1 text-sm text-slate-800">
            <Checkbox
              id={letterId}
              checked={sendLetter}
              onChange={(event) => setSendLetter(event.target.checked)}
            />
            Email the applicant a letter
          </label>
        </div>
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
