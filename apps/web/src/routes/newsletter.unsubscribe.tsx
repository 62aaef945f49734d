import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage } from "./-components/newsletter/newsletter-link";
import { newsletterLinkRoute } from "./-components/newsletter/newsletter-link-route";

export const Route = createFileRoute("/newsletter/unsubscribe")({
  ...newsletterLinkRoute("unsubscribe"),
  component: function UnsubscribePage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});
