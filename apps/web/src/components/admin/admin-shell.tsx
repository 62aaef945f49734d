import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { endAdminSession } from "../../lib/admin-session";
import { cn } from "../../lib/cn";
import { site } from "../../lib/site";
import { useTRPC } from "../../lib/trpc";

const navLinkClasses = cn(
  "rounded-md px-3 py-2 text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white",
  "focus-visible:outline-white data-[status=active]:bg-white/15 data-[status=active]:text-white",
);

/** The back office frame: its own header (no public navigation) and the page's <main>. */
export function AdminShell({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  // Whatever the server answers, the token is forgotten; the layout then returns to the login screen.
  const logout = useMutation(trpc.auth.logout.mutationOptions({ onSettled: () => endAdminSession() }));

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="font-bold">
            <span className="sr-only">{site.name} </span>Admin
          </p>
          <nav aria-label="Admin" className="-mx-3 flex flex-wrap items-center gap-1 sm:mx-0">
            <Link to="/admin/dashboard" className={navLinkClasses}>
              Posts
            </Link>
            <Link to="/admin/applications" className={navLinkClasses}>
              Applications
            </Link>
            <Link to="/admin/settings" className={navLinkClasses}>
              Settings
            </Link>
            <Link to="/" className={navLinkClasses}>
              View Website
            </Link>
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

/** A screen's title row: the heading, an optional line under it, and its main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
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

/** A list that failed to load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-md font-semibold text-brand-700 underline underline-offset-2"
      >
        Try again
      </button>
    </div>
  );
}
