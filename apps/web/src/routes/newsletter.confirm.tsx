import { createFileRoute } from "@tanstack/react-router";
import { pageTexts } from "../lib/i18n";
import { NewsletterLinkPage, NewsletterLinkSearchSchema } from "./-components/newsletter/newsletter-link";

export const Route = createFileRoute("/newsletter/confirm")({
  staticData: {
    meta: (localization) => {
      const link = pageTexts(localization).newsletterLink;
      return { title: link.confirmTitle, description: link.confirmDescription };
    },
  },
  validateSearch: NewsletterLinkSearchSchema,
  component: function ConfirmPage() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage action="confirm" token={token} />;
  },
});
