import { emailMessages } from "@choose/schema";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { PageLayout } from "../../../components/layout/page-layout";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { serverMessage } from "../../../lib/errors";
import { useTRPC } from "../../../lib/trpc";

/** `?token=…` of the links in the emails; anything else reads as no token. */
export const NewsletterLinkSearchSchema = z.object({ token: z.string().catch("").default("") });

const texts = {
  confirm: {
    title: "Confirm your subscription",
    pending: "Confirming your subscription...",
    failed: emailMessages.confirmInvalid,
  },
  unsubscribe: {
    title: "Unsubscribe",
    pending: "Unsubscribing...",
    failed: emailMessages.unsubscribeInvalid,
  },
} as const;

/**
 * The page behind a newsletter email's link: it acts once on arrival (one click is the whole
 * interaction) and says what happened. Mail scanners that fetch links run no script, so they act on
 * nothing.
 */
export function NewsletterLinkPage({ action, token }: { action: "confirm" | "unsubscribe"; token: string }) {
  const trpc = useTRPC();
  const mutation = useMutation(
    action === "confirm"
      ? trpc.newsletter.confirm.mutationOptions()
      : trpc.newsletter.unsubscribe.mutationOptions(),
  );
  const done = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    // Once, even when React runs effects twice in development: a second confirm would find no link.
    if (done.current || !token) return;
    done.current = true;
    mutate({ token });
  }, [mutate, token]);
  const text = texts[action];
  const message = !token
    ? text.failed
    : mutation.isSuccess
      ? mutation.data.message
      : mutation.isError
        ? serverMessage(mutation.error, text.failed)
        : text.pending;

  return (
    <PageLayout nav="pages">
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <Card className="p-6 text-center sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{text.title}</h1>
          <p role="status" className="mt-4 text-lg text-slate-800">
            {message}
          </p>
          <Link to="/" className={`${buttonClasses("outline", "md")} mt-6`}>
            Back to the home page
          </Link>
        </Card>
      </div>
    </PageLayout>
  );
}
