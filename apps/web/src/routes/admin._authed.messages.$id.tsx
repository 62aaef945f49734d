import type { ContactMessage } from "@choose/schema";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { BreakableEmail, Detail } from "../components/admin/detail";
import { ItemScreen, itemStates } from "../components/admin/screen-data";
import { MessageStatusBadge } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatDateTime } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

/** The message in view: the loader fetches it, the screen reads it. */
const messageQuery = (trpc: Trpc, params: { id: string }) => trpc.admin.contact.byId.queryOptions(params);

const back = { to: "/admin/messages", list: "Messages" } as const;

export const Route = createFileRoute("/admin/_authed/messages/$id")({
  loader: ({ context: { queryClient, trpc }, params }) =>
    queryClient.ensureQueryData(messageQuery(trpc, params)),
  ...itemStates(back, {
    loading: {
      label: "Loading message",
      cards: ["message"],
      bars: ["h-6 w-1/2", "h-4 w-full", "h-4 w-3/4"],
    },
    unavailable: uiMessages.backOffice.messageNotFound,
  }),
  component: MessageDetailPage,
});

const linkClasses = "break-words text-brand-700 underline-offset-2 hover:underline";

function MessageDetailPage() {
  const { data: message } = useSuspenseQuery(messageQuery(useTRPC(), Route.useParams()));
  usePageMeta(`Message from ${message.name}`, "A contact message.");
  return (
    <ItemScreen back={back}>
      <MessageDetail message={message} />
    </ItemScreen>
  );
}

function MessageDetail({ message }: { message: ContactMessage }) {
  const navigate = useNavigate();
  // The inbox, this message and the header's unread count all change.
  const reloads = (trpc: Trpc) => [trpc.admin.contact.pathKey(), trpc.admin.overview.pathKey()];
  const setStatus = useNotifyingMutation((trpc) => trpc.admin.contact.setStatus, {
    success: uiMessages.backOffice.messageUpdated,
    failure: uiMessages.backOffice.messageUpdateFailed,
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.contact.delete, {
    success: uiMessages.backOffice.messageDeleted,
    failure: uiMessages.backOffice.messageDeleteFailed,
    after: () => navigate({ to: "/admin/messages" }),
    reloads,
  });
  const handled = message.status === "handled";

  return (
    <>
      <AdminPageHeader
        title={`Message from ${message.name}`}
        description={`Received ${formatDateTime(message.submittedAt)}`}
        actions={<MessageStatusBadge status={message.status} />}
      />
      <Card className="p-5 sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Name">{message.name}</Detail>
          <Detail term="Email">
            <a href={`mailto:${message.email}`} className={linkClasses}>
              <BreakableEmail email={message.email} />
            </a>
          </Detail>
          <Detail term="Phone">
            {message.phone ? (
              <a href={`tel:${message.phone.replace(/[^\d+]/g, "")}`} className={linkClasses}>
                {message.phone}
              </a>
            ) : (
              "Not given"
            )}
          </Detail>
          <Detail term="Organization">{message.organization ?? "Not given"}</Detail>
          <Detail term="Language">{LANGUAGE_NAMES[message.language]}</Detail>
          <Detail term="Message" wide>
            <span lang={LANGUAGE_TAGS[message.language]} className="font-normal whitespace-pre-line">
              {message.message}
            </span>
          </Detail>
        </dl>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button
            variant={handled ? "outline" : "primary"}
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: message.id, status: handled ? "new" : "handled" })}
          >
            {handled ? "Mark as new" : "Mark as handled"}
          </Button>
          <ConfirmDeleteButton
            label={`Delete the message from ${message.name}`}
            title="Delete this message?"
            description={<>The message from {message.name} will be deleted. This cannot be undone.</>}
            deleting={remove.isPending}
            onConfirm={() => remove.mutate({ id: message.id })}
          />
        </div>
      </Card>
    </>
  );
}
