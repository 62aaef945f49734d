import { createFileRoute } from "@tanstack/react-router";
import { NewsletterLinkPage, NewsletterLinkSearchSchema } from "./-components/newsletter/newsletter-link";

export const Route = createFileRoute("/newsletter/confirm")({
  staticData: {
    meta: { title: "Confirm your subscription", description: "Confirm your newsletter subscription." },
  },
  validateSearch: NewsletterLinkSearchSchema,
  component: function ConfirmPage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="confirm" token={token} />;
  },
});
