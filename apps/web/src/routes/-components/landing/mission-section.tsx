import { SectionHeading } from "./section-heading";

const ALLOWED_USES = ["Tuition and fees", "Textbooks and curricula", "Tutoring", "Testing", "Therapies"];

export function MissionSection() {
  return (
    <section id="mission" aria-labelledby="mission-title" className="bg-white py-16 sm:py-24 scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="mission-title" eyebrow="Why we exist" title="Our Mission">
          Every Alabama family deserves an education that fits their child. We help private schools prepare to
          serve CHOOSE Act families well, and help families understand their options, so that education
          savings accounts reach the students they were created for.
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="text-xl font-semibold text-brand-900">What is a CHOOSE Act ESA?</h3>
            <p className="mt-3 leading-relaxed text-slate-700">
              An education savings account holds a refundable tax credit that a family spends on approved
              education expenses. Parents never receive cash: funds are paid through the state's ClassWallet
              platform to schools and providers.
            </p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Examples of approved expenses">
              {ALLOWED_USES.map((use) => (
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
            <h3 className="text-xl font-semibold text-brand-900">Who decides eligibility?</h3>
            <p className="mt-3 leading-relaxed text-slate-700">
              Eligibility for families and schools is set by the law and decided by the Alabama Department of
              Revenue. We explain the rules, help you prepare and point you to the right application; we do
              not approve students or schools for the program.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
