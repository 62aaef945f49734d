import { QuoteIcon } from "../../../components/icons";
import { useHome } from "../../../lib/home";
import { useMessages } from "../../../lib/i18n";

/** Figures staff entered at /admin/home (none are made up here): shown only when turned on. */
export function ImpactBand() {
  const { texts, show } = useHome();
  const { impact } = useMessages().landing;
  if (!show.impact || texts.impact.length === 0) return null;
  return (
    <section aria-labelledby="impact-title" className="bg-brand-800 py-14 text-white sm:py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="impact-title" className="text-center text-heading">
          {impact.title}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center md:grid-cols-3">
          {texts.impact.map((item) => (
            <div key={`${item.figure} ${item.label}`} className="flex flex-col-reverse gap-1">
              <dt className="text-brand-100">{item.label}</dt>
              <dd className="text-headline text-gold-300">{item.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** A short quote in someone's own words: shown only when turned on. */
export function QuoteBand() {
  const { texts, show } = useHome();
  const { quote } = useMessages().landing;
  if (!show.quote || !texts.quote.text) return null;
  return (
    <section aria-label={quote.label} className="bg-gold-100 py-16 sm:py-20">
      <figure className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <QuoteIcon className="mx-auto size-10 text-gold-800" />
        <blockquote className="mt-4 text-2xl leading-snug font-semibold text-balance text-brand-900 sm:text-3xl">
          <p>{texts.quote.text}</p>
        </blockquote>
        <figcaption className="mt-6 font-medium text-ink-700">— {texts.quote.who}</figcaption>
      </figure>
    </section>
  );
}
