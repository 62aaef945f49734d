import type { ReactNode } from "react";
import type { LandingSection as SectionId } from "../../../lib/scroll";

/** A landing section below the hero: its anchor, the eyebrow, h2 and lead every one opens with, its content. */
export function LandingSection({
  id,
  titleId,
  background,
  heading,
  children,
}: {
  id: SectionId;
  titleId: string;
  /** The section's background class. */
  background: string;
  heading: { eyebrow: string; title: string; lead: string };
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={`${background} py-16 sm:py-24 scroll-mt-20`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-gold-800 uppercase">{heading.eyebrow}</p>
          <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {heading.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{heading.lead}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
