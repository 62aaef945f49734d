import { alabamaDate, type ChooseActGuideData } from "@choose/schema/choose-act-estimate";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, type ReactNode } from "react";
import { PageLayout } from "../../../components/layout/page-layout";
import { formatCalendarDate } from "../../../lib/format";
import { useGuideTexts, useLocalization } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useHydrated } from "../../../lib/use-hydrated";
import { type FaqItem, OFFICIAL_LINKS, type OfficialSite, SOURCES } from "./guide-copy";

/**
 * A text with `{placeholders}` filled by elements (a link, a date): the words around them stay the
 * catalogue's, in the page's language.
 */
export function Filled({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        // Even pieces are words, odd ones placeholder names; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence of the text's own pieces
        <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}

/**
 * A guide page: the hero with its intro and a pointer to the other guide, then the guide, given the
 * figures once they are read (the route's loader has asked for them), in the page's language.
 */
export function GuidePage({
  page,
  otherGuide,
  children,
}: {
  page: "families" | "schools";
  otherGuide: "/choose-act" | "/choose-act/schools";
  children: (guide: ChooseActGuideData | undefined) => ReactNode;
}) {
  const trpc = useTRPC();
  const texts = useGuideTexts();
  const { title, intro, otherQuestion, otherLink } = texts[page];
  const guide = useQuery(trpc.chooseAct.guide.queryOptions()).data;
  return (
    <PageLayout nav="pages">
      <div className="bg-brand-900 py-12 text-white sm:py-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <p className="text-eyebrow text-gold-300 uppercase">{texts.eyebrow}</p>
          <h1 className="mt-2 text-headline text-balance">{title}</h1>
          <div className="mt-4 text-lg text-brand-100">
            <p>{intro}</p>
            <p className="mt-3">
              {otherQuestion}{" "}
              <Link to={otherGuide} className="font-semibold text-white underline">
                {otherLink}
              </Link>
              .
            </p>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-14 sm:px-6">{children(guide)}</div>
    </PageLayout>
  );
}

/**
 * "Today" for the guide, as Alabama's calendar day (`YYYY-MM-DD`). While the server renders and the
 * browser hydrates, it is the day the figures were read: the server's read, whose time travels in the
 * page with the figures, so both render the same tree. Once hydrated, the browser's clock: a page kept
 * in the server's cache since another day moves on to the real day.
 */
export function useGuideToday(): string {
  const trpc = useTRPC();
  const readAt = useQuery(trpc.chooseAct.guide.queryOptions()).dataUpdatedAt;
  const hydrated = useHydrated();
  return alabamaDate(hydrated ? Date.now() : readAt);
}

/** A titled block of the guide; its heading names the region. */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-20 py-8" id={id}>
      <h2 id={`${id}-title`} className="text-heading text-brand-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700">{children}</div>
    </section>
  );
}

/** Questions as native disclosure widgets: they open and close without JavaScript. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const texts = useGuideTexts();
  return (
    <GuideSection id="faq" title={texts.faqTitle}>
      <div className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="cursor-pointer rounded-sm font-semibold text-brand-900 marker:text-brand-700">
              {item.question}
            </summary>
            <p className="mt-3 text-base text-ink-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </GuideSection>
  );
}

/** Said after a link to a site in English on a page in another language ("(en inglés)"). */
function InEnglish() {
  const note = useGuideTexts().otherLanguageSite;
  return note ? <> {note}</> : null;
}

export function Sources({ lastReviewed }: { lastReviewed: string | null }) {
  const localization = useLocalization();
  const texts = useGuideTexts().sources;
  return (
    <GuideSection id="sources" title={texts.title}>
      <ul className="list-disc space-y-1 pl-6 text-base">
        {SOURCES.map((source) => (
          <li key={source.key}>
            {source.href ? (
              <>
                <a className="text-brand-800 underline hover:text-brand-900" href={source.href} hrefLang="en">
                  {texts[source.key]}
                </a>
                <InEnglish />
              </>
            ) : (
              texts[source.key]
            )}
          </li>
        ))}
      </ul>
      {lastReviewed && (
        <p className="text-base text-ink-600">
          <Filled
            text={texts.lastReviewed}
            parts={{
              date: <time dateTime={lastReviewed}>{formatCalendarDate(lastReviewed, localization)}</time>,
            }}
          />
        </p>
      )}
    </GuideSection>
  );
}

const linkClasses = "font-medium text-brand-800 underline hover:text-brand-900";

/** One of the state's official sites (in English). */
export function OfficialLink({ site }: { site: OfficialSite }) {
  const label = useGuideTexts().officialLinks[site];
  return (
    <a className={linkClasses} href={OFFICIAL_LINKS[site]} hrefLang="en">
      {label}
    </a>
  );
}

/** One of the state's official sites in a list, saying that it is in English on a Spanish page. */
export function OfficialLinkItem({ site }: { site: OfficialSite }) {
  return (
    <>
      <OfficialLink site={site} />
      <InEnglish />
    </>
  );
}

/** Where to apply: "the state's site and/or ClassWallet's", both linked. */
export function StateSites({ joiner }: { joiner: "and" | "or" }) {
  const texts = useGuideTexts();
  return (
    <Filled
      text={texts.stateSites[joiner]}
      parts={{ aldor: <OfficialLink site="aldor" />, classWallet: <OfficialLink site="classWallet" /> }}
    />
  );
}
