import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type Application,
  ApplicationStatusSchema,
  uiMessages,
} from "@choose/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useId } from "react";
import { AdminPageHeader, LoadError } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { Detail, EmailLink } from "../components/admin/detail";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { StatusBadge } from "../components/admin/status-badge";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Select } from "../components/ui/input";
import { Skeleton } from "../components/ui/skeleton";
import { formatPostDate } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

export const Route = createFileRoute("/admin/_authed/applications/")({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.applicationsAdmin.list.queryOptions());
  },
  component: ApplicationsPage,
});

/** The failure texts a load shows; the spec names none, so it follows the posts' wording. */
const LOAD_FAILED = "Failed to fetch applications";

function ApplicationsPage() {
  usePageMeta("Applications", "Review the schools' applications.");
  const trpc = useTRPC();
  const applications = useQuery(trpc.applicationsAdmin.list.queryOptions());
  useEffect(() => {
    if (applications.error) notifyFailure(applications.error, LOAD_FAILED);
  }, [applications.error]);

  return (
    <>
      <AdminPageHeader title="Applications" description="Schools that applied to join the network." />
      {applications.isPending ? (
        <ApplicationListSkeleton />
      ) : applications.isError ? (
        <LoadError message={LOAD_FAILED} onRetry={() => void applications.refetch()} />
      ) : applications.data.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="text-lg font-semibold text-slate-800">No applications yet</p>
          <p className="mt-1 text-slate-600">Applications sent from the website will appear here.</p>
        </Card>
      ) : (
        <ul aria-label="Applications" className="grid gap-4">
          {applications.data.map((application) => (
            <li key={application.id}>
              <ApplicationRow application={application} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ApplicationRow({ application }: { application: Application }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const statusId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.applicationsAdmin.pathKey() });
  const updateStatus = useMutation(
    trpc.applicationsAdmin.updateStatus.mutationOptions({
      onSuccess: async () => {
        notifySuccess(`Application ${uiMessages.applicationAdmin.statusUpdated}`);
        await refresh();
      },
      onError: (error) => notifyFailure(error, uiMessages.applicationAdmin.statusFailed),
    }),
  );
  const remove = useMutation(
    trpc.applicationsAdmin.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess(`Application ${uiMessages.applicationAdmin.deleted}`);
        await refresh();
      },
      onError: (error) => notifyFailure(error, uiMessages.applicationAdmin.deleteFailed),
    }),
  );
  // Shows the chosen status while it saves; a failure falls back to the stored one.
  const shownStatus = updateStatus.isPending ? updateStatus.variables.status : application.status;

  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={`application-${application.id}`}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`application-${application.id}`} className="text-lg font-bold text-brand-900 sm:text-xl">
            {application.schoolName}
          </h2>
          <StatusBadge status={application.status} />
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
          <Detail term="Administrator">{application.administratorName}</Detail>
          <Detail term="Email">
            <EmailLink email={application.administratorEmail} />
          </Detail>
          <Detail term="Phone">{application.administratorPhone}</Detail>
          <Detail term="Submitted">
            <time dateTime={application.submittedAt}>{formatPostDate(application.submittedAt)}</time>
          </Detail>
        </dl>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1 sm:w-56">
            <label htmlFor={statusId} className="block text-sm font-semibold text-slate-800">
              Status
            </label>
            <Select
              id={statusId}
              value={shownStatus}
              disabled={updateStatus.isPending}
              onChange={(event) =>
                updateStatus.mutate({
                  id: application.id,
                  status: ApplicationStatusSchema.parse(event.target.value),
                })
              }
            >
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {APPLICATION_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
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
              disabled={remove.isPending}
              onConfirm={() => remove.mutate({ id: application.id })}
            >
              {remove.isPending ? "Deleting..." : "Delete"}
            </ConfirmDeleteButton>
          </div>
        </div>
      </article>
    </Card>
  );
}

function ApplicationListSkeleton() {
  return (
    <div role="status" aria-label="Loading applications" className="grid gap-4">
      {["first", "second", "third"].map((key) => (
        <Card key={key} className="space-y-3 p-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-11 w-56" />
        </Card>
      ))}
    </div>
  );
}
