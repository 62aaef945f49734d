import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link, type LinkProps } from "@tanstack/react-router";
import { type ComponentProps, type ReactNode, useEffect } from "react";
import { type Trpc, useTRPC } from "../../lib/trpc";
import { buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { Skeleton } from "../ui/skeleton";
import { AdminScreen } from "./admin-shell";
import { notifyFailure } from "./notify";

// The old data idiom, kept only for the screens the forms branch converts to the new one (screen-data.tsx);
// it goes, with prefetch.ts, when nothing imports it any more.

/**
 * A screen's data, by the same query its route's loader prefetches (`prefetching`): declared once in the
 * route file, so the screen reads what the loader started.
 */
export function useAdminQuery<Args extends unknown[], Data, Failure, Selected, Key extends QueryKey>(
  query: (trpc: Trpc, ...args: Args) => UseQueryOptions<Data, Failure, Selected, Key>,
  ...args: Args
): UseQueryResult<Selected, Failure> {
  return useQuery(query(useTRPC(), ...args));
}

/** What an empty list says instead. */
export interface EmptyState {
  title: string;
  description: string;
}

type Failure =
  /** Said in a notice and, in place of the data, with a retry; `failed` may replace the latter. */
  | { failure: string; failed?: ReactNode }
  /** No notice: the screen's own page for it (a missing item). */
  | { failure?: undefined; failed: ReactNode };

type Loading =
  /** Placeholder cards in the shape of the data (see CardSkeletons). */
  | { loading: CardSkeletonsProps; skeleton?: undefined }
  /** Any other placeholder. */
  | { skeleton: ReactNode; loading?: undefined };

/** How a screen draws its data's states (see AdminQuery). */
type QueryStates<T> = Failure &
  Loading & {
    /** For a list: what shows when it has no items. */
    empty?: T extends readonly unknown[] ? EmptyState : never;
    children: (data: T) => ReactNode;
  };

type AdminQueryProps<T> = QueryStates<T> & { query: UseQueryResult<T, unknown> };

/**
 * A back-office screen's data in its four states, in the same order everywhere: the skeleton while it
 * loads, the failure (a notice titled with the screen's text from uiMessages, and what went wrong in
 * place), the empty state of a list, then the data itself.
 */
export function AdminQuery<T>({
  query,
  loading,
  skeleton,
  failure,
  failed,
  empty,
  children,
}: AdminQueryProps<T>) {
  useEffect(() => {
    if (failure && query.error) notifyFailure(query.error, failure);
  }, [query.error, failure]);

  if (query.isPending) return loading ? <CardSkeletons {...loading} /> : skeleton;
  if (query.isError) return failed ?? <LoadError message={failure} onRetry={() => void query.refetch()} />;
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <EmptyCard {...empty} />;
  return children(query.data);
}

/** A screen that is one query's data: the screen's header, then the data in its states (AdminQuery). */
export function QueryScreen<Data, Failure, Key extends QueryKey>({
  title,
  meta,
  description,
  actions,
  query,
  ...states
}: Omit<ComponentProps<typeof AdminScreen>, "children"> &
  QueryStates<Data> & {
    /** The query its route's loader prefetches (see useAdminQuery). */
    query: (trpc: Trpc) => UseQueryOptions<Data, Failure, Data, Key>;
  }) {
  const data = useAdminQuery(query);
  return (
    <AdminScreen title={title} meta={meta} description={description} actions={actions}>
      <AdminQuery query={data} {...states} />
    </AdminScreen>
  );
}

function EmptyCard({ title, description }: EmptyState) {
  return (
    <Card className="p-10 text-center">
      <p className="text-lg font-semibold text-slate-800">{title}</p>
      <p className="mt-1 text-slate-600">{description}</p>
    </Card>
  );
}

/** Data that failed to load: what went wrong and a way to try again. */
function LoadError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
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

/** One item that could not be loaded (deleted, or a mistyped address): a page of its own with a way back. */
export function UnavailableItem({
  title,
  description,
  backTo,
  back,
}: {
  title: string;
  description: string;
  /** The list to go back to, and the button's text. */
  backTo: LinkProps["to"];
  back: ReactNode;
}) {
  return (
    <Card role="alert" className="p-8 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <Link to={backTo} className={`${buttonClasses("primary")} mt-6`}>
        {back}
      </Link>
    </Card>
  );
}

interface CardSkeletonsProps {
  /** The accessible name of the loading status ("Loading posts"). */
  label: string;
  /** One name per card (its key). */
  cards: readonly string[];
  bars: readonly string[];
  /** The layout of the cards (gap, columns); none for one card. */
  className?: string;
}

/** Placeholder cards in the shape of the screen's data, one bar per class list in `bars`. */
function CardSkeletons({ label, cards, bars, className = "" }: CardSkeletonsProps) {
  return (
    <div role="status" aria-label={label} className={`grid ${className}`}>
      {cards.map((card) => (
        <Card key={card} className="space-y-3 p-6">
          {bars.map((bar) => (
            <Skeleton key={bar} className={bar} />
          ))}
        </Card>
      ))}
    </div>
  );
}
