import { createFileRoute } from "@tanstack/react-router";
import { pageTexts } from "../lib/i18n";
import { NewsletterLinkPage, NewsletterLinkSearchSchema } from "./-components/newsletter/newsletter-link";

export const Route = createFileRoute("/newsletter/unsubscribe")({
  staticData: {
    meta: (localization) => {
      const link = pageTexts(localization).newsletterLink;
      return { title: link.unsubscribeTitle, description: link.unsubscribeDescription };
    },
  },
  validateSearch: NewsletterLinkSearchSchema,
  component: function UnsubscribePage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="unsubscribe" token={token} />;
  },
});
