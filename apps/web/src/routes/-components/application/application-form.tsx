import {
  type ApplicationData,
  type ApplicationInput,
  ApplicationInputSchema,
  DEFAULT_STATE,
  GOVERNANCE_OPTIONS,
  GRADE_OPTIONS,
  HONEYPOT_FIELD,
  SCHOOL_TYPE_OPTIONS,
  uiMessages,
} from "@choose/schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { type FieldErrors, type UseFormRegister, useForm } from "react-hook-form";
import { FieldError, FormField } from "../../../components/forms/form-field";
import { HoneypotField } from "../../../components/forms/honeypot-field";
import { Button } from "../../../components/ui/button";
import { Checkbox, Input, Select, Textarea } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { serverMessage } from "../../../lib/errors";
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

type Register = UseFormRegister<ApplicationInput>;
type Errors = FieldErrors<ApplicationInput>;

export function ApplicationForm() {
  const trpc = useTRPC();
  const form = useForm<ApplicationInput, unknown, ApplicationData>({
    resolver: zodResolver(ApplicationInputSchema),
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
      onSubmit={form.handleSubmit((data) => submit.mutate(data))}
    >
      <FormSection title="School Information">
        <TextFields specs={SCHOOL_INFORMATION} register={register} errors={errors} />
      </FormSection>
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
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={() => form.reset()} disabled={submit.isPending}>
          Reset Form
        </Button>
        <Button type="submit" size="lg" disabled={submit.isPending}>
          {submit.isPending ? "Submitting..." : "Submit Application"}
        </Button>
      </div>
    </form>
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
