import type { ComponentType, SVGProps } from "react";
import { BookIcon, LandmarkIcon, UsersIcon, WrenchIcon } from "../../../components/icons";
import { useMessages } from "../../../lib/i18n";
import { LandingSection } from "./landing-section";

/** Spec 1: the four service areas (their texts in the catalogue, in this order). */
const AREA_ICONS: ComponentType<SVGProps<SVGSVGElement>>[] = [BookIcon, WrenchIcon, UsersIcon, LandmarkIcon];

export function ServicesSection() {
  const { services } = useMessages().landing;
  return (
    <LandingSection id="what-we-do" titleId="services-title" background="bg-brand-50" heading={services}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.areas.map(({ title, summary, items }, index) => {
          const Icon = AREA_ICONS[index] ?? BookIcon;
          return (
            <li
              key={title}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-800 text-gold-300">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-2 text-slate-600">{summary}</p>
              <ul className="mt-4 space-y-2 text-slate-700">
                {items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-400" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold-400/60 bg-white p-4 text-sm leading-relaxed text-slate-700">
        <strong className="font-semibold text-brand-900">{services.noteStrong}</strong> {services.note}
      </p>
    </LandingSection>
  );
}
