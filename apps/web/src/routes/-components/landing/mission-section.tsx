import { useMessages } from "../../../lib/i18n";
import { LandingSection } from "./landing-section";

export function MissionSection() {
  const { mission } = useMessages().landing;
  return (
    <LandingSection id="mission" titleId="mission-title" background="bg-white" heading={mission}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-xl font-semibold text-brand-900">{mission.esaTitle}</h3>
          <p className="mt-3 leading-relaxed text-slate-700">{mission.esaBody}</p>
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
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-xl font-semibold text-brand-900">{mission.eligibilityTitle}</h3>
          <p className="mt-3 leading-relaxed text-slate-700">{mission.eligibilityBody}</p>
        </div>
      </div>
    </LandingSection>
  );
}
