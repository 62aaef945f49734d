import { fill } from "@choose/schema/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { PageLayout } from "../components/layout/page-layout";
import { pageTexts, usePageTexts } from "../lib/i18n";
import { useOrganisationProfile } from "../lib/organisation";
import { ApplicationForm } from "./-components/application/application-form";

export const Route = createFileRoute("/application")({
  staticData: {
    meta: (localization) => {
      const { application } = pageTexts(localization);
      return { title: application.metaTitle, description: application.metaDescription };
    },
  },
  component: ApplicationPage,
});

function ApplicationPage() {
  const { name } = useOrganisationProfile();
  const texts = usePageTexts().application;
  return (
    <PageLayout nav="pages" backToTop>
      <div className="bg-brand-900 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{texts.title}</h1>
          <p className="mt-4 text-lg text-brand-100">{fill(texts.lead, { name })}</p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-8 space-y-2 rounded-lg border border-gold-400/60 bg-gold-100/40 p-4 text-sm leading-relaxed text-slate-800">
          <p>
            {texts.requiredBefore} <span className="font-semibold text-red-700">*</span> {texts.requiredAfter}
          </p>
          <p>{texts.disclaimer}</p>
        </div>
        <ApplicationForm />
      </div>
    </PageLayout>
  );
}
