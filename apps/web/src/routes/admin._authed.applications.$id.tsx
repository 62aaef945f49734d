import { type Application, GOVERNANCE_OPTIONS, SCHOOL_TYPE_OPTIONS } from "@choose/schema";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { Detail, EmailLink } from "../components/admin/detail";
import { StatusBadge } from "../components/admin/status-badge";
import { ArrowLeftIcon } from "../components/icons";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { formatDateTime } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

export const Route = createFileRoute("/admin/_authed/applications/$id")({
  loader: ({ context: { queryClient, trpc }, params }) => {
    void queryClient.prefetchQuery(trpc.applicationsAdmin.byId.queryOptions({ id: params.id }));
  },
  component: ApplicationDetailPage,
});

const NOT_FOUND_TITLE = "Application Not Found";

/** The stored option values as the form showed them ("church-related" reads "Church-related"). */
function optionLabels(values: string[], options: readonly { value: string; label: string }[]): string {
  return values.map((value) => options.find((option) => option.value === value)?.label ?? value).join(", ");
}

function ApplicationDetailPage() {
  const { id } = Route.useParams();
  const trpc = useTRPC();
  const application = useQuery(trpc.applicationsAdmin.byId.queryOptions({ id }));
  usePageMeta(application.data?.schoolName ?? "Application", "A school's application.");

  return (
    <>
      <Link
        to="/admin/applications"
        className="mb-6 inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline"
      >
        <ArrowLeftIcon className="size-4" /> Back to Applications
      </Link>
      {application.isPending ? (
        <DetailSkeleton />
      ) : application.isError ? (
        <NotFound />
      ) : (
        <ApplicationDetail application={application.data} />
      )}
    </>
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
        description={`Submitted ${formatDateTime(application.submittedAt)}`}
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
          <Detail term="Name">{application.administratorName}</Detail>
          <Detail term="Email">
            <EmailLink email={application.administratorEmail} />
          </Detail>
          <Detail term="Phone">{application.administratorPhone}</Detail>
        </DetailCard>
        <DetailCard title="School Details">
          <Detail term="School History">
            <Paragraphs text={application.schoolHistory} />
          </Detail>
          <Detail term="Mission Statement">
            <Paragraphs text={application.missionStatement} />
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
            <Paragraphs text={application.curriculumUsed} />
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

/** Free text keeps the line breaks the school typed. */
function Paragraphs({ text }: { text: string }) {
  return <span className="font-normal whitespace-pre-line">{text}</span>;
}

function NotFound() {
  return (
    <Card role="alert" className="p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{NOT_FOUND_TITLE}</h1>
      <p className="mt-2 text-slate-600">It may have been deleted, or the address is mistyped.</p>
      <Link to="/admin/applications" className={`${buttonClasses("primary")} mt-6`}>
        <ArrowLeftIcon className="size-4" /> Back to Applications
      </Link>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading application" className="grid gap-6 lg:grid-cols-2">
      {["school", "administrator", "details", "enrollment"].map((key) => (
        <Card key={key} className="space-y-3 p-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </Card>
      ))}
    </div>
  );
}
