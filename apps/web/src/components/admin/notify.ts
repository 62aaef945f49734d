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

/** A success notice: its title, or its title and a line under it. */
export type Notice = string | { title: string; description: string };

/** What a back-office change says, and what it reloads, once it is done. */
export interface Outcome<Result> {
  /** The success notice, fixed or from what the server returned. */
  success: Notice | ((result: Result) => Notice);
  /** The failure notice's title. */
  failure: string;
  /** After the notice: reloads what the change touched (and takes in what it returned). */
  refresh: (result: Result) => Promise<unknown>;
}

/**
 * A back-office change's callbacks: on success the `success` notice, then `refresh`; on failure
 * `notifyFailure` with the `failure` title.
 */
export function notifyOutcome<Result>({ success, failure, refresh }: Outcome<Result>) {
  return {
    onSuccess: async (result: Result) => {
      const notice = typeof success === "function" ? success(result) : success;
      if (typeof notice === "string") notifySuccess(notice);
      else notifySuccess(notice.title, notice.description);
      await refresh(result);
    },
    onError: (error: unknown) => notifyFailure(error, failure),
  };
}

/** A 401 ended the admin session: the server's message under the spec-less "Please log in again". */
export function notifySessionEnded(message: string): void {
  toast({ variant: "destructive", title: uiMessages.session.endedTitle, description: message });
}
