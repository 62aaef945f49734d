import { fill } from "@choose/schema/i18n";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link, type SearchSchemaInput } from "@tanstack/react-router";
import { PageLayout } from "../components/layout/page-layout";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { type Localization, pageTexts, usePageTexts } from "../lib/i18n";
import { usePostedForm } from "../lib/posted-form";
import { useTRPC } from "../lib/trpc";

/** `?token=…` of a registration email's cancel link; anything else reads as no token. */
const validateSearch = (search: { token?: unknown } & SearchSchemaInput): { token?: string } => ({
  token: typeof search.token === "string" ? search.token : undefined,
});

export const Route = createFileRoute("/events/cancel")({
  staticData: {
    meta: (localization: Localization) => {
      const texts = pageTexts(localization).events;
      return { title: texts.cancelTitle, description: texts.cancelMetaDescription };
    },
  },
  validateSearch,
  component: CancelPage,
});

/**
 * The page behind a registration email's cancel link. Cancelling frees a seat for the waitlist, so it
 * takes the visitor's click (a mail scanner that fetches the link cancels nothing): with script the
 * button calls the API; without, the form posts to this very address, token included.
 */
function CancelPage() {
  const { token } = Route.useSearch();
  const trpc = useTRPC();
  const { events: texts } = usePageTexts();
  const cancel = useMutation(trpc.events.cancelRegistration.mutationOptions());
  const posted = usePostedForm("eventCancel");
  const message = cancel.isSuccess
    ? fill(texts.cancelDone, { title: cancel.data.event.title })
    : posted?.done
      ? posted.done.title
        ? fill(texts.cancelDone, { title: posted.done.title })
        : texts.cancelDoneShort
      : cancel.isError || posted?.failure
        ? texts.cancelInvalid
        : texts.cancelLead;
  const finished = cancel.isSuccess || Boolean(posted?.done);
  return (
    <PageLayout nav="pages">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <Card className="p-6 text-center sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{texts.cancelTitle}</h1>
          <p role="status" className="mt-4 text-lg text-ink-800">
            {message}
          </p>
          {finished ? null : (
            <form
              method="post"
              className="mt-6"
              onSubmit={(event) => {
                event.preventDefault();
                if (token) cancel.mutate({ token });
              }}
            >
              <Button type="submit" disabled={cancel.isPending}>
                {cancel.isPending ? texts.cancelling : texts.cancelButton}
              </Button>
            </form>
          )}
          <Link to="/events" className={`${buttonClasses("outline", "md")} mt-6`}>
            {texts.backToEvents}
          </Link>
        </Card>
      </div>
    </PageLayout>
  );
}
