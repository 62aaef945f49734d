import type { SearchAnswer } from "@choose/schema";
import { fill } from "@choose/schema/i18n";
import { SEARCH_QUERY_MAX, type SearchKind } from "@choose/schema/search";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useId } from "react";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { pageMeta, useLanguage, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";

/** The query as the address has it (the router reads `?q=12` as a number): a string, at most the longest searched. */
function queryOf(search: Record<string, unknown>): string {
  const value = search.q;
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return text.slice(0, SEARCH_QUERY_MAX);
}

/**
 * Issue 35: the site search. A GET form to this page, so it works without script: the server renders
 * the answer for `?q=` (see `sendSearch`), and the browser's app the same from the same query.
 */
export const Route = createFileRoute("/search")({
  // No `q` in the address stays none (a default would have the router rewrite the address).
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    search.q === undefined ? {} : { q: queryOf(search) },
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  loader: ({ context: { queryClient, trpc, localization }, deps }) => {
    if (deps.q.trim() === "") return;
    void queryClient.prefetchQuery(
      trpc.search.query.queryOptions({ q: deps.q, language: localization.language }),
    );
  },
  staticData: { meta: pageMeta("search") },
  component: SearchPage,
});

function SearchPage() {
  const { search: texts } = usePageTexts();
  const { q = "" } = Route.useSearch();
  const inputId = useId();
  return (
    <PageLayout nav="pages">
      <PageHero title={texts.title} lead={texts.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <search>
          <form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={inputId} className="mb-1.5 block font-semibold text-ink-900">
                {texts.label}
              </label>
              <Input
                id={inputId}
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                maxLength={SEARCH_QUERY_MAX}
                autoComplete="off"
              />
            </div>
            <Button type="submit">{texts.submit}</Button>
          </form>
        </search>
        <Results query={q} />
      </div>
    </PageLayout>
  );
}

function Results({ query }: { query: string }) {
  const trpc = useTRPC();
  const language = useLanguage();
  const { search: texts } = usePageTexts();
  const enabled = query.trim() !== "";
  const answer = useQuery({ ...trpc.search.query.queryOptions({ q: query, language }), enabled });
  if (!enabled) return <p className="mt-8 text-ink-700">{texts.empty}</p>;
  if (answer.isPending)
    return (
      <p className="mt-8 text-ink-700" role="status">
        {texts.loading}
      </p>
    );
  if (answer.isError)
    return (
      <Card className="mt-8 p-6" role="alert">
        <p className="text-ink-800">{texts.error}</p>
      </Card>
    );
  return <ResultList answer={answer.data} query={query} />;
}

function ResultList({ answer, query }: { answer: SearchAnswer; query: string }) {
  const { search: texts } = usePageTexts();
  const headingId = useId();
  if (answer.results.length === 0)
    return (
      <p className="mt-8 text-ink-700" role="status">
        {fill(texts.none, { query })}
      </p>
    );
  return (
    <section aria-labelledby={headingId} className="mt-8">
      {/* Announced when the results arrive, and still the list's heading. */}
      <div role="status">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {fill(texts.resultsFor, { query, count: answer.results.length })}
        </h2>
      </div>
      <ol className="mt-4 grid gap-4">
        {answer.results.map((result) => (
          <li key={`${result.kind}:${result.url}`}>
            <Card className="p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {texts.kinds[result.kind satisfies SearchKind]}
              </p>
              <h3 className="mt-1 text-lg font-bold">
                {/* A plain link: the result may be a page the app does not route (a section's anchor). */}
                <a href={result.url} className="text-brand-900 underline-offset-4 hover:underline">
                  {result.title}
                </a>
              </h3>
              <p className="mt-2 text-ink-700">
                {result.highlights.map((part, index) =>
                  part.mark ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed snippet
                    <mark key={index} className="rounded-sm bg-gold-200 px-0.5 text-ink-900">
                      {part.text}
                    </mark>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed snippet
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
