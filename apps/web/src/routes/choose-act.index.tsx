import type { ChooseActGuideData, ChooseActYear } from "@choose/schema/choose-act-estimate";
import {
  CHOOSE_ACT_DATE_FIELDS,
  currentAndNextYears,
  formatDollars,
  incomeLimit,
  LISTED_HOUSEHOLD_SIZES,
} from "@choose/schema/choose-act-estimate";
import { fill } from "@choose/schema/i18n";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Skeleton } from "../components/ui/skeleton";
import { formatCalendarDate } from "../lib/format";
import { useGuideTexts, useLocalization } from "../lib/i18n";
import { Estimator } from "./-components/choose-act/estimator";
import { AGES, familyFaq, headlineYear, OFFICIAL_SITES } from "./-components/choose-act/guide-copy";
import {
  Faq,
  GuidePage,
  GuideSection,
  OfficialLinkItem,
  Sources,
  useGuideToday,
} from "./-components/choose-act/guide-parts";
import { guideRoute } from "./-components/choose-act/guide-route";

export const Route = createFileRoute("/choose-act/")({
  ...guideRoute("families"),
  component: FamilyGuide,
});

function FamilyGuide() {
  const texts = useGuideTexts();
  return (
    <GuidePage page="families" otherGuide="/choose-act/schools">
      {(guide) =>
        guide ? (
          <GuideBody guide={guide} />
        ) : (
          <div role="status" aria-label={texts.loading} className="space-y-4 py-10">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        )
      }
    </GuidePage>
  );
}

