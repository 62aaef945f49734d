import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage, newsletterLinkRoute } from "./-components/newsletter/newsletter-link";

export const Route = createFileRoute("/newsletter/unsubscribe")({
  ...newsletterLinkRoute("unsubscribe"),
  component: function UnsubscribePage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});
