import { Link } from "@tanstack/react-router";
import { SectionLink } from "../../../components/layout/section-link";
import { buttonClasses } from "../../../components/ui/button";
import { useOrganisationProfile } from "../../../lib/organisation";
import { site } from "../../../lib/site";

/** Figures from the CHOOSE Act itself (see the content brief); the caveat points families to ALDOR. */
const AT_A_GLANCE = [
  { figure: "$7,000", text: "per student at a participating private school" },
  { figure: "$2,000", text: "per home-education student, up to $4,000 per family" },
  { figure: "ALDOR", text: "the Alabama Department of Revenue runs the program and decides eligibility" },
] as const;

export function Hero() {
  const { name } = useOrganisationProfile();
  return (
    <section aria-labelledby="hero-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
            Alabama CHOOSE Act · Education Savings Accounts
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {site.tagline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            {name} helps Alabama's private schools and families understand and use CHOOSE Act education
            savings accounts, with training, one-on-one help, family outreach and a voice for school choice.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <SectionLink section="mission" className={buttonClasses("accent", "lg")}>
              Learn Our Mission
            </SectionLink>
            <SectionLink section="what-we-do" className={buttonClasses("inverse", "lg")}>
              Our Services
            </SectionLink>
          </div>
        </div>
        <aside aria-labelledby="glance-title" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
          <h2 id="glance-title" className="text-lg font-semibold">
            The CHOOSE Act at a glance
          </h2>
          <dl className="mt-4 space-y-4">
            {AT_A_GLANCE.map((item) => (
              <div key={item.figure} className="flex gap-4">
                <dt className="w-20 shrink-0 text-xl font-bold text-gold-300">{item.figure}</dt>
                <dd className="text-brand-100">{item.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-sm text-brand-200">
            Signed into law on March 7, 2024. Amounts and rules are set by the law; check the Alabama
            Department of Revenue for current details.
          </p>
          <Link
            to="/choose-act"
            className="mt-4 inline-block rounded-sm font-semibold text-gold-300 underline hover:text-white"
          >
            Read our CHOOSE Act guide and check eligibility
          </Link>
        </aside>
      </div>
    </section>
  );
}
