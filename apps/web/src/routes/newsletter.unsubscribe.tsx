import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage, NewsletterLinkSearchSchema } from "./-components/newsletter/newsletter-link";

export const Route = createFileRoute("/newsletter/unsubscribe")({
  staticData: {
    meta: { title: "Unsubscribe", description: "Stop receiving the newsletter." },
  },
  validateSearch: NewsletterLinkSearchSchema,
  component: function UnsubscribePage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});
