import { serverMessage } from "../../lib/errors";
import { toast } from "../ui/toast-store";

/** What a public form's notices say (spec 8). */
export interface SendNoticeTexts {
  successTitle: string;
  successBody: string;
  failureTitle: string;
  failureFallback: string;
}

/**
 * A public form's mutation callbacks: the success notice, then `onSent`; or the failure notice with the
 * server's message, else the form's fallback.
 */
export function sendNotices(notices: SendNoticeTexts, onSent: () => void) {
  return {
    onSuccess: () => {
      toast({ title: notices.successTitle, description: notices.successBody });
      onSent();
    },
    onError: (error: unknown) => {
      toast({
        variant: "destructive",
        title: notices.failureTitle,
        description: serverMessage(error, notices.failureFallback),
      });
    },
  };
}
