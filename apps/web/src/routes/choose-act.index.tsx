import type { ChooseActGuideData, ChooseActYear } from "@choose/schema/choose-act-estimate";
import {
  CHOOSE_ACT_DATE_FIELDS,
  CHOOSE_ACT_DATE_LABELS,
  currentAndNextYears,
  formatDollars,
  incomeLimit,
  LISTED_HOUSEHOLD_SIZES,
} from "@choose/schema/choose-act-estimate";
import { createFileRoute } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Skeleton } from "../components/ui/skeleton";
import { formatCalendarDate } from "../lib/format";
import { Estimator } from "./-components/choose-act/estimator";
import {
  ALLOWED_USES,
  ELIGIBILITY_RULES,
  familyFaq,
  headlineYear,
  NOT_ALLOWED_USES,
  OFFICIAL_LINKS,
  PRIORITY_ORDER,
} from "./-components/choose-act/guide-copy";
import { Faq, GuidePage, GuideSection, OfficialLink, Sources } from "./-components/choose-act/guide-parts";
import { guideRoute } from "./-components/choose-act/guide-route";

export const Route = createFileRoute("/choose-act/")({
  ...guideRoute({
    title: "The CHOOSE Act: A Guide for Families",
    description:
      "How Alabama's CHOOSE Act education savings accounts work: how much, who can get one, the income limit, key dates, and an eligibility estimate.",
  }),
  component: FamilyGuide,
});

function FamilyGuide() {
  return (
    <GuidePage
      title="The CHOOSE Act: a guide for families"
      intro="The CHOOSE Act gives Alabama families money for their child's schooling. This guide explains how much it is, who can get it, and how to apply."
      otherGuide={{
        question: "Run a school?",
        to: "/choose-act/schools",
        label: "Read the guide for schools",
      }}
    >
      {(guide) =>
        guide ? (
          <GuideBody guide={guide} />
        ) : (
          <div role="status" aria-label="Loading the guide" className="space-y-4 py-10">
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
  const shown = currentAndNextYears(guide.years, new Date());
  const year = headlineYear(guide.years, shown);
  return (
    <>
      <GuideSection id="what" title="What is an education savings account?">
        <p>
          An education savings account, or ESA, is an account the state opens for your child. The money in it
          pays for approved school costs, like tuition at a private school that takes part.
        </p>
        <p>
          You never get cash. You pay for approved costs through ClassWallet, the state's payment website. The
          Alabama Department of Revenue (ALDOR) runs the program.
        </p>
      </GuideSection>

      {year && <AmountsSection year={year} />}

      <GuideSection id="who" title="Who can get an account?">
        <p>Your child may be able to get an account if all of these are true:</p>
        <ul className="list-disc space-y-2 pl-6">
          {ELIGIBILITY_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <IncomeLimits years={guide.years} />
      </GuideSection>

      <GuideSection id="priority" title="Who comes first?">
        <p>When there are more families than money, awards go in this order:</p>
        <ol className="list-decimal space-y-2 pl-6">
          {PRIORITY_ORDER.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </GuideSection>

      <GuideSection id="dates" title="Key dates">
        {shown.length === 0 && <p>No dates have been announced yet.</p>}
        {shown.map((shownYear) => (
          <YearDates key={shownYear.schoolYear} year={shownYear} />
        ))}
      </GuideSection>

      <GuideSection id="uses" title="What the money can pay for">
        <div className="grid gap-6 sm:grid-cols-2">
          <UseList title="It can pay for" uses={ALLOWED_USES} />
          <UseList title="It cannot pay for" uses={NOT_ALLOWED_USES} />
        </div>
      </GuideSection>

      <GuideSection id="apply" title="How to apply">
        <p>You apply with the state, not with us. Use the state's official pages:</p>
        <ul className="list-disc space-y-2 pl-6">
          {Object.values(OFFICIAL_LINKS).map((link) => (
            <li key={link.href}>
              <OfficialLink link={link} />
            </li>
          ))}
        </ul>
        <p>Apply before the state's deadline for the school year you want.</p>
      </GuideSection>

      <Estimator years={guide.years} defaultYear={shown[0]?.schoolYear} />

      <Faq items={familyFaq(guide)} />
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
  const amounts = [
    { figure: formatDollars(year.schoolAward), text: "per student at a participating school" },
    { figure: formatDollars(year.homeEducationAward), text: "per student for home education" },
    { figure: formatDollars(year.homeEducationFamilyCap), text: "at most per family for home education" },
  ];
  return (
    <GuideSection id="amounts" title="How much is it?">
      <p>Amounts for the {year.schoolYear} school year:</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {amounts.map((amount) => (
          <div key={amount.text} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-base text-slate-700">{amount.text}</dt>
            <dd className="order-first text-3xl font-bold text-brand-900">{amount.figure}</dd>
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
  return (
    <>
      <h3 className="pt-2 text-xl font-semibold text-brand-900">Income limit</h3>
      {limited.length > 0 && (
        <>
          <p>
            Your household's yearly income must be at or below the limit for your household size. The limit is
            a share of the federal poverty guideline.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-base">
              <caption className="pb-2 text-left text-sm text-slate-600">
                Household income limit by school year
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    People in household
                  </th>
                  {limited.map((year) => (
                    <th key={year.schoolYear} scope="col" className="py-2 pr-4">
                      {year.schoolYear} ({year.incomeLimitPercent}%)
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sizes.map((size) => (
                  <LimitRow key={size} heading={size} years={limited} className="border-b border-slate-200">
                    {(year) => formatDollars(incomeLimit(year, size) ?? 0)}
                  </LimitRow>
                ))}
                <LimitRow heading={<>Each person over {LISTED_HOUSEHOLD_SIZES}</>} years={limited}>
                  {(year) => (
                    <>
                      add{" "}
                      {formatDollars(
                        ((year.additionalPersonAmount ?? 0) * (year.incomeLimitPercent ?? 0)) / 100,
                      )}
                    </>
                  )}
                </LimitRow>
              </tbody>
            </table>
          </div>
        </>
      )}
      {open.map((year) => (
        <p key={year.schoolYear}>
          <strong>{year.schoolYear}:</strong> no income limit.
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
  const dates = CHOOSE_ACT_DATE_FIELDS.flatMap((field) => {
    const date = year[field];
    return date === null ? [] : [{ label: CHOOSE_ACT_DATE_LABELS[field], date }];
  });
  return (
    <div>
      <h3 className="text-xl font-semibold text-brand-900">{year.schoolYear} school year</h3>
      {dates.length === 0 ? (
        <p className="mt-2">The state has not announced these dates yet.</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {dates.map((entry) => (
            <div key={entry.label} className="contents">
              <dt>{entry.label}</dt>
              <dd className="font-semibold">
                <time dateTime={entry.date}>{formatCalendarDate(entry.date)}</time>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
