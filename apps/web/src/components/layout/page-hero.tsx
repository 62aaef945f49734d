import type { ReactNode } from "react";

/**
 * The dark banner the contact, application and news pages open with: the h1 and its lead. `wide`
 * lines it up with a page whose content is wide (the news grid), the lead kept to a readable width.
 */
export function PageHero({ title, lead, wide = false }: { title: string; lead: ReactNode; wide?: boolean }) {
  return (
    <div className="bg-brand-900 py-12 text-white sm:py-16">
      <div className={`mx-auto ${wide ? "max-w-6xl" : "max-w-3xl"} px-4 text-center sm:px-6`}>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className={`${wide ? "mx-auto mt-4 max-w-2xl" : "mt-4"} text-lg text-brand-100`}>{lead}</p>
      </div>
    </div>
  );
}
