import { type ChooseActYear, formatDollars } from "@choose/schema/choose-act-estimate";
import { fill } from "@choose/schema/i18n";
import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonClasses } from "../components/ui/button";
import { useGuideTexts, useMessages } from "../lib/i18n";
import {
  Faq,
  Filled,
  GuidePage,
  GuideSection,
  Sources,
  StateSites,
} from "./-components/choose-act/guide-parts";
import { guideRoute } from "./-components/choose-act/guide-route";

export const Route = createFileRoute("/choose-act/schools")({
  ...guideRoute("schools"),
  component: SchoolGuide,
});

function SchoolGuide() {
  const page = useGuideTexts().schools;
  const { areas } = useMessages().landing.services;
  return (
    <GuidePage page="schools" otherGuide="/choose-act">
      {(guide) => (
        <>
          <GuideSection id="requirements" title={page.requirements.title}>
            <p>{page.requirements.lead}</p>
            <ul className="list-disc space-y-2 pl-6">
              {page.requirements.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              <Filled text={page.requirements.howToApply} parts={{ sites: <StateSites joiner="and" /> }} />
            </p>
            <SchoolAward year={guide?.years.at(-1)} />
          </GuideSection>

          <div className="rounded-xl border-l-4 border-gold-400 bg-gold-100 p-5 text-lg text-ink-800">
            <p className="font-semibold">{page.notice.title}</p>
            <p className="mt-2">{page.notice.body}</p>
          </div>

          <GuideSection id="help" title={page.help.title}>
            <p>{page.help.lead}</p>
            <ul className="grid gap-4 sm:grid-cols-2">
              {areas.map((area) => (
                <li key={area.title} className="rounded-xl border border-ink-200 bg-white p-4">
                  <h3 className="font-semibold text-brand-900">{area.title}</h3>
                  <p className="mt-1 text-base">{area.summary}</p>
                  <p className="mt-2 text-base text-ink-600">{area.items.join(", ")}</p>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/application" className={buttonClasses("accent", "lg")}>
                {page.help.cta}
              </Link>
            </p>
          </GuideSection>

          <Faq items={page.faq} />
          <Sources lastReviewed={guide?.lastReviewed ?? null} />
        </>
      )}
    </GuidePage>
  );
}

function SchoolAward({ year }: { year: ChooseActYear | undefined }) {
  const texts = useGuideTexts().schools.requirements;
  if (!year) return null;
  return <p>{fill(texts.award, { year: year.schoolYear, amount: formatDollars(year.schoolAward) })}</p>;
}