function GuideBody({ guide }: { guide: ChooseActGuideData }) {
  const texts = useGuideTexts();
  const page = texts.families;
  const today = useGuideToday();
  const shown = currentAndNextYears(guide.years, new Date(today));
  const year = headlineYear(guide.years, shown);
  return (
    <>
      <GuideSection id="what" title={page.what.title}>
        {page.what.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </GuideSection>

      {year && <AmountsSection year={year} />}

      <GuideSection id="who" title={page.who.title}>
        <p>{page.who.lead}</p>
        <ul className="list-disc space-y-2 pl-6">
          {page.who.rules.map((rule) => (
            <li key={rule}>{fill(rule, AGES)}</li>
          ))}
        </ul>
        <IncomeLimits years={guide.years} />
      </GuideSection>

      <GuideSection id="priority" title={page.priority.title}>
        <p>{page.priority.lead}</p>
        <ol className="list-decimal space-y-2 pl-6">
          {page.priority.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </GuideSection>

      <GuideSection id="dates" title={page.dates.title}>
        {shown.length === 0 && <p>{page.dates.none}</p>}
        {shown.map((shownYear) => (
          <YearDates key={shownYear.schoolYear} year={shownYear} />
        ))}
      </GuideSection>

      <GuideSection id="uses" title={page.uses.title}>
        <div className="grid gap-6 sm:grid-cols-2">
          <UseList title={page.uses.allowedTitle} uses={page.uses.allowed} />
          <UseList title={page.uses.notAllowedTitle} uses={page.uses.notAllowed} />
        </div>
      </GuideSection>

      <GuideSection id="apply" title={page.apply.title}>
        <p>{page.apply.lead}</p>
        <ul className="list-disc space-y-2 pl-6">
          {OFFICIAL_SITES.map((site) => (
            <li key={site}>
              <OfficialLinkItem site={site} />
            </li>
          ))}
        </ul>
        <p>{page.apply.deadline}</p>
      </GuideSection>

      <Estimator years={guide.years} today={today} />

      <Faq items={familyFaq(texts, guide, today)} />
      <Sources lastReviewed={guide.lastReviewed} />
    </>
  );
}

function UseList({ title, uses }: { title: string; uses: readonly string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-brand-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {uses.map((use) => (
          <li key={use}>{use}</li>
        ))}
      </ul>
    </div>
  );
}

function AmountsSection({ year }: { year: ChooseActYear }) {
  const texts = useGuideTexts().families.amounts;
  const amounts = [
    { figure: formatDollars(year.schoolAward), text: texts.school },
    { figure: formatDollars(year.homeEducationAward), text: texts.homeEducation },
    { figure: formatDollars(year.homeEducationFamilyCap), text: texts.familyCap },
  ];
  return (
    <GuideSection id="amounts" title={texts.title}>
      <p>{fill(texts.lead, { year: year.schoolYear })}</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {amounts.map((amount) => (
          <div key={amount.text} className="flex flex-col rounded-xl border border-ink-200 bg-white p-4">
            <dt className="text-base text-ink-700">{amount.text}</dt>
            <dd className="order-first text-title text-brand-900">{amount.figure}</dd>
          </div>
        ))}
      </dl>
    </GuideSection>
  );
}

function IncomeLimits({ years }: { years: readonly ChooseActYear[] }) {
  const limited = years.filter((year) => year.incomeLimitPercent !== null);
  const open = years.filter((year) => year.incomeLimitPercent === null);
  const sizes = Array.from({ length: LISTED_HOUSEHOLD_SIZES }, (_, i) => i + 1);
  const texts = useGuideTexts().families.income;
  return (
    <>
      <h3 className="pt-2 text-xl font-semibold text-brand-900">{texts.title}</h3>
      {limited.length > 0 && (
        <>
          <p>{texts.lead}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-base">
              <caption className="pb-2 text-left text-sm text-ink-600">{texts.caption}</caption>
              <thead>
                <tr className="border-b border-ink-300">
                  <th scope="col" className="py-2 pr-4">
                    {texts.sizeHeader}
                  </th>
                  {limited.map((year) => (
                    <th key={year.schoolYear} scope="col" className="py-2 pr-4">
                      {fill(texts.yearHeader, {
                        year: year.schoolYear,
                        percent: year.incomeLimitPercent ?? 0,
                      })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sizes.map((size) => (
                  <LimitRow key={size} heading={size} years={limited} className="border-b border-ink-200">
                    {(year) => formatDollars(incomeLimit(year, size) ?? 0)}
                  </LimitRow>
                ))}
                <LimitRow heading={fill(texts.eachOver, { size: LISTED_HOUSEHOLD_SIZES })} years={limited}>
                  {(year) =>
                    fill(texts.add, {
                      amount: formatDollars(
                        ((year.additionalPersonAmount ?? 0) * (year.incomeLimitPercent ?? 0)) / 100,
                      ),
                    })
                  }
                </LimitRow>
              </tbody>
            </table>
          </div>
        </>
      )}
      {open.map((year) => (
        <p key={year.schoolYear}>
          <strong>{year.schoolYear}:</strong> {texts.none}
        </p>
      ))}
    </>
  );
}

/** A row of the income-limit table: its heading, then a figure for each school year. */
function LimitRow({
  heading,
  years,
  className,
  children,
}: {
  heading: ReactNode;
  years: readonly ChooseActYear[];
  className?: string;
  children: (year: ChooseActYear) => ReactNode;
}) {
  return (
    <tr className={className}>
      <th scope="row" className="py-2 pr-4 font-normal">
        {heading}
      </th>
      {years.map((year) => (
        <td key={year.schoolYear} className="py-2 pr-4 tabular-nums">
          {children(year)}
        </td>
      ))}
    </tr>
  );
}

function YearDates({ year }: { year: ChooseActYear }) {
  const localization = useLocalization();
  const texts = useGuideTexts().families.dates;
  const dates = CHOOSE_ACT_DATE_FIELDS.flatMap((field) => {
    const date = year[field];
    return date === null ? [] : [{ label: texts.labels[field], date }];
  });
  return (
    <div>
      <h3 className="text-xl font-semibold text-brand-900">
        {fill(texts.yearTitle, { year: year.schoolYear })}
      </h3>
      {dates.length === 0 ? (
        <p className="mt-2">{texts.notAnnounced}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {dates.map((entry) => (
            <div key={entry.label} className="contents">
              <dt>{entry.label}</dt>
              <dd className="font-semibold">
                <time dateTime={entry.date}>{formatCalendarDate(entry.date, localization)}</time>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
