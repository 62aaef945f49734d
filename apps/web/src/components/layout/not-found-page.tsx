import { Link } from "@tanstack/react-router";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { usePageMeta } from "../../lib/use-page-meta";
import { buttonClasses } from "../ui/button";
import { PageLayout } from "./page-layout";

/** The site's 404 page: unknown paths, and a content page nobody published. */
export function NotFoundPage() {
  const { notFound } = useMessages();
  usePageMeta(notFound.title, notFound.description);
  return (
    <PageLayout nav="pages">
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="text-6xl font-bold text-brand-700">404</p>
        <h1 className="mt-4 text-headline text-brand-900">{notFound.title}</h1>
        <p className="mt-3 text-ink-600">{notFound.body}</p>
        <Link to="/" className={cn(buttonClasses("primary", "md"), "mt-8")}>
          {notFound.back}
        </Link>
      </div>
    </PageLayout>
  );
}
