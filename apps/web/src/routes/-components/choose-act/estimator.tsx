import {
  applicationWindow,
  type ChooseActYear,
  type Estimate,
  estimateEligibility,
  estimatorYear,
  findYear,
  formatDollars,
} from "@choose/schema/choose-act-estimate";
import { fill } from "@choose/schema/i18n";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Checkbox, Input, Select } from "../../../components/ui/input";
import { formatCalendarDate } from "../../../lib/format";
import { useGuideTexts, useLocalization } from "../../../lib/i18n";
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

/** The day `year`'s application window closed, when it has closed by `today`. */
const closedOn = (year: ChooseActYear | undefined, today: string) =>
  year && applicationWindow(year, today) === "closed" ? year.applicationsClose : null;

/**
 * The eligibility estimate: runs in the browser over the school year's figures; nothing is sent or
 * stored. The answer is announced in a live region and focus stays on the button. It starts on the
 * year whose application window is open or to come on `today` (`YYYY-MM-DD`, given by the page so the
 * server's render and the browser's agree), and says so plainly when the chosen year's has closed.
 */
export function Estimator({ years, today }: { years: readonly ChooseActYear[]; today: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeId = useId();
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [estimate, setEstimate] = useState<Estimate>();
  // The year picked, with the default it was picked over: a new default (a page kept since another
  // day) starts the list again on it.
  const [picked, setPicked] = useState<{ year: string; over: string | undefined }>();
  const hydrated = useHydrated();
  const texts = useGuideTexts().estimator;
  if (years.length === 0) return null;
  const startYear = estimatorYear(years, today);
  const defaultYear = startYear?.schoolYear;
  const selected = picked && picked.over === defaultYear ? picked.year : defaultYear;
  const closed = closedOn(selected === undefined ? undefined : findYear(years, selected), today);
  // The year to check instead of a closed one: the start year, unless it has closed too.
  const instead = closedOn(startYear, today) || selected === defaultYear ? undefined : defaultYear;

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
              <Select
                {...control}
                // Uncontrolled, like the other answers: a new default (see `picked`) mounts it afresh.
                key={defaultYear}
                name="schoolYear"
                defaultValue={defaultYear}
                aria-describedby={closed ? noticeId : undefined}
                onChange={(event) => setPicked({ year: event.currentTarget.value, over: defaultYear })}
              >
                {years.map((year) => (
                  <option key={year.schoolYear} value={year.schoolYear}>
                    {year.schoolYear}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {selected && closed && (
            <ClosedNotice id={noticeId} year={selected} closedOn={closed} next={instead} />
          )}
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
          {estimate && (
            <EstimateResult
              estimate={estimate}
              closedOn={closedOn(findYear(years, estimate.schoolYear), today)}
            />
          )}
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
      <label htmlFor={id} className="text-base text-ink-800">
        {label}
      </label>
    </div>
  );
}

/** The chosen year's window has closed: when, and the year to check instead (when there is one). */
function ClosedNotice({
  id,
  year,
  closedOn,
  next,
}: {
  id: string;
  year: string;
  closedOn: string;
  next: string | undefined;
}) {
  const texts = useGuideTexts().estimator.closed;
  const localization = useLocalization();
  return (
    <div id={id} className="rounded-lg border border-warning-700 bg-warning-50 p-4 text-base text-ink-900">
      <p>{fill(texts.notice, { year, date: formatCalendarDate(closedOn, localization) })}</p>
      {next && <p className="mt-1">{fill(texts.next, { next })}</p>}
    </div>
  );
}

function EstimateResult({ estimate, closedOn }: { estimate: Estimate; closedOn: string | null }) {
  const texts = useGuideTexts().estimator;
  const localization = useLocalization();
  const good = estimate.outcome !== "likely-not-eligible";
  return (
    <div
      className={`rounded-lg border p-4 ${good ? "border-success-700 bg-success-50" : "border-warning-700 bg-warning-50"}`}
    >
      <p className="text-xl font-bold text-ink-900">
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
        {texts.disclaimer}{" "}
        {closedOn ? (
          // A closed year: no "Apply at", but when it closed and where its successor's dates will show.
          <Filled
            text={fill(texts.closed.result, {
              year: estimate.schoolYear,
              date: formatCalendarDate(closedOn, localization),
            })}
            parts={{ sites: <StateSites joiner="or" /> }}
          />
        ) : (
          <Filled text={texts.applyAt} parts={{ sites: <StateSites joiner="or" /> }} />
        )}
      </p>
    </div>
  );
}
