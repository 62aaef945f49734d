import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MAX, type Paged, uiMessages } from "@choose/schema";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@choose/schema/i18n";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ComponentProps, type FormEvent, type ReactNode, useId, useState } from "react";
import { downloadCsv } from "../../lib/csv-download";
import { useTRPC } from "../../lib/trpc";
import { Button, buttonClasses } from "../ui/button";
import { Input, Select } from "../ui/input";
import { notifyFailure } from "./notify";
import { type EmptyState, ItemList } from "./screen-data";

/** Applies a change to the view in the URL; a new search or filter starts again at page 1. */
export function useListView<View extends object>() {
  const navigate = useNavigate();
  return (change: Partial<View>) =>
    void navigate({ to: ".", search: (previous) => ({ ...previous, ...change, page: undefined }) });
}

/**
 * The header's "Export CSV" of what the list's filter shows, for the people who may download personal
 * data (their role and the Owner's switch: the "exports" part; the server refuses the others).
 */
export function ExportCsvButton({
  path,
  filter,
}: {
  path: string;
  filter: Record<string, string | number | boolean | undefined>;
}) {
  const exportCsv = useMutation({
    mutationFn: () => downloadCsv(path, filter),
    onError: (error) => notifyFailure(error, uiMessages.backOffice.exportFailed),
  });
  const me = useQuery(useTRPC().admin.session.me.queryOptions());
  if (!me.data?.sections.includes("exports")) return null;
  return (
    <Button variant="outline" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      {exportCsv.isPending ? "Exporting..." : "Export CSV"}
    </Button>
  );
}

/**
 * One page of a filtered back-office list and the pager under it. An empty list says there are none
 * yet, or, when a search or filter is on, that nothing matches.
 */
export function PagedList<T extends { id: string }>({
  data,
  label,
  empty,
  filtered,
  page,
  children,
}: {
  data: Paged<T>;
  /** The list's accessible name ("Messages"); the pager's is "<singular> pages". */
  label: { list: string; pages: string };
  /** What an empty list says when no search or filter is on. */
  empty: EmptyState;
  filtered: boolean;
  page: number | undefined;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <ItemList
        items={data}
        label={label.list}
        empty={
          filtered
            ? { title: uiMessages.backOffice.noMatches, description: uiMessages.backOffice.noMatchesHint }
            : empty
        }
      >
        {children}
      </ItemList>
      <Pager
        label={label.pages}
        page={page ?? 1}
        pageSize={ADMIN_PAGE_SIZE}
        total={data.total}
        pageLink={(target, text) => (
          <Link
            to="."
            search={(previous) => ({ ...previous, page: target })}
            className={buttonClasses("outline", "sm")}
          >
            {text}
          </Link>
        )}
      />
    </>
  );
}

/**
 * A back-office list's toolbar: a search box (sent on Enter or the button, so typing does not fire a
 * request per key) and the filters and sort, which apply as soon as they change.
 */
export function ListToolbar({
  label,
  q,
  onSearch,
  children,
}: {
  /** The search's accessible name ("Search applications"). */
  label: string;
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  /** The `FilterSelect`s. */
  children?: ReactNode;
}) {
  const searchId = useId();
  const [text, setText] = useState(q ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-end">
      <search aria-label={label} className="flex-1">
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="flex-1 space-y-1">
            <label htmlFor={searchId} className="block text-sm font-semibold text-ink-800">
              Search
            </label>
            <Input
              id={searchId}
              type="search"
              value={text}
              maxLength={ADMIN_SEARCH_MAX}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </search>
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}

/** One filter or sort of a list: "All" (no value) and the options. */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly (readonly [T, string])[];
  /** The choice that filters nothing; without it one option is always chosen (a sort). */
  allLabel?: string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="min-w-44 space-y-1">
      <LabelledSelect
        label={label}
        value={value ?? ""}
        onChange={(event) => onChange(options.find(([option]) => option === event.target.value)?.[0])}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]] as const);

/** The filter every back-office list has: the language its visitors used (All / English / Spanish). */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: Language | undefined;
  onChange: (language: Language | undefined) => void;
}) {
  return (
    <FilterSelect
      label="Filter by language"
      allLabel="All languages"
      value={value}
      options={LANGUAGE_OPTIONS}
      onChange={onChange}
    />
  );
}

/** A select under its label; the caller lays the two out (a stack, a grid). */
export function LabelledSelect({ label, ...select }: { label: string } & ComponentProps<typeof Select>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <Select id={id} {...select} />
    </>
  );
}

/** "Showing 26–50 of 120" and the links to the pages before and after (links, so Back works). */
function Pager({
  label,
  page,
  pageSize,
  total,
  pageLink,
}: {
  /** The navigation's accessible name ("Application pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  pageLink: (page: number, text: string) => ReactNode;
}) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? pageLink(page - 1, "Previous") : <span />}
      <p className="text-sm text-ink-600">
        Showing {first}–{last} of {total}
      </p>
      {page < pageCount ? pageLink(page + 1, "Next") : <span />}
    </nav>
  );
}
