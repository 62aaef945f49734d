import type { DirectorySchool, SchoolDirectory } from "@choose/schema";
import {
  GRADE_OPTIONS,
  type Grade,
  SCHOOL_TYPE_VALUES,
  type SchoolType,
} from "@choose/schema/application-choices";
import { fill } from "@choose/schema/i18n";
import { CHOOSE_ACT_OFFICIAL_URL, SCHOOL_FILTER_MAX } from "@choose/schema/schools";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useId } from "react";
import { AlertIcon } from "../components/icons";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input, Select } from "../components/ui/input";
import { pageMeta, useLanguage, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";

/** The finder's filters as the address holds them: every one optional, each checked against its list. */
export interface SchoolSearch {
  place?: string;
  grade?: Grade;
  type?: SchoolType;
  q?: string;
  page?: number;
}

/** A text parameter as typed (the router reads `?place=36602` as a number), trimmed and cut. */
function textOf(value: unknown): string | undefined {
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  const trimmed = text.trim().slice(0, SCHOOL_FILTER_MAX);
  return trimmed === "" ? undefined : trimmed;
}

const isGrade = (value: unknown): value is Grade => GRADE_OPTIONS.some((grade) => grade === value);
const isSchoolType = (value: unknown): value is SchoolType =>
  SCHOOL_TYPE_VALUES.some((type) => type === value);

/** A parameter as the router parsed it from the address (`?place=36602` is a number). */
type Parsed = string | number;

/**
 * The finder's parameters exactly as the address has them, its other ones left to the root: the router
 * compares what this returns with the address, and a value changed here (trimmed, a number made text)
 * would make the server's render a redirect rather than the page. `schoolSearch` reads them.
 */
export type FinderParams = Partial<Record<"place" | "grade" | "type" | "q" | "page", Parsed>>;

function finderParams(search: Record<string, unknown>): FinderParams {
  const params: FinderParams = {};
  for (const name of ["place", "grade", "type", "q", "page"] as const) {
    const value = search[name];
    if (typeof value === "string" || typeof value === "number") params[name] = value;
  }
  return params;
}

/**
 * The address's filters, keeping only what the finder takes: an unknown grade or type, or a page that
 * is not a whole number from 2, is no filter (the server renders the same), so no address is refused.
 */
export function schoolSearch(search: Record<string, unknown>): SchoolSearch {
  const place = textOf(search.place);
  const q = textOf(search.q);
  const page = Number(search.page);
  return {
    ...(place && { place }),
    ...(isGrade(search.grade) && { grade: search.grade }),
    ...(isSchoolType(search.type) && { type: search.type }),
    ...(q && { q }),
    ...(Number.isInteger(page) && page > 1 && page <= 200 && { page }),
  };
}

/**
 * Issue 34: the finder of member schools, `/schools` and `/es/schools`. A GET form to this page, so it
 * filters without script: the server renders the list for the address's filters (see `QUERY_PAGES` in
 * the API's web-app.ts), and the browser's app the same from the same address.
 */
export const Route = createFileRoute("/schools")({
  validateSearch: finderParams,
  // The route's search also holds the root's (every parameter of the address): the filters are read
  // from it here, and invalid ones never reach the API.
  loaderDeps: ({ search }) => schoolSearch(search),
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(trpc.schools.list.queryOptions(deps));
  },
  staticData: { meta: pageMeta("schools") },
  component: SchoolsPage,
});

function SchoolsPage() {
  const { schools: texts } = usePageTexts();
  const search = schoolSearch(Route.useSearch());
  return (
    <PageLayout nav="pages">
      <PageHero title={texts.title} lead={texts.lead} wide />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <Framing />
        <Filters search={search} />
        <Results search={search} />
      </div>
    </PageLayout>
  );
}

/** What the list is and is not: the organisation's members, not the state's participating schools. */
function Framing() {
  const { schools: texts } = usePageTexts();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-gold-400/60 bg-gold-100/40 p-4 text-ink-800"
    >
      <h2 id={headingId} className="font-bold text-brand-900">
        {texts.framingTitle}
      </h2>
      <p className="mt-2">{texts.framing}</p>
      <p className="mt-2">
        {texts.officialBefore}{" "}
        <a href={CHOOSE_ACT_OFFICIAL_URL} className="font-medium text-brand-800 underline" rel="external">
          {texts.officialLink}
        </a>{" "}
        {texts.officialAfter}
      </p>
    </section>
  );
}

