import {
  type ChooseActYear,
  type Estimate,
  estimateEligibility,
  findYear,
  formatDollars,
} from "@choose/schema/choose-act-estimate";
import { fill } from "@choose/schema/i18n";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Checkbox, Input, Select } from "../../../components/ui/input";
import { useGuideTexts } from "../../../lib/i18n";
import { useHydrated } from "../../../lib/use-hydrated";
import { reasonText } from "./guide-copy";
import { Filled, GuideSection, StateSites } from "./guide-parts";

/** zod and the input schema arrive on the first check, not with the page. */
const loadSchema = () => import("@choose/schema/choose-act").then((schema) => schema.EstimateInputSchema);

/**
 * The answers typed in: each shows its own error, the field's text in the page's language (each field
 * has one message, whatever the schema found wrong). Labels and hints are the catalogue's keys.
 */
const TYPED_FIELDS = [
  { name: "householdSize", hint: "householdSizeHint", inputMode: "numeric" },
  { name: "income", hint: "incomeHint", inputMode: "decimal" },
  { name: "childAge", inputMode: "numeric" },
] as const;
type FieldName = (typeof TYPED_FIELDS)[number]["name"];
const isFieldName = (name: unknown): name is FieldName => TYPED_FIELDS.some((field) => field.name === name);

/** The answers ticked (labelled by the catalogue's key of the same name). */
const CHECKBOXES = [
  { name: "alabamaResident", defaultChecked: true },
  { name: "hasDisabilityPlan", defaultChecked: false },
] as const;

/**
 * The eligibility estimate: runs in the browser over the school year's figures; nothing is sent or
 * stored. The answer is announced in a live region and focus stays on the button.
 */
export function Estimator({
  years,
  defaultYear,
}: {
  years: readonly ChooseActYear[];
  defaultYear?: string | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [estimate, setEstimate] = useState<Estimate>();
  const hydrated = useHydrated();
  const texts = useGuideTexts().estimator;
  if (years.length === 0) return null;

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = (name: string) =>
      form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
    const checked = (name: string) =>
      form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.checked ?? false;
    const schema = await loadSchema();
    const parsed = schema.safeParse({
      householdSize: value("householdSize"),
      income: value("income"),
      childAge: value("childAge"),
      alabamaResident: checked("alabamaResident"),
      hasDisabilityPlan: checked("hasDisabilityPlan"),
      schoolYear: value("schoolYear"),
    });
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isFieldName(name)) found[name] = texts.errors[name];
      }
      setErrors(found);
      setEstimate(undefined);
      const first = TYPED_FIELDS.find((field) => found[field.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    const year = findYear(years, parsed.data.schoolYear);
    setEstimate(year && estimateEligibility(year, parsed.data));
  };

  return (
    <GuideSection id="estimate" title={texts.title}>
      <p>{texts.lead}</p>
      <Card className="p-5 sm:p-8">
        <form ref={formRef} noValidate aria-label={texts.formLabel} className="grid gap-5" onSubmit={check}>
          <FormField label={texts.schoolYear}>
            {(control) => (
              <Select {...control} name="schoolYear" defaultValue={defaultYear ?? years.at(-1)?.schoolYear}>
                {years.map((year) => (
                  <option key={year.schoolYear} value={year.schoolYear}>
                    {year.schoolYear}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {TYPED_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={texts[field.name]}
              hint={"hint" in field ? texts[field.hint] : undefined}
              error={errors[field.name]}
            >
              {(control) => (
                <Input {...control} name={field.name} inputMode={field.inputMode} defaultValue="" />
              )}
            </FormField>
          ))}
          {CHECKBOXES.map((box) => (
            <CheckboxField key={box.name} {...box} label={texts[box.name]} />
          ))}
          <div>
            {/* The estimate runs here alone: before the script runs, pressing it must not send the
                answers anywhere (a form without script would put them in the address). */}
            <Button type={hydrated ? "submit" : "button"}>{texts.submit}</Button>
          </div>
        </form>
        <noscript>
          <p className="mt-4 text-base">{texts.noscript}</p>
        </noscript>
        <div role="status" aria-live="polite" aria-atomic="true" className="mt-6 empty:mt-0">
          {estimate && <EstimateResult estimate={estimate} />}
        </div>
      </Card>
    </GuideSection>
  );
}

function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} name={name} value="yes" defaultChecked={defaultChecked} />
      <label htmlFor={id} className="text-base text-slate-800">
        {label}
      </label>
    </div>
  );
}

function EstimateResult({ estimate }: { estimate: Estimate }) {
  const texts = useGuideTexts().estimator;
  const good = estimate.outcome !== "likely-not-eligible";
  return (
    <div
      className={`rounded-lg border p-4 ${good ? "border-green-700 bg-green-50" : "border-amber-700 bg-amber-50"}`}
    >
      <p className="text-xl font-bold text-slate-900">
        {fill(texts.outcome[estimate.outcome], { year: estimate.schoolYear })}
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-base">
        {estimate.reasons.map((reason) => (
          <li key={reason.rule}>{reasonText(texts, estimate, reason)}</li>
        ))}
      </ul>
      {good && (
        <p className="mt-3 text-base">
          {fill(texts.award, {
            school: formatDollars(estimate.award.school),
            homeEducation: formatDollars(estimate.award.homeEducation),
            familyCap: formatDollars(estimate.award.homeEducationFamilyCap),
          })}
        </p>
      )}
      <p className="mt-3 text-base">
        {texts.disclaimer} <Filled text={texts.applyAt} parts={{ sites: <StateSites joiner="or" /> }} />
      </p>
    </div>
  );
}
