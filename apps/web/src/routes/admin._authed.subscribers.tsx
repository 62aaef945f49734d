import { backOfficeMessages, type PendingSignUp, type Subscriber } from "@choose/schema";
import { LANGUAGE_NAMES } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, type SearchSchemaInput } from "@tanstack/react-router";
import { useDeferredValue } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { ItemCard } from "../components/admin/content-row";
import { BreakableEmail } from "../components/admin/detail";
import {
  ExportCsvButton,
  FilterSelect,
  LanguageFilter,
  ListToolbar,
  PagedList,
  useListView,
} from "../components/admin/list-controls";
import { listView, oneOf, pagedInput, type RawListSearch } from "../components/admin/list-search";
import { EmptyCard, LIST_LOADING, ScreenPart, screenStates } from "../components/admin/screen-data";
import { OnOffBadge } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { formatPostDate } from "../lib/format";
import { useVisit } from "../lib/last-visit";
import { type Trpc, useTRPC } from "../lib/trpc";

const ACTIVE_STATES = ["active", "inactive"] as const;
type ActiveState = (typeof ACTIVE_STATES)[number];

const subscribersView = (search: RawListSearch<"state">) => ({
  ...listView(search),
  state: oneOf(ACTIVE_STATES, search.state),
});
type SubscribersSearch = ReturnType<typeof subscribersView>;

/** The API's filter of a view: `active` is absent for both states. */
const filterOf = ({ q, language, state }: SubscribersSearch) => ({
  q,
  language,
  active: state === undefined ? undefined : state === "active",
});
const listInput = (search: SubscribersSearch) => pagedInput(filterOf(search), search.page);

/** The page of the list in view: the loader fetches it, the screen reads it. */
const subscribersQuery = (trpc: Trpc, view: SubscribersSearch) =>
  trpc.admin.newsletter.list.queryOptions(listInput(view));

/** The sign-ups awaiting confirmation: the loader starts them, their panel waits for them on its own. */
const pendingQuery = (trpc: Trpc) => trpc.admin.newsletter.pending.queryOptions();

const screen = {
  title: "Subscribers",
  meta: "The newsletter's subscribers.",
  description: "People who signed up for the newsletter.",
};

export const Route = createFileRoute("/admin/_authed/subscribers")({
  validateSearch: (search: RawListSearch<"state"> & SearchSchemaInput) => subscribersView(search),
  // The view is read here, not made a loader dependency: a new search or page is then the same match,
  // so the screen (toolbar and focus included) stays and shows the page in view until the next one comes.
  loader: ({ context: { queryClient, trpc }, location }) => {
    void queryClient.prefetchQuery(pendingQuery(trpc));
    return queryClient.ensureQueryData(subscribersQuery(trpc, subscribersView(location.search)));
  },
  ...screenStates(screen, {
    loading: { ...LIST_LOADING, label: "Loading subscribers", bars: ["h-6 w-1/2", "h-4 w-1/3"] },
    failure: uiMessages.backOffice.subscribersLoadFailed,
  }),
  component: SubscribersPage,
});

const STATE_OPTIONS = [
  ["active", "Active"],
  ["inactive", "Inactive"],
] as const satisfies readonly (readonly [ActiveState, string])[];

function SubscribersPage() {
  // Seen: the header's count of new sign-ups starts again from now.
  useVisit("subscribers");
  const search = Route.useSearch();
  const show = useListView<SubscribersSearch>();
  // The page shown stays while the next one loads (React keeps deferred content that suspends); its pager
  // and its empty state speak of it, the toolbar of the view asked for.
  const shown = useDeferredValue(search);
  const { data: subscribers } = useSuspenseQuery(subscribersQuery(useTRPC(), shown));

  return (
    <AdminScreen
      {...screen}
      actions={<ExportCsvButton path="/api/newsletter/admin/export.csv" filter={filterOf(search)} />}
    >
      <ListToolbar label="Search subscribers" q={search.q} onSearch={(q) => show({ q })}>
        <FilterSelect
          label="Filter by state"
          allLabel="All subscribers"
          value={search.state}
          options={STATE_OPTIONS}
          onChange={(state) => show({ state })}
        />
        <LanguageFilter value={search.language} onChange={(language) => show({ language })} />
      </ListToolbar>
      <PagedList
        data={subscribers}
        label={{ list: "Subscribers", pages: "Subscriber pages" }}
        empty={{
          title: uiMessages.backOffice.subscribersEmpty,
          description: "Newsletter sign-ups from the website will appear here.",
        }}
        filtered={shown.q !== undefined || shown.state !== undefined || shown.language !== undefined}
        page={shown.page}
      >
        {(subscriber) => <SubscriberRow subscriber={subscriber} />}
      </PagedList>
      <PendingSignUps />
    </AdminScreen>
  );
}

