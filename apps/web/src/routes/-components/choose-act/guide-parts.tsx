import type { ChooseActGuideData } from "@choose/schema/choose-act-estimate";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageLayout } from "../../../components/layout/page-layout";
import { formatCalendarDate } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { type FaqItem, OFFICIAL_LINKS, SOURCES } from "./guide-copy";

/**
 * A guide page: the hero with its intro and a pointer to the other guide, then the guide, given the
 * figures once they are read (the route's loader has asked for them). Written in English only, so
 * marked so on the Spanish site too.
 */
export function GuidePage({
  title,
  intro,
  otherGuide,
  children,
}: {
  title: string;
  intro: string;
  otherGuide: { question: string; to: "/choose-act" | "/choose-act/schools"; label: string };
  children: (guide: ChooseActGuideData | undefined) => ReactNode;
}) {
  const trpc = useTRPC();
  const guide = useQuery(trpc.chooseAct.guide.queryOptions()).data;
  return (
    <PageLayout nav="pages">
      <div lang="en">
        <div className="bg-brand-900 py-12 text-white sm:py-16">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">Alabama CHOOSE Act</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
            <div className="mt-4 text-lg text-brand-100">
              <p>{intro}</p>
              <p className="mt-3">
                {otherGuide.question}{" "}
                <Link to={otherGuide.to} className="font-semibold text-white underline">
                  {otherGuide.label}
                </Link>
                .
              </p>
            </div>
          </div>
        </div>
        <div className="mx-auto max-w-3xl px-4 pb-14 sm:px-6">{children(guide)}</div>
      </div>
    </PageLayout>
  );
}

/** A titled block of the guide; its heading names the region. */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-20 py-8" id={id}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Questions as native disclosure widgets: they open and close without JavaScript. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <GuideSection id="faq" title="Questions and answers">
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="cursor-pointer rounded-sm font-semibold text-brand-900 marker:text-brand-700">
              {item.question}
            </summary>
            <p className="mt-3 text-base text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </GuideSection>
  );
}

export function Sources({ lastReviewed }: { lastReviewed: string | null }) {
  return (
    <GuideSection id="sources" title="Sources">
      <ul className="list-disc space-y-1 pl-6 text-base">
        {SOURCES.map((source) => (
          <li key={source.label}>
            {"href" in source ? (
              <a className="text-brand-800 underline hover:text-brand-900" href={source.href}>
                {source.label}
              </a>
            ) : (
              source.label
            )}
          </li>
        ))}
      </ul>
      {lastReviewed && (
        <p className="text-base text-slate-600">
          Last reviewed <time dateTime={lastReviewed}>{formatCalendarDate(lastReviewed)}</time>. Rules and
          dates can change: check with the Alabama Department of Revenue before you decide.
        </p>
      )}
    </GuideSection>
  );
}

const linkClasses = "font-medium text-brand-800 underline hover:text-brand-900";

/** One of the state's official sites. */
export function OfficialLink({ link }: { link: { href: string; label: string } }) {
  return (
    <a className={linkClasses} href={link.href}>
      {link.label}
    </a>
  );
}

/** Where to apply: "the state's site and/or ClassWallet's", both linked. */
export function StateSites({ joiner }: { joiner: "and" | "or" }) {
  return (
    <>
      <OfficialLink link={OFFICIAL_LINKS.aldor} /> {joiner} <OfficialLink link={OFFICIAL_LINKS.classWallet} />
    </>
  );
}