function Filters({ search }: { search: SchoolSearch }) {
  const { schools: texts, application } = usePageTexts();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const label = "mb-1.5 block font-semibold text-slate-900";
  // `key`: a new address (a link, the back button) shows its own filters in the fields.
  const key = JSON.stringify(search);
  return (
    <search className="mt-8 block">
      <form method="get" aria-label={texts.filtersLabel} key={key} className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={field("place")} className={label}>
            {texts.place}
          </label>
          <Input
            id={field("place")}
            name="place"
            defaultValue={search.place ?? ""}
            maxLength={SCHOOL_FILTER_MAX}
            autoComplete="address-level2"
          />
        </div>
        <div>
          <label htmlFor={field("grade")} className={label}>
            {texts.grade}
          </label>
          <Select id={field("grade")} name="grade" defaultValue={search.grade ?? ""}>
            <option value="">{texts.anyGrade}</option>
            {GRADE_OPTIONS.map((grade) => (
              <option key={grade} value={grade}>
                {application.grades[grade]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={field("type")} className={label}>
            {texts.type}
          </label>
          <Select id={field("type")} name="type" defaultValue={search.type ?? ""}>
            <option value="">{texts.anyType}</option>
            {SCHOOL_TYPE_VALUES.map((type) => (
              <option key={type} value={type}>
                {application.schoolTypeOptions[type]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={field("q")} className={label}>
            {texts.q}
          </label>
          <Input
            id={field("q")}
            type="search"
            name="q"
            defaultValue={search.q ?? ""}
            maxLength={SCHOOL_FILTER_MAX}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit">{texts.submit}</Button>
          <Link to="/schools" search={{}} className="font-medium text-brand-800 underline">
            {texts.clear}
          </Link>
        </div>
      </form>
    </search>
  );
}

function Results({ search }: { search: SchoolSearch }) {
  const trpc = useTRPC();
  const { schools: texts } = usePageTexts();
  const answer = useQuery(trpc.schools.list.queryOptions(search));
  if (answer.isPending)
    return (
      <p className="mt-8 text-slate-700" role="status">
        {texts.loading}
      </p>
    );
  if (answer.isError)
    return (
      <Card className="mt-8 p-6" role="alert">
        <AlertIcon className="size-8 text-red-700" />
        <p className="mt-2 text-slate-800">{texts.error}</p>
      </Card>
    );
  return <SchoolList directory={answer.data} search={search} />;
}

function SchoolList({ directory, search }: { directory: SchoolDirectory; search: SchoolSearch }) {
  const { schools: texts } = usePageTexts();
  const headingId = useId();
  const filtered = Object.keys(search).some((name) => name !== "page");
  if (directory.total === 0)
    return (
      <p className="mt-8 text-slate-700" role="status">
        {filtered ? texts.none : texts.empty}
      </p>
    );
  return (
    <section aria-labelledby={headingId} className="mt-8">
      {/* Announced when a filter's answer arrives, and still the list's heading. */}
      <div role="status">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {directory.total === 1 ? texts.countOne : fill(texts.count, { count: directory.total })}
        </h2>
      </div>
      <ul className="mt-4 grid gap-4">
        {directory.schools.map((school) => (
          <li key={school.id}>
            <SchoolCard school={school} />
          </li>
        ))}
      </ul>
      <Pages directory={directory} search={search} />
    </section>
  );
}

function SchoolCard({ school }: { school: DirectorySchool }) {
  const { schools: texts, application } = usePageTexts();
  // The school's own words are in the language it applied in, marked where the page's differs.
  const own = school.language === useLanguage() ? {} : { lang: school.language };
  const titleId = `school-${school.id}-name`;
  const term = "font-semibold text-slate-900";
  return (
    <Card className="p-5" id={`school-${school.id}`}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="text-lg font-bold text-brand-900" {...own}>
          {school.name}
        </h3>
        <p className="text-slate-700">
          {school.city}, {school.state} {school.zipCode}
        </p>
        {school.description && (
          <p className="mt-2 whitespace-pre-line text-slate-800" {...own}>
            {school.description}
          </p>
        )}
        <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className={term}>{texts.grades}</dt>
          <dd>
            {fill(texts.gradeRange, {
              lowest: application.grades[school.lowestGrade],
              highest: application.grades[school.highestGrade],
            })}
          </dd>
          {school.schoolTypes.length > 0 && (
            <>
              <dt className={term}>{texts.schoolType}</dt>
              <dd>{school.schoolTypes.map((type) => application.schoolTypeOptions[type]).join(", ")}</dd>
            </>
          )}
          {school.governance.length > 0 && (
            <>
              <dt className={term}>{texts.governance}</dt>
              <dd>{school.governance.map((value) => application.governanceOptions[value]).join(", ")}</dd>
            </>
          )}
        </dl>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {school.website && (
            <a
              href={school.website}
              className="font-medium text-brand-800 underline"
              rel="external nofollow"
              aria-describedby={titleId}
            >
              {texts.website}
            </a>
          )}
          <a
            href={school.mapUrl}
            className="font-medium text-brand-800 underline"
            rel="external nofollow"
            aria-describedby={titleId}
          >
            {texts.map}
          </a>
        </p>
      </article>
    </Card>
  );
}

function Pages({ directory, search }: { directory: SchoolDirectory; search: SchoolSearch }) {
  const { schools: texts } = usePageTexts();
  if (directory.pageCount <= 1) return null;
  const at = (page: number) => {
    const { page: _current, ...filters } = search;
    return page > 1 ? { ...filters, page } : filters;
  };
  const link = "font-medium text-brand-800 underline";
  return (
    <nav aria-label={texts.pages} className="mt-6 flex flex-wrap items-center justify-between gap-4">
      {directory.page > 1 ? (
        <Link to="/schools" search={at(directory.page - 1)} className={link}>
          {texts.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        {fill(texts.pageOf, { page: directory.page, pageCount: directory.pageCount })}
      </span>
      {directory.page < directory.pageCount ? (
        <Link to="/schools" search={at(directory.page + 1)} className={link}>
          {texts.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
