import type { ComponentType, SVGProps } from "react";
import { BookIcon, LandmarkIcon, UsersIcon, WrenchIcon } from "../../../components/icons";
import { SectionHeading } from "./section-heading";

/** Spec 1: the four service areas and their items. */
export const SERVICE_AREAS: {
  title: string;
  summary: string;
  items: string[];
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  {
    title: "Education & Training",
    summary: "Practical learning for school leaders, staff and families.",
    items: ["Workshops", "Webinars", "Resource library"],
    Icon: BookIcon,
  },
  {
    title: "Technical Assistance",
    summary: "Hands-on help for schools getting ready to serve ESA families.",
    items: ["One-on-one consulting", "CHOOSE Readiness Certification program", "Ongoing support"],
    Icon: WrenchIcon,
  },
  {
    title: "Family Outreach",
    summary: "Clear answers for parents weighing their options.",
    items: ["Support hotlines", "Guides", "Community events"],
    Icon: UsersIcon,
  },
  {
    title: "Advocacy",
    summary: "A steady voice for educational choice in Alabama.",
    items: ["Legislative representation", "Policy analysis", "Coalition building"],
    Icon: LandmarkIcon,
  },
];

export function ServicesSection() {
  return (
    <section
      id="what-we-do"
      aria-labelledby="services-title"
      className="bg-brand-50 py-16 sm:py-24 scroll-mt-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="services-title" eyebrow="What we do" title="How We Help">
          Four areas of work, one goal: making education savings accounts work for Alabama's students.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_AREAS.map(({ title, summary, items, Icon }) => (
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
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl rounded-lg border border-gold-400/60 bg-white p-4 text-sm leading-relaxed text-slate-700">
          <strong className="font-semibold text-brand-900">Please note:</strong> our CHOOSE Readiness
          Certification and our membership help schools prepare; neither is a state approval. Whether a school
          can take part in the CHOOSE Act is set by the law and decided by the Alabama Department of Revenue.
        </p>
      </div>
    </section>
  );
}
