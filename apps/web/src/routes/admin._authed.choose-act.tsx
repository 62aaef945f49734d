import type { ChooseActYearForm } from "@choose/schema/choose-act";
import {
  CHOOSE_ACT_DATE_FIELDS,
  CHOOSE_ACT_DATE_LABELS,
  type ChooseActGuideData,
  type ChooseActYear,
  LISTED_HOUSEHOLD_SIZES,
} from "@choose/schema/choose-act-estimate";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useRef } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { AdminScreen } from "../components/admin/admin-shell";
import { notifyFailure } from "../components/admin/notify";
import { screenStates } from "../components/admin/screen-data";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Checkbox, Input } from "../components/ui/input";
import { useTRPC } from "../lib/trpc";

const header = {
  title: "CHOOSE Act",
  meta: "The CHOOSE Act guide's yearly figures and dates.",
  description:
    "The figures and dates the CHOOSE Act guide and its estimator show, one block per school year.",
};

export const Route = createFileRoute("/admin/_authed/choose-act")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.chooseAct.guide.queryOptions()),
  ...screenStates(header, {
    loading: {
      label: "Loading the CHOOSE Act figures",
      cards: ["a", "b"],
      bars: ["h-11 w-full"],
      className: "gap-6",
    },
    failure: uiMessages.chooseActAdmin.fetchFailed,
  }),
  component: ChooseActAdminPage,
});

function ChooseActAdminPage() {
  const { data: guide } = useSuspenseQuery(useTRPC().admin.chooseAct.guide.queryOptions());
  return (
    <AdminScreen {...header}>
      <GuideForm guide={guide} />
    </AdminScreen>
  );
}

type TextKey = Exclude<keyof ChooseActYearForm, "hasLimit" | "povertyGuidelines">;

const text = (value: number | string | null) => (value === null ? "" : String(value));

function toForm(year: ChooseActYear): ChooseActYearForm {
  return {
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

/** The guide as the form holds it (the shared ChooseActGuideFormSchema reads it as figures). */
function toFormValues(guide: ChooseActGuideData) {
  return { lastReviewed: guide.lastReviewed ?? "", years: guide.years.map(toForm) };
}
type GuideFormValues = ReturnType<typeof toFormValues>;

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
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.ChooseActGuideFormSchema),
    toFormValues(guide),
  );
  const years = useFieldArray({ control: form.control, name: "years" });
  const addButton = useRef<HTMLButtonElement>(null);
  const save = useNotifyingMutation((trpc) => trpc.admin.chooseAct.save, {
    success: uiMessages.chooseActAdmin.saved,
    failure: uiMessages.chooseActAdmin.saveFailed,
    // The server keeps the years in order: the form takes that order.
    after: (saved) => form.reset(toFormValues(saved)),
    // The public guide reads the same table.
    reloads: (trpc) => [trpc.admin.chooseAct.pathKey(), trpc.chooseAct.pathKey()],
  });
  const { errors } = form.formState;

  const addYear = () => {
    const last = form.getValues("years").at(-1);
    const template = last ?? toForm(emptyYear());
    // Attention goes to the new year's first field.
    years.append(
      {
        ...template,
        schoolYear: last ? nextSchoolYear(last.schoolYear) : template.schoolYear,
        renewalsOpen: "",
        applicationsOpen: "",
        applicationsClose: "",
        awardsAnnounced: "",
      },
      { focusName: `years.${years.fields.length}.schoolYear` },
    );
  };

  return (
    <form
      aria-label="CHOOSE Act figures"
      className="grid gap-6"
      {...formProps(save, () =>
        notifyFailure(undefined, uiMessages.chooseActAdmin.saveFailed, uiMessages.chooseActAdmin.invalid),
      )}
    >
      <Card className="grid gap-4 p-5 sm:p-8">
        <FormField
          label="Last reviewed"
          hint="The day you last checked these figures against the state's; the public pages show it."
          error={errors.lastReviewed?.message}
          required
        >
          {(control) => <Input {...control} type="date" {...form.register("lastReviewed")} />}
        </FormField>
      </Card>
      {years.fields.map((field, index) => (
        <YearFields
          key={field.id}
          index={index}
          control={form.control}
          register={form.register}
          errors={errors.years?.[index]}
          onRemove={() => {
            years.remove(index);
            addButton.current?.focus();
          }}
        />
      ))}
      {errors.years?.message && <p className="font-medium text-red-700">{errors.years.message}</p>}
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
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<GuideFormValues, unknown, unknown>;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<ChooseActYearForm> | undefined;
  onRemove: () => void;
}) {
  const path = `years.${index}` as const;
  const [schoolYear, hasLimit, povertyGuidelines] = useWatch({
    control,
    name: [`${path}.schoolYear`, `${path}.hasLimit`, `${path}.povertyGuidelines`],
  });
  const field = ({ name, label }: { name: TextKey; label: string }, type = "text") => (
    <FormField key={name} label={label} error={errors?.[name]?.message}>
      {(props) => (
        <Input
          {...props}
          type={type}
          inputMode={type === "text" ? "numeric" : undefined}
          {...register(`${path}.${name}`)}
        />
      )}
    </FormField>
  );
  return (
    <Card className="p-5 sm:p-8">
      <fieldset className="grid gap-5">
        <legend className="text-lg font-bold text-brand-900">School year {schoolYear}</legend>
        <FormField label="School year" hint="Such as 2026-27" error={errors?.schoolYear?.message}>
          {(props) => <Input {...props} {...register(`${path}.schoolYear`)} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">{AMOUNT_FIELDS.map((f) => field(f))}</div>
        <div className="flex items-center gap-3">
          <Checkbox id={`${path}-limit`} {...register(`${path}.hasLimit`)} />
          <label htmlFor={`${path}-limit`} className="text-base text-ink-800">
            This year has an income limit
          </label>
        </div>
        {hasLimit && (
          <>
            <div className="grid gap-5 sm:grid-cols-3">{LIMIT_FIELDS.map((f) => field(f))}</div>
            <fieldset className="grid gap-3">
              <legend className="font-semibold text-ink-800">Poverty guideline by household size ($)</legend>
              {errors?.povertyGuidelines?.message && (
                <p className="text-sm font-medium text-red-700">{errors.povertyGuidelines.message}</p>
              )}
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                {povertyGuidelines.map((_, i) => (
                  <FormField
                    // biome-ignore lint/suspicious/noArrayIndexKey: one field per household size, by position
                    key={i}
                    label={`${i + 1} ${i === 0 ? "person" : "people"}`}
                    error={errors?.povertyGuidelines?.[i]?.message}
                  >
                    {(props) => (
                      <Input {...props} inputMode="numeric" {...register(`${path}.povertyGuidelines.${i}`)} />
                    )}
                  </FormField>
                ))}
              </div>
            </fieldset>
          </>
        )}
        <div className="grid gap-5 sm:grid-cols-2">{DATE_FIELDS.map((f) => field(f, "date"))}</div>
        <p className="text-sm text-ink-600">Leave a date empty until the state announces it.</p>
        <div>
          <Button variant="outline" size="sm" onClick={onRemove}>
            Remove {schoolYear}
          </Button>
        </div>
      </fieldset>
    </Card>
  );
}
