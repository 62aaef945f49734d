import type { ReactNode } from "react";
import { BannerMotif } from "../illustrations";

/**
 * The dark banner the contact, application and news pages open with: the h1 and its lead. `wide`
 * lines it up with a page whose content is wide (the news grid), the lead kept to a readable width.
 */
export function PageHero({ title, lead, wide = false }: { title: string; lead: ReactNode; wide?: boolean }) {
  return (
    <div className="relative overflow-hidden bg-brand-900 py-12 text-white sm:py-16">
      <BannerMotif className="absolute right-0 bottom-0 hidden w-[28rem] md:block" />
      <div className={`relative mx-auto ${wide ? "max-w-6xl" : "max-w-3xl"} px-4 text-center sm:px-6`}>
        <h1 className="text-headline text-balance">{title}</h1>
        <p className={`${wide ? "mx-auto mt-4 max-w-2xl" : "mt-4"} text-lg text-brand-100`}>{lead}</p>
      </div>
    </div>
  );
}
