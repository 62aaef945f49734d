import type { ApplicationData, ApplicationInput } from "@choose/schema";
import {
  DEFAULT_STATE,
  GOVERNANCE_OPTIONS,
  GRADE_OPTIONS,
  SCHOOL_TYPE_OPTIONS,
} from "@choose/schema/application-choices";
import { HONEYPOT_FIELD } from "@choose/schema/form-rules";
import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useId, useRef } from "react";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import { FieldError, FormField } from "../../../components/forms/form-field";
import { HoneypotField } from "../../../components/forms/honeypot-field";
import { PrivacyNote } from "../../../components/forms/privacy-note";
import { HydrateLater } from "../../../components/hydrate-later";
import { Button } from "../../../components/ui/button";
import { Checkbox, Input, Select, Textarea } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { serverMessage } from "../../../lib/errors";
import { lazyZodResolver } from "../../../lib/lazy-zod-resolver";
import { scrollToTop } from "../../../lib/scroll";
import { useTRPC } from "../../../lib/trpc";
import {
  ADMINISTRATOR_INFORMATION,
  CURRICULUM,
  ENROLLMENT_COUNTS,
  SCHOOL_DETAILS,
  SCHOOL_INFORMATION,
  type TextFieldSpec,
} from "./application-fields";

const EMPTY_APPLICATION: Partial<ApplicationInput> = {
  state: DEFAULT_STATE,
  governanceStructure: [],
  schoolType: [],
  [HONEYPOT_FIELD]: "",
};

const loadSchema = () => import("@choose/schema").then((schema) => schema.ApplicationInputSchema);

type Register = UseFormRegister<ApplicationInput>;
type Errors = FieldErrors<ApplicationInput>;

export function ApplicationForm() {
  const trpc = useTRPC();
  const form = useForm<ApplicationInput, unknown, ApplicationData>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: EMPTY_APPLICATION,
  });
  const submit = useMutation(
    trpc.applications.submit.mutationOptions({
      onSuccess: () => {
        toast({
          title: uiMessages.application.successTitle,
          description: uiMessages.application.successBody,
        });
        form.reset();
        scrollToTop();
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: uiMessages.application.failureTitle,
          description: serverMessage(error, uiMessages.application.failureFallback),
        });
      },
    }),
  );
  const { register } = form;
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-label="School application"
      className="relative space-y-8"
      onFocus={() => void loadSchema()}
      onSubmit={form.handleSubmit((data) => submit.mutate(data))}
    >
      <FormSection title="School Information">
        <TextFields specs={SCHOOL_INFORMATION} register={register} errors={errors} />
      </FormSection>
      {/* Below the fold on a phone: hydrated once reached (a focus or tap opens it first), seen or idle. */}
      <HydrateLater className="space-y-8">
        <FormSection title="Administrator Information">
          <TextFields specs={ADMINISTRATOR_INFORMATION} register={register} errors={errors} />
        </FormSection>
        <FormSection title="School Details">
          <TextFields specs={SCHOOL_DETAILS} register={register} errors={errors} />
          <CheckboxGroup
            legend="Governance Structure"
            options={GOVERNANCE_OPTIONS}
            error={errors.governanceStructure?.message}
            register={() => register("governanceStructure")}
          />
          <CheckboxGroup
            legend="School Type"
            options={SCHOOL_TYPE_OPTIONS}
            error={errors.schoolType?.message}
            register={() => register("schoolType")}
          />
        </FormSection>
        <FormSection title="Enrollment Information">
          <FormField label="Lowest Grade" required error={errors.lowestGrade?.message}>
            {(control) => <GradeSelect {...control} {...register("lowestGrade")} />}
          </FormField>
          <FormField label="Highest Grade" required error={errors.highestGrade?.message}>
            {(control) => <GradeSelect {...control} {...register("highestGrade")} />}
          </FormField>
          <TextFields specs={[...ENROLLMENT_COUNTS, CURRICULUM]} register={register} errors={errors} />
        </FormSection>
        <HoneypotField {...register(HONEYPOT_FIELD)} />
        {/* The privacy note, then Submit before Reset: the page's order is the order on screen, so Tab follows it. */}
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          <PrivacyNote className="sm:mr-auto" />
          <Button type="submit" size="lg" disabled={submit.isPending}>
            {submit.isPending ? "Submitting..." : "Submit Application"}
          </Button>
          <ResetButton
            asks={form.formState.isDirty}
            disabled={submit.isPending}
            onReset={() => form.reset()}
          />
        </div>
      </HydrateLater>
    </form>
  );
}

/** "Reset Form", which asks first once something was typed (twenty fields are a lot to lose). */
function ResetButton({ asks, disabled, onReset }: { asks: boolean; disabled: boolean; onReset: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        disabled={disabled}
        onClick={() => (asks ? dialog.current?.showModal() : onReset())}
      >
        Reset Form
      </Button>
      {/* A native modal: it traps focus, closes on Escape and gives focus back to Reset Form. */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
      >
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          Clear the whole form?
        </h2>
        <p className="mt-2 text-slate-700">Everything typed in this application will be cleared.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          {/* autoFocus: the safe choice is the one a stray Enter takes. */}
          <Button type="button" variant="outline" autoFocus onClick={() => dialog.current?.close()}>
            Keep My Answers
          </Button>
          <Button
            type="button"
            className="bg-red-700 hover:bg-red-800"
            onClick={() => {
              dialog.current?.close();
              onReset();
            }}
          >
            Clear Form
          </Button>
        </div>
      </dialog>
    </>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function TextFields({
  specs,
  register,
  errors,
}: {
  specs: TextFieldSpec[];
  register: Register;
  errors: Errors;
}) {
  // The default goes into the markup too (react-hook-form sets it only once hydrated), so the prerendered
  // form already shows the State as AL.
  return specs.map((spec) => (
    <FormField
      key={spec.name}
      label={spec.label}
      required={spec.required}
      hint={spec.hint}
      error={errors[spec.name]?.message}
      className={cn(spec.wide && "sm:col-span-2")}
    >
      {(control) =>
        spec.rows ? (
          <Textarea {...control} rows={spec.rows} {...register(spec.name)} />
        ) : (
          <Input
            {...control}
            type={spec.type ?? "text"}
            autoComplete={spec.autoComplete}
            inputMode={spec.inputMode}
            readOnly={spec.readOnly}
            defaultValue={EMPTY_APPLICATION[spec.name]}
            {...register(spec.name)}
          />
        )
      }
    </FormField>
  ));
}

function GradeSelect(props: React.ComponentProps<"select">) {
  return (
    <Select {...props}>
      <option value="">Select a grade</option>
      {GRADE_OPTIONS.map((grade) => (
        <option key={grade} value={grade}>
          {grade}
        </option>
      ))}
    </Select>
  );
}

function CheckboxGroup({
  legend,
  options,
  error,
  register,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  register: () => ReturnType<Register>;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={errorId} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-semibold text-slate-800">
        {legend}
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
        <span className="sr-only"> (required, choose at least one)</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <Checkbox value={option.value} {...register()} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <div className="mt-1.5">
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  );
}
