import { ChurchIcon, LandmarkIcon, LaptopIcon, SchoolIcon } from "../../../components/icons";
import { SectionHeading } from "./section-heading";

/** Spec 1: the four partner kinds. */
const PARTNER_KINDS = [
  {
    title: "School Associations",
    text: "Sharing guidance with member schools and their accreditors.",
    Icon: SchoolIcon,
  },
  {
    title: "Churches",
    text: "Supporting church-related schools and the families they serve.",
    Icon: ChurchIcon,
  },
  {
    title: "EdTech Providers",
    text: "Helping tools and services work well for schools and families.",
    Icon: LaptopIcon,
  },
  {
    title: "Policymakers",
    text: "Bringing the experience of schools and families to policy discussions.",
    Icon: LandmarkIcon,
  },
] as const;

export function PartnersSection() {
  return (
    <section id="partners" aria-labelledby="partners-title" className="bg-white py-16 sm:py-24 scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="partners-title" eyebrow="Partners" title="Who We Work With">
          Educational choice works best when the whole community pulls together.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PARTNER_KINDS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 text-center">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-gold-100 text-brand-800">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
