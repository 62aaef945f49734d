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
export function sendNotices<Data>(notices: SendNoticeTexts, onSent: (data: Data) => void) {
  return {
    onSuccess: (data: Data) => {
      toast({ title: notices.successTitle, description: notices.successBody });
      onSent(data);
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
