import { type AdminPage, uiMessages } from "@choose/schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AdminList } from "../components/admin/admin-query";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { notifyOutcome } from "../components/admin/notify";
import { prefetching } from "../components/admin/prefetch";
import { PublishedBadge } from "../components/admin/status-badge";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { useRefreshOrganisation } from "../lib/organisation";
import { useTRPC } from "../lib/trpc";

export const Route = createFileRoute("/admin/_authed/pages/")({
  loader: prefetching((trpc) => trpc.organisationAdmin.pages.queryOptions()),
  component: PagesPage,
});

function PagesPage() {
  const trpc = useTRPC();
  const pages = useQuery(trpc.organisationAdmin.pages.queryOptions());
  return (
    <AdminScreen
      title="Pages"
      meta="Manage the website's pages: About, Privacy policy, Accessibility, Donate and more."
      description="About, Privacy policy, Accessibility, Donate and any page you add, linked in the footer."
      actions={
        <Link to="/admin/pages/$id" params={{ id: "new" }} className={buttonClasses("primary")}>
          Create New Page
        </Link>
      }
    >
      <AdminList
        query={pages}
        label="Pages"
        loading={{ label: "Loading pages", bars: ["h-6 w-2/3", "h-4 w-1/2"] }}
        failure={uiMessages.pagesAdmin.fetchListFailed}
        empty={{
          title: uiMessages.pagesAdmin.empty,
          description: "Create one for your About page, policies or anything else.",
        }}
      >
        {(page) => <PageRow page={page} />}
      </AdminList>
    </AdminScreen>
  );
}

function PageRow({ page }: { page: AdminPage }) {
  const trpc = useTRPC();
  const refreshOrganisation = useRefreshOrganisation();
  const remove = useMutation(
    trpc.organisationAdmin.deletePage.mutationOptions(
      notifyOutcome({
        success: uiMessages.pagesAdmin.deleted,
        failure: uiMessages.pagesAdmin.deleteFailed,
        // The footer and the page itself read pages too.
        refresh: refreshOrganisation,
      }),
    ),
  );
  const places = [page.showInHeader && "header", page.showInFooter && "footer"].filter(Boolean).join(" and ");

  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={`page-${page.id}`}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`page-${page.id}`} className="text-lg font-bold text-brand-900 sm:text-xl">
            {page.title}
          </h2>
          <PublishedBadge published={page.published} />
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex min-w-0 gap-1">
            <dt>Address</dt>
            <dd className="break-all font-mono text-slate-800">/{page.slug}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Order</dt>
            <dd className="text-slate-800">{page.order}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Linked in</dt>
            <dd className="text-slate-800">{places || "no menu"}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to="/admin/pages/$id"
            params={{ id: page.id }}
            className={buttonClasses("outline", "sm")}
            aria-label={`Edit ${page.title}`}
          >
            Edit
          </Link>
          {page.published && (
            <Link
              to="/$slug"
              params={{ slug: page.slug }}
              className={buttonClasses("ghost", "sm")}
              aria-label={`View ${page.title} on the website`}
            >
              View
            </Link>
          )}
          <ConfirmDeleteButton
            label={`Delete ${page.title}`}
            title="Delete this page?"
            description={<>“{page.title}” will be removed from the website. This cannot be undone.</>}
            disabled={remove.isPending}
            onConfirm={() => remove.mutate({ id: page.id })}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </ConfirmDeleteButton>
        </div>
      </article>
    </Card>
  );
}
