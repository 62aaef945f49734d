import {
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactMessage,
  ContactStatusSchema,
  uiMessages,
} from "@choose/schema";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { z } from "zod";
import { AdminList } from "../components/admin/admin-query";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { BreakableEmail } from "../components/admin/detail";
import { FilterSelect, ListToolbar, Pager } from "../components/admin/list-controls";
import { MessageStatusBadge } from "../components/admin/status-badge";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { cn } from "../lib/cn";
import { formatPostDate } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

/** The inbox's view in the URL (bookmarkable, Back works); anything unreadable falls back to the default. */
const MessagesSearchSchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional().catch(undefined),
  status: ContactStatusSchema.optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
type MessagesSearch = z.infer<typeof MessagesSearchSchema>;

const listInput = (search: MessagesSearch) => ({
  ...search,
  page: search.page ?? 1,
  pageSize: ADMIN_PAGE_SIZE,
});

export const Route = createFileRoute("/admin/_authed/messages/")({
  validateSearch: MessagesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => {
    void queryClient.prefetchQuery(trpc.contactAdmin.list.queryOptions(listInput(deps)));
  },
  component: MessagesPage,
});

const STATUS_OPTIONS = CONTACT_STATUSES.map((status) => [status, CONTACT_STATUS_LABELS[status]] as const);

function MessagesPage() {
  usePageMeta("Messages", "What families and schools wrote through the contact form.");
  const trpc = useTRPC();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const messages = useQuery({
    ...trpc.contactAdmin.list.queryOptions(listInput(search)),
    placeholderData: keepPreviousData,
  });
  const show = (change: Partial<MessagesSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) });
  const filtered = search.q !== undefined || search.status !== undefined;

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="What families and schools wrote through the contact form."
      />
      <ListToolbar label="Search messages" q={search.q} onSearch={(q) => show({ q })}>
        <FilterSelect
          label="Filter by state"
          allLabel="All messages"
          value={search.status}
          options={STATUS_OPTIONS}
          onChange={(status) => show({ status })}
        />
      </ListToolbar>
      <AdminList
        query={messages}
        label="Messages"
        loading={{ label: "Loading messages", bars: ["h-6 w-1/2", "h-4 w-full"] }}
        failure={uiMessages.backOffice.messagesLoadFailed}
        empty={
          filtered
            ? { title: uiMessages.backOffice.noMatches, description: uiMessages.backOffice.noMatchesHint }
            : {
                title: uiMessages.backOffice.messagesEmpty,
                description: "Messages sent from the contact page will appear here.",
              }
        }
      >
        {(message) => <MessageRow message={message} />}
      </AdminList>
      {messages.data && (
        <Pager
          label="Message pages"
          page={search.page ?? 1}
          pageSize={ADMIN_PAGE_SIZE}
          total={messages.data.total}
          pageLink={(page, text) => (
            <Link
              from={Route.fullPath}
              search={(previous) => ({ ...previous, page })}
              className={buttonClasses("outline", "sm")}
            >
              {text}
            </Link>
          )}
        />
      )}
    </>
  );
}

/** The message's first line, as an inbox shows it. */
const firstLine = (text: string) => text.split("\n", 1)[0] ?? "";

function MessageRow({ message }: { message: ContactMessage }) {
  const unread = message.status === "new";
  return (
    <Card className={cn("p-5 sm:p-6", unread && "border-l-4 border-l-brand-700")}>
      <article aria-labelledby={`message-${message.id}`}>
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
            <time dateTime={message.submittedAt} className="text-sm text-slate-600">
              {formatPostDate(message.submittedAt)}
            </time>
          </div>
        </div>
        <p className="mt-1 text-sm break-words text-slate-700">
          <BreakableEmail email={message.email} />
          {message.organization && <span className="break-normal"> · {message.organization}</span>}
        </p>
        <p className={cn("mt-2 line-clamp-2 break-words text-slate-900", unread && "font-semibold")}>
          {firstLine(message.message)}
        </p>
      </article>
    </Card>
  );
}
