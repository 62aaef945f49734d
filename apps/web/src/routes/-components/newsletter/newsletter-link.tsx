import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { PageLayout } from "../../../components/layout/page-layout";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { serverMessage } from "../../../lib/errors";
import { useLocalization, usePageTexts } from "../../../lib/i18n";
import { usePostedForm } from "../../../lib/posted-form";
import { useTRPC } from "../../../lib/trpc";
import { useHydrated } from "../../../lib/use-hydrated";
import type { NewsletterAction } from "./newsletter-link-route";

/**
 * The page behind a newsletter email's link: it acts once on arrival (one click is the whole
 * interaction) and says what happened. Mail scanners that fetch links run no script, so they act on
 * nothing.
 */
export function NewsletterLinkPage({
  action,
  token,
}: {
  action: NewsletterAction;
  token: string | undefined;
}) {
  const trpc = useTRPC();
  const mutation = useMutation(
    action === "confirm"
      ? trpc.newsletter.confirm.mutationOptions()
      : trpc.newsletter.unsubscribe.mutationOptions(),
  );
  const { language, messages } = useLocalization();
  const { forms } = messages;
  const link = usePageTexts().newsletterLink;
  const texts = {
    confirm: {
      title: link.confirmTitle,
      pending: link.confirmPending,
      done: link.confirmed,
      failed: link.confirmInvalid,
    },
    unsubscribe: {
      title: link.unsubscribeTitle,
      pending: link.unsubscribePending,
      done: link.unsubscribed,
      failed: link.unsubscribeInvalid,
    },
  };
  const done = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    // Once, even when React runs effects twice in development: a second confirm would find no link.
    if (done.current || !token) return;
    done.current = true;
    mutate({ token });
  }, [mutate, token]);
  const text = texts[action];
  // The server renders one page for every link (without its query), so a missing token only shows once
  // hydrated: until then the page reads as the server sent it, pending.
  const hydrated = useHydrated();
  const posted = usePostedForm(action);
  const message = posted
    ? posted.done
      ? text.done
      : text.failed
    : hydrated && !token
      ? text.failed
      : mutation.isSuccess
        ? // The server's English answer is the English text; a Spanish page shows its own.
          language === "en"
          ? mutation.data.message
          : text.done
        : mutation.isError
          ? language === "en"
            ? serverMessage(mutation.error, text.failed)
            : text.failed
          : text.pending;

  return (
    <PageLayout nav="pages">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <Card className="p-6 text-center sm:p-8">
          <h1 className="text-heading text-brand-900">{text.title}</h1>
          <p role="status" className="mt-4 text-lg text-ink-800">
            {message}
          </p>
          {!posted && (
            // Without script nothing acts on arrival (nor does a mail scanner): the visitor's own click
            // posts to this very address, token included.
            <noscript>
              <form method="post" className="mt-6">
                <button type="submit" className={buttonClasses("primary", "md")}>
                  {action === "confirm" ? forms.confirmButton : forms.unsubscribeButton}
                </button>
              </form>
            </noscript>
          )}
          <Link to="/" className={`${buttonClasses("outline", "md")} mt-6`}>
            {link.backHome}
          </Link>
        </Card>
      </div>
    </PageLayout>
  );
}
