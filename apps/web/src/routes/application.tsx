import { fill } from "@choose/schema/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { pageMeta, usePageTexts } from "../lib/i18n";
import { useOrganisationProfile } from "../lib/organisation";
import { ApplicationForm } from "./-components/application/application-form";

export const Route = createFileRoute("/application")({
  staticData: { meta: pageMeta("application") },
  component: ApplicationPage,
});

function ApplicationPage() {
  const { name } = useOrganisationProfile();
  const texts = usePageTexts().application;
  return (
    <PageLayout nav="pages" backToTop>
      <PageHero title={texts.title} lead={fill(texts.lead, { name })} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-8 space-y-2 rounded-lg border border-gold-400/60 bg-gold-100/40 p-4 text-sm leading-relaxed text-ink-800">
          <p>
            {texts.requiredBefore} <span className="font-semibold text-danger-700">*</span>{" "}
            {texts.requiredAfter}
          </p>
          <p>{texts.disclaimer}</p>
        </div>
        <ApplicationForm />
      </div>
    </PageLayout>
  );
}
