import { ChurchIcon, LandmarkIcon, LaptopIcon, SchoolIcon } from "../../../components/icons";
import { useMessages } from "../../../lib/i18n";
import { LandingSection } from "./landing-section";

/** Spec 1: the four partner kinds (their texts in the catalogue, in this order). */
const KIND_ICONS = [SchoolIcon, ChurchIcon, LaptopIcon, LandmarkIcon];

export function PartnersSection() {
  const { partners } = useMessages().landing;
  return (
    <LandingSection id="partners" titleId="partners-title" background="bg-white" heading={partners}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {partners.kinds.map(({ title, text }, index) => {
          const Icon = KIND_ICONS[index] ?? SchoolIcon;
          return (
            <li key={title} className="rounded-xl border border-slate-200 p-6 text-center">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-gold-100 text-brand-800">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
