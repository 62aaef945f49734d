import { QueryErrorResetBoundary } from "@tanstack/react-query";
import {
  CatchBoundary,
  type ErrorComponentProps,
  Link,
  type LinkProps,
  useRouter,
} from "@tanstack/react-router";
import { type ComponentProps, type ReactNode, Suspense, useEffect } from "react";
import { ArrowLeftIcon } from "../icons";
import { buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { Skeleton } from "../ui/skeleton";
import { AdminScreen } from "./admin-shell";
import { notifyFailure } from "./notify";

/*
 * A back-office screen's data, the TanStack Router way: its route's loader does
 * `queryClient.ensureQueryData(options)`, the screen reads the same options with `useSuspenseQuery`, and
 * the route's `pendingComponent` and `errorComponent` draw the two other states with these pieces.
 */

/** A screen's header: its title (the document's too, with `meta` as its description) and the line under it. */
export type ScreenHeader = Omit<ComponentProps<typeof AdminScreen>, "children">;

/** A route's pendingComponent: the screen's header, and placeholder cards in the shape of its data. */
export function PendingScreen({ loading, ...header }: ScreenHeader & { loading: CardSkeletonsProps }) {
  return (
    <AdminScreen {...header}>
      <CardSkeletons {...loading} />
    </AdminScreen>
  );
}

/**
 * A route's errorComponent: the failure said in a notice (titled with the screen's text from
 * uiMessages) and in place of the data, with a way to load it again.
 */
export function FailedScreen({
  error,
  failure,
  ...header
}: ScreenHeader & Pick<ErrorComponentProps, "error"> & { failure: string }) {
  return (
    <AdminScreen {...header}>
      <LoadError error={error} message={failure} />
    </AdminScreen>
  );
}

/**
 * A screen route's `pendingComponent` and `errorComponent` (spread into its options): the screen's
 * header over placeholder cards, and over the failure said in place with a way to try again.
 */
export function screenStates(
  header: ScreenHeader,
  { loading, failure }: { loading: CardSkeletonsProps; failure: string },
) {
  return {
    pendingComponent: () => <PendingScreen {...header} loading={loading} />,
    errorComponent: ({ error }: Pick<ErrorComponentProps, "error">) => (
      <FailedScreen {...header} error={error} failure={failure} />
    ),
  };
}

/** An item route's `pendingComponent` and `errorComponent`: the way back over a placeholder, or the item's "not found" page. */
export function itemStates(
  back: BackToList,
  { loading, unavailable }: { loading: CardSkeletonsProps; unavailable: string },
) {
  return {
    pendingComponent: () => <PendingItem back={back} loading={loading} />,
    errorComponent: () => <UnavailableItem title={unavailable} back={back} />,
  };
}

/** Data that failed to load: a notice, what went wrong in place, and a way to try again. */
function LoadError({
  error,
  message,
  retry,
}: {
  error: unknown;
  message: string;
  /** What Try again does: by default the route's loaders run again (they fetch what failed). */
  retry?: () => void;
}) {
  const router = useRouter();
  useEffect(() => notifyFailure(error, message), [error, message]);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      <button
        type="button"
        onClick={retry ?? (() => void router.invalidate())}
        className="mt-3 rounded-md font-semibold text-brand-700 underline underline-offset-2"
      >
        Try again
      </button>
    </div>
  );
}

/**
 * A secondary part of a screen with data of its own (a panel, a strip of counts), read with
 * useSuspenseQuery: it loads and fails in place while the rest of the screen shows. Its query is not the
 * loader's, so Try again lets the query fetch once more (the reset) and draws the part again.
 */
