import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, type SearchSchemaInput } from "@tanstack/react-router";
import { useDeferredValue } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { pageOf } from "../components/admin/list-search";
import { EmptyCard, screenStates } from "../components/admin/screen-data";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatDateTime } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";

/** `?page=2`; anything else is page 1. */
const auditView = (search: { page?: unknown }) => ({ page: pageOf(search.page) ?? 1 });

/** The page of the trail in view: the loader fetches it, the screen reads it. */
const trailQuery = (trpc: Trpc, view: { page: number }) => trpc.admin.audit.list.queryOptions(view);

const screen = {
  title: "Audit Trail",
  meta: "Every administrator action, newest first.",
  description: "Every sign-in and change made in the back office, newest first, kept for a year.",
};

export const Route = createFileRoute("/admin/_authed/audit")({
  validateSearch: (search: { page?: unknown } & SearchSchemaInput) => auditView(search),
  // The page is read here, not made a loader dependency: another page is then the same match, so the
  // screen stays and shows the page in view until the next one comes.
  loader: ({ context: { queryClient, trpc }, location }) =>
    queryClient.ensureQueryData(trailQuery(trpc, auditView(location.search))),
  ...screenStates(screen, {
    loading: {
      label: "Loading the audit trail",
      cards: ["trail"],
      bars: ["h-5 w-full", "h-5 w-full", "h-5 w-2/3"],
    },
    failure: uiMessages.audit.loadFailed,
  }),
  component: AuditPage,
});

function AuditPage() {
  // The page shown stays while the next one loads (React keeps deferred content that suspends).
  const { data } = useSuspenseQuery(trailQuery(useTRPC(), useDeferredValue(Route.useSearch())));

  return (
    <AdminScreen {...screen}>
      {data.total === 0 ? (
        <EmptyCard
          title={uiMessages.audit.empty}
          description="Sign-ins and changes made in the back office will appear here."
        />
      ) : (
        <>
          {/* On a phone the table scrolls sideways: the region takes focus so the keyboard can scroll it. */}
          <Card role="region" aria-label="Audit trail" tabIndex={0} className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Admin actions, page {data.page} of {data.pageCount}
              </caption>
              <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
                <tr>
                  {["When", "What", "Who", "Address"].map((column) => (
                    <th key={column} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {data.items.map((event) => (
                  <tr key={event.id} className="align-top">
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">{formatDateTime(event.at)}</td>
                    <td className="px-4 py-3 break-words text-ink-900">{event.description}</td>
                    <td className="px-4 py-3 text-ink-700">{event.username ?? "(unknown name)"}</td>
                    <td className="px-4 py-3 font-mono text-ink-700">{event.clientIp ?? "server"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <nav aria-label="Audit trail pages" className="mt-6 flex items-center justify-between gap-4">
            {data.page > 1 ? (
              <Link
                to="/admin/audit"
                search={{ page: data.page - 1 }}
                className={buttonClasses("outline", "sm")}
              >
                Newer
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-ink-600">
              Page {data.page} of {data.pageCount}
            </p>
            {data.page < data.pageCount ? (
              <Link
                to="/admin/audit"
                search={{ page: data.page + 1 }}
                className={buttonClasses("outline", "sm")}
              >
                Older
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </>
      )}
    </AdminScreen>
  );
}
