import { type ChooseActYear, formatDollars } from "@choose/schema/choose-act-estimate";
import { enShell } from "@choose/schema/i18n";
import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonClasses } from "../components/ui/button";
import { SCHOOL_FAQ, SCHOOL_REQUIREMENTS } from "./-components/choose-act/guide-copy";
import { Faq, GuidePage, GuideSection, Sources, StateSites } from "./-components/choose-act/guide-parts";
import { guideRoute } from "./-components/choose-act/guide-route";

export const Route = createFileRoute("/choose-act/schools")({
  ...guideRoute({
    title: "The CHOOSE Act: A Guide for Schools",
    description:
      "What an Alabama private school must do to take part in the CHOOSE Act, and how we can help your school get ready.",
  }),
  component: SchoolGuide,
});

function SchoolGuide() {
  return (
    <GuidePage
      title="The CHOOSE Act: a guide for schools"
      intro="Private schools in Alabama can take part in the CHOOSE Act and serve families who use an education savings account. Here is what the state asks of a school, and how we can help."
      otherGuide={{ question: "Are you a parent?", to: "/choose-act", label: "Read the guide for families" }}
    >
      {(guide) => (
        <>
          <GuideSection id="requirements" title="What a school must do">
            <p>To take part, a school must:</p>
            <ul className="list-disc space-y-2 pl-6">
              {SCHOOL_REQUIREMENTS.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              A school applies to the state as a provider. Schools can apply at any time, and the state
              decides within 14 days. Apply through the <StateSites joiner="and" />.
            </p>
            <SchoolAward year={guide?.years.at(-1)} />
          </GuideSection>

          <div className="rounded-xl border-l-4 border-gold-400 bg-gold-100 p-5 text-lg text-slate-800">
            <p className="font-semibold">Only the state decides if a school is eligible.</p>
            <p className="mt-2">
              Joining our organization or finishing our CHOOSE Readiness Certification program does not make a
              school eligible. A school must meet the law's rules, such as being accredited.
            </p>
          </div>

          <GuideSection id="help" title="How we help">
            <p>We help schools understand the rules and get ready. Our work covers four areas:</p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {enShell.landing.services.areas.map((area) => (
                <li key={area.title} className="rounded-xl border border-slate-200 bg-white p-4">
                  <h3 className="font-semibold text-brand-900">{area.title}</h3>
                  <p className="mt-1 text-base">{area.summary}</p>
                  <p className="mt-2 text-base text-slate-600">{area.items.join(", ")}</p>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/application" className={buttonClasses("accent", "lg")}>
                Apply to work with us
              </Link>
            </p>
          </GuideSection>

          <Faq items={SCHOOL_FAQ} />
          <Sources lastReviewed={guide?.lastReviewed ?? null} />
        </>
      )}
    </GuidePage>
  );
}

function SchoolAward({ year }: { year: ChooseActYear | undefined }) {
  if (!year) return null;
  return (
    <p>
      In {year.schoolYear}, each student at a participating school brings {formatDollars(year.schoolAward)}{" "}
      toward tuition and fees.
    </p>
  );
}
