import type { ContactMessage } from "@choose/schema";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@choose/schema/i18n";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from "@choose/schema/list-views";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, type SearchSchemaInput } from "@tanstack/react-router";
import { useDeferredValue } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ItemCard } from "../components/admin/content-row";
import { BreakableEmail } from "../components/admin/detail";
import {
  FilterSelect,
  LanguageFilter,
  ListToolbar,
  PagedList,
  useListView,
} from "../components/admin/list-controls";
import { listView, oneOf, pagedInput, type RawListSearch } from "../components/admin/list-search";
import { LIST_LOADING, screenStates } from "../components/admin/screen-data";
import { MessageStatusBadge } from "../components/admin/status-badge";
import { cn } from "../lib/cn";
import { formatPostDate } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";

const messagesView = (search: RawListSearch<"status">) => ({
  ...listView(search),
  status: oneOf(CONTACT_STATUSES, search.status),
});
type MessagesSearch = ReturnType<typeof messagesView>;

const listInput = ({ page, ...filter }: MessagesSearch) => pagedInput(filter, page);

/** The page of the list in view: the loader fetches it, the screen reads it. */
const messagesQuery = (trpc: Trpc, view: MessagesSearch) =>
  trpc.admin.contact.list.queryOptions(listInput(view));

const screen = {
  title: "Messages",
  meta: "What families and schools wrote through the contact form.",
  description: "What families and schools wrote through the contact form.",
};

export const Route = createFileRoute("/admin/_authed/messages/")({
  validateSearch: (search: RawListSearch<"status"> & SearchSchemaInput) => messagesView(search),
  // The view is read here, not made a loader dependency: a new search or page is then the same match,
  // so the screen (toolbar and focus included) stays and shows the page in view until the next one comes.
  loader: ({ context: { queryClient, trpc }, location }) =>
    queryClient.ensureQueryData(messagesQuery(trpc, messagesView(location.search))),
  ...screenStates(screen, {
    loading: { ...LIST_LOADING, label: "Loading messages", bars: ["h-6 w-1/2", "h-4 w-full"] },
    failure: uiMessages.backOffice.messagesLoadFailed,
  }),
  component: MessagesPage,
});

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => [status, CONTACT_STATUS_LABELS[status]] as const);

function MessagesPage() {
  const search = Route.useSearch();
  const show = useListView<MessagesSearch>();
  // The page shown stays while the next one loads (React keeps deferred content that suspends); its pager
  // and its empty state speak of it, the toolbar of the view asked for.
  const shown = useDeferredValue(search);
  const { data: messages } = useSuspenseQuery(messagesQuery(useTRPC(), shown));

  return (
    <AdminScreen {...screen}>
      <ListToolbar label="Search messages" q={search.q} onSearch={(q) => show({ q })}>
        <FilterSelect
          label="Filter by state"
          allLabel="All messages"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => show({ status })}
        />
        <LanguageFilter value={search.language} onChange={(language) => show({ language })} />
      </ListToolbar>
      <PagedList
        data={messages}
        label={{ list: "Messages", pages: "Message pages" }}
        empty={{
          title: uiMessages.backOffice.messagesEmpty,
          description: "Messages sent from the contact page will appear here.",
        }}
        filtered={shown.q !== undefined || shown.status !== undefined || shown.language !== undefined}
        page={shown.page}
      >
        {(message) => <MessageRow message={message} />}
      </PagedList>
    </AdminScreen>
  );
}

/** The message's first line, as an inbox shows it. */
const firstLine = (text: string) => text.split("\n", 1)[0] ?? "";

function MessageRow({ message }: { message: ContactMessage }) {
  const unread = message.status === "new";
  return (
    <ItemCard
      headingId={`message-${message.id}`}
      className={unread ? "border-l-4 border-l-brand-700" : undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`message-${message.id}`}
          className={cn("text-lg text-brand-900", unread ? "font-bold" : "font-medium")}
        >
          <Link
            to="/admin/messages/$id"
            params={{ id: message.id }}
            className="rounded-sm underline-offset-2 hover:underline"
          >
            {message.name}
          </Link>
        </h2>
        <div className="flex items-center gap-3">
          <MessageStatusBadge status={message.status} />
          <time dateTime={message.submittedAt} className="text-sm text-ink-600">
            {formatPostDate(message.submittedAt)}
          </time>
        </div>
      </div>
      <p className="mt-1 text-sm break-words text-ink-700">
        <BreakableEmail email={message.email} />
        {message.organization && <span className="break-normal"> · {message.organization}</span>}
        <span className="break-normal"> · written in {LANGUAGE_NAMES[message.language]}</span>
      </p>
      {/* The sender's own words, in the language of the pages they wrote from. */}
      <p
        lang={LANGUAGE_TAGS[message.language]}
        className={cn("mt-2 line-clamp-2 break-words text-ink-900", unread && "font-semibold")}
      >
        {firstLine(message.message)}
      </p>
    </ItemCard>
  );
}
