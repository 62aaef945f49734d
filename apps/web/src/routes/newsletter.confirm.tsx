import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage, newsletterLinkRoute } from "./-components/newsletter/newsletter-link";

export const Route = createFileRoute("/newsletter/confirm")({
  ...newsletterLinkRoute("confirm"),
  component: function ConfirmPage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="confirm" token={token} />;
  },
});
