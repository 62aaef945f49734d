import { useHome } from "../../../lib/home";
import { useMessages } from "../../../lib/i18n";
import { LandingSection } from "./landing-section";

export function MissionSection() {
  const { mission } = useMessages().landing;
  const { texts } = useHome();
  return (
    <LandingSection
      id="mission"
      titleId="mission-title"
      background="bg-white"
      layout="split"
      heading={{ eyebrow: mission.eyebrow, title: texts.mission.title, lead: texts.mission.text }}
    >
      {/* The CHOOSE Act's own facts (the catalogue's, not the organisation's words): kept beside the mission. */}
      <div className="grid gap-6 lg:mt-2">
        <div className="border-l-4 border-gold-400 pl-6">
          <h3 className="text-xl font-semibold text-brand-900">{mission.esaTitle}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{mission.esaBody}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={mission.usesLabel}>
            {mission.uses.map((use) => (
              <li
                key={use}
                className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900"
              >
                {use}
              </li>
            ))}
          </ul>
        </div>
        <div className="border-l-4 border-brand-200 pl-6">
          <h3 className="text-xl font-semibold text-brand-900">{mission.eligibilityTitle}</h3>
          <p className="mt-3 leading-relaxed text-ink-700">{mission.eligibilityBody}</p>
        </div>
      </div>
    </LandingSection>
  );
}
