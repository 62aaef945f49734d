import type { PostSendStatus } from "@choose/schema";
import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { Button, buttonClasses } from "../ui/button";
import { AlertWindow } from "./confirm-dialog";
import { notifyFailure } from "./notify";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Sent 40 of 60, 1 failed": the post's newsletter so far. */
function progressText(status: PostSendStatus) {
  const total = status.queued + status.sent + status.failed;
  if (total === 0) return null;
  const failed = status.failed > 0 ? `, ${status.failed} failed` : "";
  return status.queued > 0
    ? `Sending: ${status.sent} of ${total} sent${failed}.`
    : `Sent to ${plural(status.sent, "subscriber", "subscribers")}${failed}.`;
}

/**
 * "Send to subscribers" for a published post: says how many will receive it, asks, queues it, then
 * follows the sending (batches at the server's rate) until every copy is sent or failed. A subscriber
 * who has had the post is never counted or sent it again.
 */
export function SendToSubscribers({ postId, title }: { postId: string; title: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [following, setFollowing] = useState(false);
  const status = useQuery({
    ...trpc.admin.email.postSendStatus.queryOptions({ id: postId }),
    enabled: open || following,
    refetchInterval: (query) => (following && (query.state.data?.queued ?? 0) > 0 ? 2_000 : false),
  });
  const send = useMutation(
    trpc.admin.email.sendPost.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.admin.email.postSendStatus.queryKey({ id: postId }), result);
        setFollowing(true);
      },
      onError: (error) => notifyFailure(error, uiMessages.emailAdmin.postSendFailed),
    }),
  );
  const recipients = status.data?.recipients;
  const progress = status.data && following ? progressText(status.data) : null;

  return (
    <>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger asChild>
          <Button variant="outline" size="sm" aria-label={`Send to subscribers: ${title}`}>
            Send to subscribers
          </Button>
        </AlertDialog.Trigger>
        <AlertWindow
          title="Send to subscribers?"
          description={
            recipients === undefined
              ? status.isError
                ? "Could not count the subscribers."
                : "Counting subscribers..."
              : recipients === 0
                ? `Every confirmed subscriber has had “${title}” already, or there are none yet.`
                : `“${title}” will be emailed to ${plural(recipients, "confirmed subscriber", "confirmed subscribers")}. Nobody gets it twice.`
          }
        >
          <AlertDialog.Cancel className={buttonClasses("outline", "md")}>Cancel</AlertDialog.Cancel>
          <AlertDialog.Action
            className={buttonClasses("primary", "md")}
            disabled={!recipients || send.isPending}
            onClick={() => send.mutate({ id: postId })}
          >
            Send
          </AlertDialog.Action>
        </AlertWindow>
      </AlertDialog.Root>
      <p role="status" className="basis-full text-sm text-ink-700 empty:hidden">
        {progress}
      </p>
    </>
  );
}
