import type { AdminPage } from "@choose/schema";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { ContentRow } from "../components/admin/content-row";
import { ItemList, LIST_LOADING, screenStates } from "../components/admin/screen-data";
import { translationDetails } from "../components/admin/translation-details";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { buttonClasses } from "../components/ui/button";
import { useRefreshOrganisation } from "../lib/organisation";
import { type Trpc, useTRPC } from "../lib/trpc";

/** The screen's data: the loader fetches it, the screen reads it. */
const pagesQuery = (trpc: Trpc) => trpc.admin.organisation.pages.queryOptions();

const screen = {
  title: "Pages",
  meta: "Manage the website's pages: About, Privacy policy, Accessibility, Donate and more.",
  description: "About, Privacy policy, Accessibility, Donate and any page you add, linked in the footer.",
};

export const Route = createFileRoute("/admin/_authed/pages/")({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(pagesQuery(trpc)),
  ...screenStates(screen, {
    loading: { ...LIST_LOADING, label: "Loading pages", bars: ["h-6 w-2/3", "h-4 w-1/2"] },
    failure: uiMessages.pagesAdmin.fetchListFailed,
  }),
  component: PagesPage,
});

function PagesPage() {
  const { data: pages } = useSuspenseQuery(pagesQuery(useTRPC()));
  return (
    <AdminScreen
      {...screen}
      actions={
        <Link to="/admin/pages/$id" params={{ id: "new" }} className={buttonClasses("primary")}>
          Create New Page
        </Link>
      }
    >
      <ItemList
        items={pages}
        label="Pages"
        empty={{
          title: uiMessages.pagesAdmin.empty,
          description: "Create one for your About page, policies or anything else.",
        }}
      >
        {(page) => <PageRow page={page} />}
      </ItemList>
    </AdminScreen>
  );
}

function PageRow({ page }: { page: AdminPage }) {
  const refreshOrganisation = useRefreshOrganisation();
  const remove = useNotifyingMutation((trpc) => trpc.admin.organisation.deletePage, {
    success: uiMessages.pagesAdmin.deleted,
    failure: uiMessages.pagesAdmin.deleteFailed,
    // The footer and the page itself read pages too.
    after: refreshOrganisation,
  });
  const places = [page.showInHeader && "header", page.showInFooter && "footer"].filter(Boolean).join(" and ");

  return (
    <ContentRow
      kind="page"
      item={page}
      editTo="/admin/pages/$id"
      viewTo="/$slug"
      details={[
        { term: "Address", value: `/${page.slug}`, code: true },
        { term: "Order", value: page.order, className: "text-ink-800" },
        { term: "Linked in", value: places || "no menu", className: "text-ink-800" },
        ...translationDetails(page),
      ]}
      deleting={remove.isPending}
      onDelete={() => remove.mutate({ id: page.id })}
    />
  );
}