export function ScreenPart({
  loading,
  failure,
  children,
}: {
  loading: CardSkeletonsProps;
  failure: string;
  children: ReactNode;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset: fetchAgain }) => (
        <CatchBoundary
          // Nothing outside resets it: only its Try again draws the part again.
          getResetKey={() => failure}
          errorComponent={({ error, reset }) => (
            <LoadError
              error={error}
              message={failure}
              retry={() => {
                fetchAgain();
                reset();
              }}
            />
          )}
        >
          <Suspense fallback={<CardSkeletons {...loading} />}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** The way back from one item (a message, an application) to its list: its address and its name. */
export interface BackToList {
  to: LinkProps["to"];
  list: string;
}

function BackLink({ back }: { back: BackToList }) {
  return (
    <Link
      to={back.to}
      className="mb-6 inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline"
    >
      <ArrowLeftIcon className="size-4" />
      {` Back to ${back.list}`}
    </Link>
  );
}

/** One item's screen under the way back to its list (the route's component draws the item in it). */
export function ItemScreen({ back, children }: { back: BackToList; children: ReactNode }) {
  return (
    <>
      <BackLink back={back} />
      {children}
    </>
  );
}

/** An item route's pendingComponent: the way back, and a placeholder card. */
export function PendingItem({ back, loading }: { back: BackToList; loading: CardSkeletonsProps }) {
  return (
    <ItemScreen back={back}>
      <CardSkeletons {...loading} />
    </ItemScreen>
  );
}

/**
 * An item route's errorComponent: an item that cannot be loaded (deleted, or a mistyped address) is a
 * page of its own with the same way back.
 */
export function UnavailableItem({ title, back }: { title: string; back: BackToList }) {
  return (
    <ItemScreen back={back}>
      <Card role="alert" className="p-8 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-2 text-ink-600">It may have been deleted, or the address is mistyped.</p>
        <Link to={back.to} className={`${buttonClasses("primary")} mt-6 inline-flex items-center gap-1.5`}>
          <ArrowLeftIcon className="size-4" />
          {` Back to ${back.list}`}
        </Link>
      </Card>
    </ItemScreen>
  );
}

/** What an empty list says instead. */
export interface EmptyState {
  title: string;
  description: string;
}

export function EmptyCard({ title, description }: EmptyState) {
  return (
    <Card className="p-10 text-center">
      <p className="text-lg font-semibold text-ink-800">{title}</p>
      <p className="mt-1 text-ink-600">{description}</p>
    </Card>
  );
}

/** A back-office list: one card per item, each drawn by `children`, or the empty state. */
export function ItemList<T extends { id: string }>({
  items,
  label,
  empty,
  children,
}: {
  /** The items, or a page of them (`Paged`). */
  items: readonly T[] | { items: readonly T[] };
  /** The list's accessible name ("Blog posts"). */
  label: string;
  empty: EmptyState;
  children: (item: T) => ReactNode;
}) {
  const shown = "items" in items ? items.items : items;
  if (shown.length === 0) return <EmptyCard {...empty} />;
  return (
    <ul aria-label={label} className="grid gap-4">
      {shown.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** A list's placeholder cards: as many as a screen shows at first (the screen adds its label and bars). */
export const LIST_LOADING = { cards: ["first", "second", "third"], className: "gap-4" };

export interface CardSkeletonsProps {
  /** The accessible name of the loading status ("Loading posts"). */
  label: string;
  /** One name per card (its key). */
  cards: readonly string[];
  bars: readonly string[];
  /** The layout of the cards (gap, columns); none for one card. */
  className?: string;
}

/** Placeholder cards in the shape of the screen's data, one bar per class list in `bars`. */
export function CardSkeletons({ label, cards, bars, className = "" }: CardSkeletonsProps) {
  return (
    <div role="status" aria-label={label} className={`grid ${className}`}>
      {cards.map((card) => (
        <Card key={card} className="space-y-3 p-6">
          {bars.map((bar, line) => (
            // A fixed list, where two lines may share their classes: the position is each one's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order or length
            <Skeleton key={line} className={bar} />
          ))}
        </Card>
      ))}
    </div>
  );
}
