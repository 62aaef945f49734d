import { uiMessages } from "@choose/schema/ui-messages";
import { serverMessage } from "../../lib/errors";
import { isUnauthorized } from "../../lib/trpc";
import { toast } from "../ui/toast-store";

export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}

/**
 * A failed admin call: the spec's text as the title, and under it the server's own message when it
 * sent one (else `fallback`). A 401 says nothing here: the session link has ended the session and
 * said so already.
 */
export function notifyFailure(error: unknown, title: string, fallback?: string): void {
  if (isUnauthorized(error)) return;
  const message = serverMessage(error, fallback ?? "");
  toast({ variant: "destructive", title, description: message && message !== title ? message : undefined });
}

/** A 401 ended the admin session: the server's message under the spec-less "Please log in again". */
export function notifySessionEnded(message: string): void {
  toast({ variant: "destructive", title: uiMessages.session.endedTitle, description: message });
}
