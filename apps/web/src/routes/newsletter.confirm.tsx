import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage } from "./-components/newsletter/newsletter-link";
import { newsletterLinkRoute } from "./-components/newsletter/newsletter-link-route";

export const Route = createFileRoute("/newsletter/confirm")({
  ...newsletterLinkRoute("confirm"),
  component: function ConfirmPage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="confirm" token={token} />;
  },
});
