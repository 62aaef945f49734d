import {
  CHOOSE_ACT_DATE_FIELDS,
  CHOOSE_ACT_DATE_LABELS,
  type ChooseActGuideData,
  ChooseActGuideSchema,
  type ChooseActYear,
  LISTED_HOUSEHOLD_SIZES,
  uiMessages,
} from "@choose/schema";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { QueryScreen } from "../components/admin/admin-query";
import { notifyFailure } from "../components/admin/notify";
import { prefetching } from "../components/admin/prefetch";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Checkbox, Input } from "../components/ui/input";
import type { Trpc } from "../lib/trpc";

/** The screen's data: prefetched by the loader, read by the screen. */
const guideQuery = (trpc: Trpc) => trpc.admin.chooseAct.guide.queryOptions();

export const Route = createFileRoute("/admin/_authed/choose-act")({
  loader: prefetching(guideQuery),
  component: ChooseActAdminPage,
});

function ChooseActAdminPage() {
  return (
    <QueryScreen
      title="CHOOSE Act"
      meta="The CHOOSE Act guide's yearly figures and dates."
      description="The figures and dates the CHOOSE Act guide and its estimator show, one block per school year."
      query={guideQuery}
      loading={{
        label: "Loading the CHOOSE Act figures",
        cards: ["a", "b"],
        bars: ["h-11 w-full"],
        className: "grid gap-6",
      }}
      failure={uiMessages.chooseActAdmin.fetchFailed}
    >
      {(data) => <GuideForm guide={data} />}
    </QueryScreen>
  );
}

/** A school year as typed: every field text, so a half-typed figure is kept until it is fixed. */
interface YearForm {
  key: string;
  schoolYear: string;
  hasLimit: boolean;
  incomeLimitPercent: string;
  povertyGuidelineYear: string;
  povertyGuidelines: string[];
  additionalPersonAmount: string;
  schoolAward: string;
  homeEducationAward: string;
  homeEducationFamilyCap: string;
  renewalsOpen: string;
  applicationsOpen: string;
  applicationsClose: string;
  awardsAnnounced: string;
}

type TextKey = Exclude<keyof YearForm, "key" | "hasLimit" | "povertyGuidelines">;

const text = (value: number | string | null) => (value === null ? "" : String(value));

function toForm(year: ChooseActYear): YearForm {
  return {
    key: crypto.randomUUID(),
    schoolYear: year.schoolYear,
    hasLimit: year.incomeLimitPercent !== null,
    incomeLimitPercent: text(year.incomeLimitPercent),
    povertyGuidelineYear: text(year.povertyGuidelineYear),
    povertyGuidelines: Array.from({ length: LISTED_HOUSEHOLD_SIZES }, (_, i) =>
      text(year.povertyGuidelines[i] ?? null),
    ),
    additionalPersonAmount: text(year.additionalPersonAmount),
    schoolAward: text(year.schoolAward),
    homeEducationAward: text(year.homeEducationAward),
    homeEducationFamilyCap: text(year.homeEducationFamilyCap),
    renewalsOpen: text(year.renewalsOpen),
    applicationsOpen: text(year.applicationsOpen),
    applicationsClose: text(year.applicationsClose),
    awardsAnnounced: text(year.awardsAnnounced),
  };
}

/** "7,000" → 7000; "" → NaN, which the schema refuses with its message. */
const amount = (value: string) => (value.trim() === "" ? Number.NaN : Number(value.replace(/[$,\s]/g, "")));
const date = (value: string) => (value === "" ? null : value);

