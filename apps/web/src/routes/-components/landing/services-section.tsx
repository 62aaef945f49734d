import type { ComponentType, SVGProps } from "react";
import { BookIcon, MegaphoneIcon, UsersIcon, WrenchIcon } from "../../../components/icons";
import { useHome } from "../../../lib/home";
import { useMessages } from "../../../lib/i18n";
import { LandingSection } from "./landing-section";

/** Spec 1: the four service areas, in this order (their words from the home page's content). */
const AREA_ICONS: ComponentType<SVGProps<SVGSVGElement>>[] = [BookIcon, WrenchIcon, UsersIcon, MegaphoneIcon];

export function ServicesSection() {
  const { services } = useMessages().landing;
  const { texts } = useHome();
  return (
    <LandingSection
      id="what-we-do"
      titleId="services-title"
      background="bg-paper"
      heading={{ eyebrow: services.eyebrow, title: texts.services.title, lead: texts.services.text }}
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-2">
        {texts.services.areas.map(({ title, text, items }, index) => {
          const Icon = AREA_ICONS[index] ?? BookIcon;
          const shown = items.filter(Boolean);
          return (
            <li
              key={title}
              className="flex gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-gold-100 text-brand-800">
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
                <p className="mt-2 text-ink-600">{text}</p>
                {shown.length > 0 && (
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {shown.map((item) => (
                      <li
                        key={item}
                        className="rounded-md bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-800"
                      >
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold-400/60 bg-white p-4 text-sm leading-relaxed text-ink-700">
        <strong className="font-semibold text-brand-900">{services.noteStrong}</strong> {services.note}
      </p>
    </LandingSection>
  );
}
