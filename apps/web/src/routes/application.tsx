import { createFileRoute } from "@tanstack/react-router";
import { PageLayout } from "../components/layout/page-layout";
import { useOrganisationProfile } from "../lib/organisation";
import { ApplicationForm } from "./-components/application/application-form";

export const Route = createFileRoute("/application")({
  staticData: {
    meta: {
      title: "School Application",
      description:
        "Apply for membership or accreditation with us: tell us about your school, its leadership and enrollment.",
    },
  },
  component: ApplicationPage,
});

function ApplicationPage() {
  const { name } = useOrganisationProfile();
  return (
    <PageLayout nav="pages" backToTop>
      <div className="bg-brand-900 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">School Application</h1>
          <p className="mt-4 text-lg text-brand-100">
            Apply for membership or accreditation with {name}. Tell us about your school and we will review
            your application and contact you.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-8 space-y-2 rounded-lg border border-gold-400/60 bg-gold-100/40 p-4 text-sm leading-relaxed text-slate-800">
          <p>
            Fields marked with <span className="font-semibold text-red-700">*</span> are required.
          </p>
          <p>
            This application is for our organization only. It is not the Alabama Department of Revenue's
            CHOOSE Act application, and acceptance here does not make a school eligible for education savings
            account funds: eligibility is set by the law and decided by the Department.
          </p>
        </div>
        <ApplicationForm />
      </div>
    </PageLayout>
  );
}
