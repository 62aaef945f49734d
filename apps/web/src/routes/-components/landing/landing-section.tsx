import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import type { LandingSection as SectionId } from "../../../lib/scroll";

/** A landing section's opening: the eyebrow, h2 and lead, centred above its content or beside it. */
export function SectionHeading({
  titleId,
  heading,
  align = "center",
}: {
  titleId: string;
  heading: { eyebrow: string; title: string; lead: string };
  align?: "center" | "start";
}) {
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl")}>
      <p className="text-eyebrow text-gold-800 uppercase">{heading.eyebrow}</p>
      <h2 id={titleId} className="mt-2 text-title text-brand-900">
        {heading.title}
      </h2>
      <p className="mt-4 text-lead text-ink-600">{heading.lead}</p>
    </div>
  );
}

/**
 * A landing section below the hero: its anchor, its heading and its content. `layout="split"` puts the
 * heading beside the content from `lg` (the sections differ in shape, not only in colour).
 */
export function LandingSection({
  id,
  titleId,
  background,
  heading,
  layout = "stacked",
  children,
}: {
  id: SectionId;
  titleId: string;
  /** The section's background class. */
  background: string;
  heading: { eyebrow: string; title: string; lead: string };
  layout?: "stacked" | "split";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={`${background} py-16 sm:py-24 scroll-mt-20`}>
      <div
        className={cn(
          "mx-auto max-w-6xl px-4 sm:px-6",
          layout === "split" && "grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16",
        )}
      >
        <SectionHeading titleId={titleId} heading={heading} align={layout === "split" ? "start" : "center"} />
        <div>{children}</div>
      </div>
    </section>
  );
}
