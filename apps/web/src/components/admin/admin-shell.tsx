import { useMutation, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { endAdminSession } from "../../lib/admin-session";
import { cn } from "../../lib/cn";
import { readLastVisit } from "../../lib/last-visit";
import { useOrganisationProfile } from "../../lib/organisation";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../lib/use-page-meta";
import { inSection, landingFor, navFor, type WaitingCount } from "./admin-nav";

const navLinkClasses = cn(
  "flex items-center rounded-md px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-900",
  "aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900",
);

/**
 * The back office frame: a header with the organisation's name and logo, the grouped navigation (a
 * column beside the screen from 1024 px, behind a Menu button below), and the page's <main>.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const { name, logoUrl } = useOrganisationProfile();
  // Whatever the server answers, the token is forgotten; the layout then returns to the login screen.
  const logout = useMutation(
    trpc.admin.session.logout.mutationOptions({ onSettled: () => endAdminSession() }),
  );
  // Read again on every navigation: opening the subscribers screen moves its last visit.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const subscribersSince = readLastVisit("subscribers");
  const menu = useDisclosure(pathname);
  const { data: me } = useSuspenseQuery(trpc.admin.session.me.queryOptions());

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link
            to={landingFor(me.sections)}
            className="flex min-w-0 items-center gap-3 rounded-md font-bold focus-visible:outline-white"
          >
            {logoUrl && (
              <img src={logoUrl} alt="" className="size-9 shrink-0 rounded bg-white object-contain p-0.5" />
            )}
            <span className="truncate">{name}</span> <span className="sr-only">back office</span>
          </Link>
          <button
            ref={menu.buttonRef}
            type="button"
            aria-expanded={menu.open}
            aria-controls="admin-nav"
            onClick={menu.toggle}
            onKeyDown={menu.onKeyDown}
            className="rounded-md border border-white/40 px-3 py-2 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white lg:hidden"
          >
            Menu
          </button>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row lg:gap-8 lg:px-6">
        <nav
          id="admin-nav"
          ref={menu.panelRef}
          aria-label="Admin"
          onKeyDown={menu.onKeyDown}
          className={cn(
            "border-b border-ink-200 bg-white px-4 py-4 sm:px-6 lg:block lg:w-56 lg:shrink-0 lg:border-0 lg:bg-transparent lg:px-0 lg:py-8",
            !menu.open && "hidden",
          )}
        >
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
            {navFor(me.sections).map(({ group, links }) => {
              const current = links.some((link) => inSection(link, pathname));
              const id = `admin-nav-${group.toLowerCase()}`;
              return (
                <div key={group}>
                  <p
                    id={id}
                    className={cn(
                      "px-3 pb-1 text-xs font-bold tracking-wide uppercase",
                      current ? "text-brand-800" : "text-ink-600",
                    )}
                  >
                    {group}
                    {current && <span className="sr-only"> (current section)</span>}
                  </p>
                  <ul aria-labelledby={id} className="space-y-0.5">
                    {links.map((link) => (
                      <li key={String(link.to)}>
                        <Link
                          to={link.to}
                          className={navLinkClasses}
                          {...(link.within?.some((path) => pathname.startsWith(`${path}/`)) && {
                            "aria-current": "page",
                          })}
                        >
                          {link.text}
                          {link.count && (
                            <NavCount key={pathname} count={link.count} subscribersSince={subscribersSince} />
                          )}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
          <div className="mt-5 flex flex-wrap gap-1 border-t border-ink-200 pt-4 lg:flex-col">
            <Link to="/" className={navLinkClasses} activeOptions={{ exact: true }}>
              View Website
            </Link>
            <button
              type="button"
              className={cn(navLinkClasses, "text-left")}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              {logout.isPending ? "Logging out..." : "Logout"}
            </button>
          </div>
        </nav>
        <main id="main" className="w-full min-w-0 flex-1 px-4 py-8 sm:px-6 sm:py-10 lg:px-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * The Menu button's disclosure (below 1024 px): opening moves the focus to the first link, Escape
 * closes and gives the focus back to the button, and a navigation closes it.
 */
function useDisclosure(pathname: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const focusFirst = useRef(false);

  // A choice made in the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation is what closes it.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    panelRef.current?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [open]);

  return {
    open,
    buttonRef,
    panelRef,
    toggle() {
      focusFirst.current = !open;
      setOpen(!open);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}

interface CountProps {
  count: WaitingCount;
  /** The last visit to the subscribers screen, from which sign-ups count as new. */
  subscribersSince: string | undefined;
}

/**
 * The badge of what waits behind a nav link, read as "Messages 3 unread" (the visible "Messages 3"
 * starts the name, WCAG 2.5.3): nothing while it loads, when it fails or when there is nothing. It is
 * drawn anew at each navigation (its key), so a count that failed is fetched again then. It never
 * suspends: the header and the screen do not wait for it.
 */
function NavCount({ count: { of, what }, subscribersSince }: CountProps) {
  const { data } = useQuery(useTRPC().admin.overview.get.queryOptions({ subscribersSince }));
  const count = data?.[of];
  if (!count) return null;
  return (
    <>
      {" "}
      <span className="ml-auto inline-flex min-w-6 justify-center rounded-full bg-brand-800 px-1.5 text-xs font-bold text-white">
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
        {description && <p className="mt-1 text-ink-600">{description}</p>}
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