/** The sign-ups whose confirmation link was not followed yet (double opt-in), each with a resend. */
function PendingSignUps() {
  return (
    <section aria-labelledby="pending-title" className="mt-10">
      <h2 id="pending-title" className="text-xl font-bold text-brand-900">
        Awaiting confirmation
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        They signed up but have not yet followed the link in their confirmation email; they get no newsletter
        until they do.
      </p>
      <div className="mt-4 space-y-3">
        <ScreenPart
          loading={{
            label: "Loading sign-ups awaiting confirmation",
            cards: ["first", "second"],
            bars: ["h-6 w-1/2"],
          }}
          failure={uiMessages.backOffice.pendingLoadFailed}
        >
          <PendingList />
        </ScreenPart>
      </div>
    </section>
  );
}

function PendingList() {
  const { data: signUps } = useSuspenseQuery(pendingQuery(useTRPC()));
  if (signUps.length === 0)
    return (
      <EmptyCard
        title={uiMessages.backOffice.pendingEmpty}
        description="A sign-up waits here until its confirmation link is followed."
      />
    );
  return (
    <ul aria-labelledby="pending-title" className="space-y-3">
      {signUps.map((signUp) => (
        <li key={signUp.email}>
          <PendingRow signUp={signUp} />
        </li>
      ))}
    </ul>
  );
}

function PendingRow({ signUp }: { signUp: PendingSignUp }) {
  const resend = useNotifyingMutation((trpc) => trpc.admin.newsletter.resend, {
    success: backOfficeMessages.confirmationResent,
    failure: uiMessages.backOffice.confirmationResendFailed,
    reloads: (trpc) => [trpc.admin.newsletter.pending.queryKey()],
  });
  return (
    <ItemCard headingId={`pending-${signUp.email}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h3 id={`pending-${signUp.email}`} className="text-lg font-bold break-words text-brand-900">
              <BreakableEmail email={signUp.email} />
            </h3>
            <OnOffBadge on={!signUp.expired} labels={["Awaiting confirmation", "Link expired"]} />
          </div>
          <p className="mt-1 text-sm text-ink-700">
            {signUp.name ?? "No name given"} · link sent{" "}
            <time dateTime={signUp.sentAt}>{formatPostDate(signUp.sentAt)}</time> · in{" "}
            {LANGUAGE_NAMES[signUp.language]}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={resend.isPending}
          aria-label={`Resend the confirmation email to ${signUp.email}`}
          onClick={() => resend.mutate({ email: signUp.email })}
        >
          Resend
        </Button>
      </div>
    </ItemCard>
  );
}

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const reloads = (trpc: Trpc) => [trpc.admin.newsletter.pathKey(), trpc.admin.overview.pathKey()];
  const setActive = useNotifyingMutation((trpc) => trpc.admin.newsletter.setActive, {
    success: uiMessages.backOffice.subscriberUpdated,
    failure: uiMessages.backOffice.subscriberUpdateFailed,
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.newsletter.delete, {
    success: uiMessages.backOffice.subscriberDeleted,
    failure: uiMessages.backOffice.subscriberDeleteFailed,
    reloads,
  });
  const who = subscriber.name ? `${subscriber.name} (${subscriber.email})` : subscriber.email;

  return (
    <ItemCard headingId={`subscriber-${subscriber.id}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={`subscriber-${subscriber.id}`} className="text-lg font-bold break-words text-brand-900">
              <BreakableEmail email={subscriber.email} />
            </h2>
            <OnOffBadge on={subscriber.isActive} labels={["Active", "Inactive"]} />
          </div>
          <p className="mt-1 text-sm text-ink-700">
            {subscriber.name ?? "No name given"} · subscribed{" "}
            <time dateTime={subscriber.subscribedAt}>{formatPostDate(subscriber.subscribedAt)}</time> · in{" "}
            {LANGUAGE_NAMES[subscriber.language]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={setActive.isPending}
            aria-label={`${subscriber.isActive ? "Deactivate" : "Reactivate"} ${who}`}
            onClick={() => setActive.mutate({ id: subscriber.id, isActive: !subscriber.isActive })}
          >
            {subscriber.isActive ? "Deactivate" : "Reactivate"}
          </Button>
          <ConfirmDeleteButton
            label={`Delete ${who}`}
            title="Delete this subscriber?"
            description={
              <>
                {subscriber.email} will be forgotten entirely, as someone asking to be forgotten expects. This
                cannot be undone.
              </>
            }
            deleting={remove.isPending}
            onConfirm={() => remove.mutate({ id: subscriber.id })}
          />
        </div>
      </div>
    </ItemCard>
  );
}
