import { QueryErrorResetBoundary, useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { CatchBoundary, Link, type LinkProps, useRouterState } from "@tanstack/react-router";
import { type ReactNode, Suspense, useEffect } from "react";
import { endAdminSession } from "../../lib/admin-session";
import { cn } from "../../lib/cn";
import { readLastVisit } from "../../lib/last-visit";
import { useOrganisationProfile } from "../../lib/organisation";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../lib/use-page-meta";

const navLinkClasses = cn(
  "rounded-md px-3 py-2 text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white",
  "focus-visible:outline-white data-[status=active]:bg-white/15 data-[status=active]:text-white",
);

/** What waits behind a nav link: the overview's count of it, and what it is ("unread"). */
interface WaitingCount {
  of: "unreadMessages" | "newSubscribers";
  what: string;
}

/** The back office's screens, in the header's order; a count shows what waits behind a link. */
const ADMIN_LINKS: readonly { to: LinkProps["to"]; text: string; count?: WaitingCount }[] = [
  { to: "/admin/dashboard", text: "Posts" },
  { to: "/admin/media", text: "Media" },
  { to: "/admin/pages", text: "Pages" },
  { to: "/admin/organisation", text: "Organization" },
  { to: "/admin/choose-act", text: "CHOOSE Act" },
  { to: "/admin/applications", text: "Applications" },
  { to: "/admin/messages", text: "Messages", count: { of: "unreadMessages", what: "unread" } },
  { to: "/admin/subscribers", text: "Subscribers", count: { of: "newSubscribers", what: "new" } },
  { to: "/admin/email", text: "Email" },
  { to: "/admin/settings", text: "Settings" },
  { to: "/admin/audit", text: "Audit" },
  { to: "/admin/account", text: "Account" },
  { to: "/", text: "View Website" },
];

/** The back office frame: its own header (no public navigation) and the page's <main>. */
export function AdminShell({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const { name } = useOrganisationProfile();
  // Whatever the server answers, the token is forgotten; the layout then returns to the login screen.
  const logout = useMutation(
    trpc.admin.session.logout.mutationOptions({ onSettled: () => endAdminSession() }),
  );
  // Read again on every navigation: opening the subscribers screen moves its last visit.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const subscribersSince = readLastVisit("subscribers");

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="font-bold">
            <span className="sr-only">{name} </span>Admin
          </p>
          <nav aria-label="Admin" className="-mx-3 flex flex-wrap items-center gap-1 sm:mx-0">
            {ADMIN_LINKS.map(({ to, text, count }) => (
              <Link key={to} to={to} className={navLinkClasses}>
                {text}
                {count && <NavCount count={count} subscribersSince={subscribersSince} pathname={pathname} />}
              </Link>
            ))}
            <button
              type="button"
              className={navLinkClasses}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {logout.isPending ? "Logging out..." : "Logout"}
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}

/**
 * The badge of what waits behind a nav link, with boundaries of its own: the header shows at once, the
 * badge when its count comes, and a count that fails to load shows nothing until the next navigation
 * (a new `pathname`), which tries again.
 */
function NavCount({ pathname, ...count }: CountProps & { pathname: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <CatchBoundary getResetKey={() => pathname} errorComponent={() => <NoCount retry={reset} />}>
          <Suspense fallback={null}>
            <Count {...count} />
          </Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A failed count: nothing shown, and the query may fetch again when the badge is next drawn. */
function NoCount({ retry }: { retry: () => void }) {
  useEffect(retry, [retry]);
  return null;
}

interface CountProps {
  count: WaitingCount;
  /** The last visit to the subscribers screen, from which sign-ups count as new. */
  subscribersSince: string | undefined;
}

/**
 * The count, read as "Messages 3 unread" (the visible "Messages 3" starts the name, WCAG 2.5.3); nothing
 * when there is nothing.
 */
function Count({ count: { of, what }, subscribersSince }: CountProps) {
  const { data } = useSuspenseQuery(useTRPC().admin.overview.get.queryOptions({ subscribersSince }));
  const count = data[of];
  if (!count) return null;
  return (
    <>
      {" "}
      <span className="ml-1 inline-flex min-w-6 justify-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-900">
        {count}
        <span className="sr-only">{` ${what}`}</span>
      </span>
    </>
  );
}

interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
}

/** A screen's title row: the heading, an optional line under it, and its main actions. */
export function AdminPageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

/**
 * A back-office screen: its title (the document's too, with `meta` as its description), the header's
 * line and actions, then the screen itself.
 */
export function AdminScreen({
  meta,
  children,
  ...header
}: PageHeaderProps & { meta: string; children: ReactNode }) {
  usePageMeta(header.title, meta);
  return (
    <>
      <AdminPageHeader {...header} />
      {children}
    </>
  );
}
