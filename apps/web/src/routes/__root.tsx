import { uiMessages } from "@choose/schema/ui-messages";
import { createRootRouteWithContext, Link, Outlet, useMatches } from "@tanstack/react-router";
import { PageLayout } from "../components/layout/page-layout";
import { buttonClasses } from "../components/ui/button";
import { LazyToaster } from "../components/ui/lazy-toaster";
import { cn } from "../lib/cn";
import { usePageMeta } from "../lib/use-page-meta";
import type { PageMeta, RouterContext } from "../router";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Outlet />
      <LazyToaster />
      <StaticPageMeta />
    </>
  );
}

/** Applies the `staticData.meta` of the current page; pages with data (a post) set their own. */
function StaticPageMeta() {
  const meta = useMatches({ select: (matches) => matches.at(-1)?.staticData.meta });
  return meta ? <ApplyPageMeta {...meta} /> : null;
}

function ApplyPageMeta({ title, description }: PageMeta) {
  usePageMeta(title, description);
  return null;
}

function NotFoundPage() {
  usePageMeta(uiMessages.notFound, "The page you are looking for does not exist.");
  return (
    <PageLayout nav="pages">
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900">{uiMessages.notFound}</h1>
        <p className="mt-3 text-slate-600">Sorry, we couldn't find the page you were looking for.</p>
        <Link to="/" className={cn(buttonClasses("primary", "md"), "mt-8")}>
          Back to Home
        </Link>
      </div>
    </PageLayout>
  );
}