function toInput(year: YearForm) {
  return {
    schoolYear: year.schoolYear,
    incomeLimitPercent: year.hasLimit ? amount(year.incomeLimitPercent) : null,
    povertyGuidelineYear: year.hasLimit ? amount(year.povertyGuidelineYear) : null,
    povertyGuidelines: year.hasLimit ? year.povertyGuidelines.map(amount) : [],
    additionalPersonAmount: year.hasLimit ? amount(year.additionalPersonAmount) : null,
    schoolAward: amount(year.schoolAward),
    homeEducationAward: amount(year.homeEducationAward),
    homeEducationFamilyCap: amount(year.homeEducationFamilyCap),
    renewalsOpen: date(year.renewalsOpen),
    applicationsOpen: date(year.applicationsOpen),
    applicationsClose: date(year.applicationsClose),
    awardsAnnounced: date(year.awardsAnnounced),
  };
}

/** The school year after `schoolYear` ("2027-28" → "2028-29"). */
function nextSchoolYear(schoolYear: string): string {
  const start = Number.parseInt(schoolYear.slice(0, 4), 10) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const AMOUNT_FIELDS: { name: TextKey; label: string }[] = [
  { name: "schoolAward", label: "Amount per student at a participating school ($)" },
  { name: "homeEducationAward", label: "Amount per home-education student ($)" },
  { name: "homeEducationFamilyCap", label: "Home-education cap per family ($)" },
];
const LIMIT_FIELDS: { name: TextKey; label: string }[] = [
  { name: "incomeLimitPercent", label: "Income limit (% of the poverty guideline)" },
  { name: "povertyGuidelineYear", label: "Year of the HHS poverty guidelines" },
  { name: "additionalPersonAmount", label: `Guideline added per person over ${LISTED_HOUSEHOLD_SIZES} ($)` },
];
const DATE_FIELDS = CHOOSE_ACT_DATE_FIELDS.map((name) => ({ name, label: CHOOSE_ACT_DATE_LABELS[name] }));

function GuideForm({ guide }: { guide: ChooseActGuideData }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [lastReviewed, setLastReviewed] = useState(guide.lastReviewed ?? "");
  const [years, setYears] = useState(() => guide.years.map(toForm));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Where attention goes after a year is added (its first field) or removed (the add button). */
  const [focusAfter, setFocusAfter] = useState<string>();
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAfter === undefined) return;
    setFocusAfter(undefined);
    const target =
      focusAfter === "add"
        ? addButton.current
        : formRef.current?.querySelector<HTMLElement>(`[data-year="${focusAfter}"] input`);
    target?.focus();
  }, [focusAfter]);
  const save = useNotifyingMutation((trpc) => trpc.admin.chooseAct.save, {
    success: uiMessages.chooseActAdmin.saved,
    failure: uiMessages.chooseActAdmin.saveFailed,
    after: (saved) => setYears(saved.years.map(toForm)),
    // The public guide reads the same table.
    reloads: (trpc) => [trpc.admin.chooseAct.pathKey(), trpc.chooseAct.pathKey()],
  });

  const update = (key: string, change: Partial<YearForm>) =>
    setYears((current) => current.map((year) => (year.key === key ? { ...year, ...change } : year)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChooseActGuideSchema.safeParse({ lastReviewed, years: years.map(toInput) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      notifyFailure(undefined, uiMessages.chooseActAdmin.saveFailed, uiMessages.chooseActAdmin.invalid);
      // Attention goes to the first field to fix.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const addYear = () => {
    const last = years.at(-1);
    const template = last ?? toForm(emptyYear());
    const key = crypto.randomUUID();
    setFocusAfter(key);
    setYears([
      ...years,
      {
        ...template,
        key,
        schoolYear: last ? nextSchoolYear(last.schoolYear) : template.schoolYear,
        renewalsOpen: "",
        applicationsOpen: "",
        applicationsClose: "",
        awardsAnnounced: "",
      },
    ]);
  };

  return (
    <form ref={formRef} noValidate aria-label="CHOOSE Act figures" className="grid gap-6" onSubmit={submit}>
      <Card className="grid gap-4 p-5 sm:p-8">
        <FormField
          label="Last reviewed"
          hint="The day you last checked these figures against the state's; the public pages show it."
          error={errors.lastReviewed}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={lastReviewed}
              onChange={(event) => setLastReviewed(event.target.value)}
            />
          )}
        </FormField>
      </Card>
      {years.map((year, index) => (
        <YearFields
          key={year.key}
          year={year}
          errorAt={(path) => errors[`years.${index}.${path}`]}
          onChange={(change) => update(year.key, change)}
          onRemove={() => {
            setYears(years.filter((other) => other.key !== year.key));
            setFocusAfter("add");
          }}
        />
      ))}
      {errors.years && <p className="font-medium text-red-700">{errors.years}</p>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save figures"}
        </Button>
        <Button ref={addButton} variant="outline" onClick={addYear}>
          Add a school year
        </Button>
      </div>
    </form>
  );
}

function emptyYear(): ChooseActYear {
  const start = new Date().getFullYear();
  return {
    schoolYear: `${start}-${String((start + 1) % 100).padStart(2, "0")}`,
    incomeLimitPercent: null,
    povertyGuidelineYear: null,
    povertyGuidelines: [],
    additionalPersonAmount: null,
    schoolAward: 0,
    homeEducationAward: 0,
    homeEducationFamilyCap: 0,
    renewalsOpen: null,
    applicationsOpen: null,
    applicationsClose: null,
    awardsAnnounced: null,
  };
}

function YearFields({
  year,
  errorAt,
  onChange,
  onRemove,
}: {
  year: YearForm;
  errorAt: (path: string) => string | undefined;
  onChange: (change: Partial<YearForm>) => void;
  onRemove: () => void;
}) {
  const field = ({ name, label }: { name: TextKey; label: string }, type = "text") => (
    <FormField key={name} label={label} error={errorAt(name)}>
      {(control) => (
        <Input
          {...control}
          type={type}
          inputMode={type === "text" ? "numeric" : undefined}
          value={year[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <Card className="p-5 sm:p-8" data-year={year.key}>
      <fieldset className="grid gap-5">
        <legend className="text-lg font-bold text-brand-900">School year {year.schoolYear}</legend>
        <FormField label="School year" hint="Such as 2026-27" error={errorAt("schoolYear")}>
          {(control) => (
            <Input
              {...control}
              value={year.schoolYear}
              onChange={(event) => onChange({ schoolYear: event.target.value })}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">{AMOUNT_FIELDS.map((f) => field(f))}</div>
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${year.key}-limit`}
            checked={year.hasLimit}
            onChange={(event) => onChange({ hasLimit: event.target.checked })}
          />
          <label htmlFor={`${year.key}-limit`} className="text-base text-slate-800">
            This year has an income limit
          </label>
        </div>
        {year.hasLimit && (
          <>
            <div className="grid gap-5 sm:grid-cols-3">{LIMIT_FIELDS.map((f) => field(f))}</div>
            <fieldset className="grid gap-3">
              <legend className="font-semibold text-slate-800">
                Poverty guideline by household size ($)
              </legend>
              {errorAt("povertyGuidelines") && (
                <p className="text-sm font-medium text-red-700">{errorAt("povertyGuidelines")}</p>
              )}
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                {year.povertyGuidelines.map((value, i) => (
                  <FormField
                    // biome-ignore lint/suspicious/noArrayIndexKey: one field per household size, by position
                    key={i}
                    label={`${i + 1} ${i === 0 ? "person" : "people"}`}
                    error={errorAt(`povertyGuidelines.${i}`)}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="numeric"
                        value={value}
                        onChange={(event) =>
                          onChange({
                            povertyGuidelines: year.povertyGuidelines.map((old, j) =>
                              j === i ? event.target.value : old,
                            ),
                          })
                        }
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </fieldset>
          </>
        )}
        <div className="grid gap-5 sm:grid-cols-2">{DATE_FIELDS.map((f) => field(f, "date"))}</div>
        <p className="text-sm text-slate-600">Leave a date empty until the state announces it.</p>
        <div>
          <Button variant="outline" size="sm" onClick={onRemove}>
            Remove {year.schoolYear}
          </Button>
        </div>
      </fieldset>
    </Card>
  );
}
