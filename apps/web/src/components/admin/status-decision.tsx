import type { ApplicationStatus, ApplicationStatusChange } from "@choose/schema";
import { APPLICATION_STATUS_LABELS } from "@choose/schema/application-choices";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

const texts = uiMessages.applicationAdmin;

/** What a status change did about the letter, in a sentence: the success notice's second line. */
export function letterOutcome(change: ApplicationStatusChange): string {
  return change.letterSentTo ? texts.letterSentTo(change.letterSentTo) : texts.noLetterSent;
}

/** The success notice of a status change: the new status, then whether a letter went and to whom. */
export function statusChangeNotice(change: ApplicationStatusChange) {
  return {
    title: `Status set to ${APPLICATION_STATUS_LABELS[change.status]}`,
    description: letterOutcome(change),
  };
}

/** The letter `status` would send the application now, as the server renders it: `letter` null when none. */
export function useStatusLetter(id: string, status: ApplicationStatus | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.applications.statusLetter.queryOptions({ id, status: status ?? "pending" }),
    enabled: status !== undefined,
    // The letter is rendered again for every choice: an edit on the Email screen shows at once.
    staleTime: 0,
  });
}

/**
 * The letter a status change would send, before it goes: to whom, in which language, its subject and
 * its own HTML in a sandboxed frame (no scripts, no access to the admin session). Says so when the status
 * has no letter or its letter is switched off.
 */
export function LetterPreview({ query }: { query: ReturnType<typeof useStatusLetter> }) {
  if (query.isPending) return <p className="text-ink-700">Loading the letter...</p>;
  if (query.isError)
    return (
      <p role="alert" className="font-medium text-red-700">
        {texts.letterFailed}: {query.error.message}
      </p>
    );
  const { data } = query;
  if (!data.letter)
    return (
      <p className="text-ink-800">
        {data.reason === "switched_off" ? texts.letterSwitchedOff : texts.noLetterForStatus}
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="text-ink-800">
        The letter for {APPLICATION_STATUS_LABELS[data.status]} goes to{" "}
        <span className="font-semibold">{data.to}</span>, in {LANGUAGE_NAMES[data.language]}:
      </p>
      <p className="text-ink-800">
        <span className="font-semibold">Subject:</span>{" "}
        <span lang={LANGUAGE_TAGS[data.language]}>{data.letter.subject}</span>
      </p>
      <iframe
        title={`Letter for ${APPLICATION_STATUS_LABELS[data.status]}`}
        sandbox=""
        srcDoc={data.letter.html}
        className="h-80 w-full rounded-md border border-ink-300 bg-white"
      />
    </div>
  );
}
