import type { ApplicationData, ApplicationInput, ApplicationReceipt } from "@choose/schema";
import {
  DEFAULT_STATE,
  GOVERNANCE_OPTIONS,
  GRADE_OPTIONS,
  SCHOOL_TYPE_OPTIONS,
} from "@choose/schema/application-choices";
import { DRAFT_INTENT, FORM_ANCHOR, HONEYPOT_FIELD, type PostedForm } from "@choose/schema/form-rules";
import { fill, type PageTexts } from "@choose/schema/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { UseFormRegister } from "react-hook-form";
import { ErrorSummary } from "../../../components/forms/error-summary";
import { FieldError, FormField } from "../../../components/forms/form-field";
import { HoneypotField } from "../../../components/forms/honeypot-field";
import { PrivacyNote } from "../../../components/forms/privacy-note";
import { sendNotices } from "../../../components/forms/send-notices";
import { Button } from "../../../components/ui/button";
import { Checkbox, Input, Select, Textarea } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { cn } from "../../../lib/cn";
import { serverMessage } from "../../../lib/errors";
import { useLanguage, useMessages, usePageTexts } from "../../../lib/i18n";
import { scrollToTop } from "../../../lib/scroll";
import { useTRPC } from "../../../lib/trpc";
import { useLazySchemaForm, withValues } from "../../../lib/use-lazy-schema-form";
import { useDraft, useLeaveWarning } from "./application-draft";
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
  // Issue 34: unticked unless the school ticks it.
  listInDirectory: false,
  [HONEYPOT_FIELD]: "",
};

/**
 * Every answer empty but the State: what Reset Form and a success leave. The form's own defaults leave
 * the text answers out, so a field hydrated late keeps what was typed into it before.
 */
const BLANK_APPLICATION: Partial<ApplicationInput> = {
  ...Object.fromEntries(
    [...SCHOOL_INFORMATION, ...ADMINISTRATOR_INFORMATION, ...SCHOOL_DETAILS, ...ENROLLMENT_COUNTS, CURRICULUM]
      .map((spec): string => spec.name)
      .concat("lowestGrade", "highestGrade")
      .map((name) => [name, ""]),
  ),
  ...EMPTY_APPLICATION,
};

const loadSchema = () => import("@choose/schema").then((schema) => schema.ApplicationInputSchema);

/** Each option with its label in the page's language (the stored value stays the spec's). */
const labelled = <Value extends string>(
  options: readonly { value: Value }[],
  labels: Record<Value, string>,
) => options.map(({ value }) => ({ value, label: labels[value] }));

/** The choose-one-or-more groups. */
const choiceGroups = (texts: PageTexts["application"]) =>
  [
    {
      field: "governanceStructure",
      legend: texts.governance,
      options: labelled(GOVERNANCE_OPTIONS, texts.governanceOptions),
    },
    {
      field: "schoolType",
      legend: texts.schoolType,
      options: labelled(SCHOOL_TYPE_OPTIONS, texts.schoolTypeOptions),
    },
  ] as const;

type Register = UseFormRegister<ApplicationInput>;

/** Where a draft of the form is kept on this device while it is filled in (cleared once sent). */
const DRAFT_KEY = "choose:application-draft";

export function ApplicationForm() {
  const trpc = useTRPC();
  const texts = usePageTexts().application;
  const { notices, forms } = useMessages();
  const { form, formProps, field, summary, posted } = useLazySchemaForm<ApplicationInput, ApplicationData>(
    "application",
    loadSchema,
    EMPTY_APPLICATION,
  );
  // A draft's answer (saved, or a link's answers back) is the draft's notice, not a submission's.
  const [done, setDone] = useState(posted?.done?.draft ? undefined : posted?.done);
  const restored = useDraft<ApplicationInput, ApplicationData>(
    form,
    EMPTY_APPLICATION,
    DRAFT_KEY,
    posted === undefined,
  );
  const clear = () => {
    form.reset(BLANK_APPLICATION);
    restored.forget();
  };
  const submit = useMutation(
    trpc.applications.submit.mutationOptions(
      sendNotices(notices.application, (receipt: ApplicationReceipt) => {
        setDone({ reference: receipt.reference, email: form.getValues("administratorEmail") });
        clear();
        scrollToTop();
      }),
    ),
  );
  const { register } = form;
  useLeaveWarning(form.formState.isDirty && !submit.isPending);
  const { saveDraft, serverDraft } = useServerDraft(form, posted?.done);

  return (
    <form
      {...formProps(submit.mutate)}
      id={FORM_ANCHOR}
      aria-label={texts.formLabel}
      className="relative scroll-mt-24 space-y-8"
    >
      {done && <ApplicationSubmitted done={done} />}
      <ErrorSummary
        fields={summary}
        failure={posted?.failure}
        failureTitle={notices.application.failureTitle}
      />
      {serverDraft && (
        <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-ink-800">
          {serverDraft.state === "saved" ? (
            <>
              <p className="font-semibold">{forms.draftSavedTitle}</p>
              <p>{fill(forms.draftSavedBody, { email: serverDraft.email })}</p>
            </>
          ) : (
            <p>{serverDraft.state === "loaded" ? forms.draftLoaded : forms.draftGone}</p>
          )}
        </div>
      )}
      {restored.shown && (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-ink-800">
          {forms.draftRestored}
        </p>
      )}
      <FormSection title={texts.sections.school}>
        <TextFields specs={SCHOOL_INFORMATION} register={register} field={field} />
      </FormSection>
      <div className="space-y-8">
        <FormSection title={texts.sections.administrator}>
          <TextFields specs={ADMINISTRATOR_INFORMATION} register={register} field={field} />
        </FormSection>
        <FormSection title={texts.sections.details}>
          <TextFields specs={SCHOOL_DETAILS} register={register} field={field} />
          {choiceGroups(texts).map((group) => (
            <CheckboxGroup
              key={group.field}
              legend={group.legend}
              options={group.options}
              {...field(group.field)}
              register={() => register(group.field)}
            />
          ))}
        </FormSection>
        <FormSection title={texts.sections.enrollment}>
          <FormField label={texts.lowestGrade} required {...field("lowestGrade")}>
            {(control) => <GradeSelect {...control} {...register("lowestGrade")} />}
          </FormField>
          <FormField label={texts.highestGrade} required {...field("highestGrade")}>
            {(control) => <GradeSelect {...control} {...register("highestGrade")} />}
          </FormField>
          <TextFields specs={[...ENROLLMENT_COUNTS, CURRICULUM]} register={register} field={field} />
        </FormSection>
        <DirectoryConsent {...field("listInDirectory")} register={() => register("listInDirectory")} />
        <HoneypotField {...register(HONEYPOT_FIELD)} />
        {/* The privacy note, then Submit, Reset and Save for later: the page's order is the order on screen, so Tab follows it. */}
        <div className="flex flex-col gap-3 border-t border-ink-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
          <PrivacyNote className="sm:mr-auto" />
          <Button type="submit" size="lg" disabled={submit.isPending}>
            {submit.isPending ? texts.submitting : texts.submit}
          </Button>
          <ResetButton asks={form.formState.isDirty} disabled={submit.isPending} onReset={clear} />
          {/* A submit button of its own, so before the script (or without it) the server saves the draft. */}
          <Button
            type="submit"
            name={DRAFT_INTENT.name}
            value={DRAFT_INTENT.value}
            formNoValidate
            variant="outline"
            size="lg"
            disabled={saveDraft.isPending || submit.isPending}
            onClick={(event) => {
              event.preventDefault();
              saveDraft.save();
            }}
          >
            {saveDraft.isPending ? forms.draftSaving : forms.saveDraft}
          </Button>
        </div>
      </div>
    </form>
  );
}

type ApplicationFormApi = ReturnType<typeof useLazySchemaForm<ApplicationInput, ApplicationData>>["form"];

/**
 * "Save and continue later": the answers so far are kept on the server for 30 days and a link to
 * continue is emailed to the administrator's address; that link (`?draft=…`) brings them back here,
 * and leaves the address bar at once.
 */
function useServerDraft(form: ApplicationFormApi, posted: PostedForm["done"]) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { forms } = useMessages();
  // The server's answer to a draft posted without script, or to a link it brought back already.
  const [serverDraft, setServerDraft] = useState<{ state: "saved" | "loaded" | "gone"; email: string }>();
  const [fromServer] = useState(() =>
    posted?.draft ? { state: posted.draft, email: posted.email ?? "" } : undefined,
  );
  const mutation = useMutation(trpc.portal.saveDraft.mutationOptions());
  const router = useRouter();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    const token = new URLSearchParams(searchStr).get("draft");
    if (!token) return;
    router.history.replace(router.state.location.pathname);
    if (fromServer) return;
    queryClient.fetchQuery(trpc.portal.draft.queryOptions({ token })).then(
      (draft) => {
        form.reset(withValues(EMPTY_APPLICATION, draft.values));
        setServerDraft({ state: "loaded", email: "" });
      },
      () => setServerDraft({ state: "gone", email: "" }),
    );
  }, [form, queryClient, trpc, router, searchStr, fromServer]);
  const save = () => {
    const email = form.getValues("administratorEmail").trim();
    if (!email) {
      toast({ variant: "destructive", title: forms.draftSaveFailed, description: forms.draftNeedsEmail });
      return;
    }
    const values = Object.fromEntries(
      Object.entries(form.getValues()).filter(
        ([key, value]) => key !== HONEYPOT_FIELD && (typeof value === "string" || Array.isArray(value)),
      ),
    );
    mutation.mutate(
      { email, language, values },
      {
        onSuccess: () =>
          toast({ title: forms.draftSavedTitle, description: fill(forms.draftSavedBody, { email }) }),
        onError: (error) =>
          toast({
            variant: "destructive",
            title: forms.draftSaveFailed,
            description: serverMessage(error, ""),
          }),
      },
    );
  };
  return { saveDraft: { save, isPending: mutation.isPending }, serverDraft: serverDraft ?? fromServer };
}

/** The success of a submission: the spec's title, where the receipt went, and the reference to quote. */
function ApplicationSubmitted({ done }: { done: NonNullable<PostedForm["done"]> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const notices = useMessages().notices.application;
  const { forms } = useMessages();
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div role="status" className="rounded-xl border border-success-700 bg-success-50 p-5 sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-success-900 focus:outline-none">
        {notices.successTitle}
      </h2>
      <p className="mt-2 text-ink-800">{notices.successBody}</p>
      {done.email && <p className="mt-2 text-ink-800">{fill(forms.receiptSentTo, { email: done.email })}</p>}
      {done.reference && (
        <p className="mt-2 font-medium text-ink-900">
          {fill(forms.reference, { reference: done.reference })}
        </p>
      )}
    </div>
  );
}

/** "Reset Form", which asks first once something was typed (twenty fields are a lot to lose). */
function ResetButton({ asks, disabled, onReset }: { asks: boolean; disabled: boolean; onReset: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const texts = usePageTexts().application;
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        disabled={disabled}
        onClick={() => (asks ? dialog.current?.showModal() : onReset())}
      >
        {texts.reset}
      </Button>
      {/* A native modal: it traps focus, closes on Escape and gives focus back to Reset Form. */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl backdrop:bg-ink-900/60"
      >
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {texts.resetTitle}
        </h2>
        <p className="mt-2 text-ink-700">{texts.resetBody}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
          {/* autoFocus: the safe choice is the one a stray Enter takes. */}
          <Button type="button" variant="outline" autoFocus onClick={() => dialog.current?.close()}>
            {texts.keep}
          </Button>
          <Button
            type="button"
            className="bg-danger-700 hover:bg-danger-800"
            onClick={() => {
              dialog.current?.close();
              onReset();
            }}
          >
            {texts.clear}
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
      className="rounded-xl border border-ink-200 bg-white p-5 shadow-sm sm:p-8"
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
  field,
}: {
  specs: TextFieldSpec[];
  register: Register;
  field: (name: TextFieldSpec["name"]) => {
    id: string;
    defaultValue: string | string[] | undefined;
    error: string | undefined;
  };
}) {
  const { fields } = usePageTexts().application;
  // Each field's first value is in the markup too (`field`), so the prerendered form already shows the
  // State as AL, and a form posted without script shows its answers.
  return specs.map((spec) => (
    <FormField
      key={spec.name}
      label={fields[spec.name].label}
      required={spec.required}
      hint={fields[spec.name].hint || undefined}
      {...field(spec.name)}
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
  const texts = usePageTexts().application;
  return (
    <Select {...props}>
      <option value="">{texts.selectGrade}</option>
      {/* The stored value stays the spec's English grade; the page shows it in its language. */}
      {GRADE_OPTIONS.map((grade) => (
        <option key={grade} value={grade}>
          {texts.grades[grade]}
        </option>
      ))}
    </Select>
  );
}

/**
 * Issue 34: the optional consent to the public finder of member schools, unticked by default. The box
 * posts "true" without script, as the JSON form sends it.
 */
function DirectoryConsent({
  id,
  defaultValue,
  register,
}: {
  id: string;
  defaultValue: string | string[] | undefined;
  register: () => ReturnType<Register>;
}) {
  const texts = usePageTexts().application;
  const hintId = `${id}-hint`;
  return (
    <div className="rounded-lg border border-ink-200 p-4">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-ink-900"
      >
        <Checkbox
          id={id}
          value="true"
          defaultChecked={defaultValue === "true"}
          aria-describedby={hintId}
          {...register()}
        />
        <span>{texts.directoryConsent}</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-700">
        {texts.directoryConsentHint}
      </p>
    </div>
  );
}

function CheckboxGroup({
  id,
  defaultValue,
  legend,
  options,
  error,
  register,
}: {
  id: string;
  /** The boxes ticked in the server's HTML (a posted answer). */
  defaultValue: string | string[] | undefined;
  legend: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  register: () => ReturnType<Register>;
}) {
  const errorId = error ? `${id}-error` : undefined;
  const { chooseOne } = usePageTexts().application;
  return (
    <fieldset id={id} className="sm:col-span-2" aria-describedby={errorId} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-semibold text-ink-800">
        {legend}
        <span className="ml-0.5 text-danger-700" aria-hidden="true">
          *
        </span>
        <span className="sr-only">{chooseOne}</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-300 px-3 py-2 hover:bg-ink-50 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <Checkbox
              value={option.value}
              defaultChecked={Array.isArray(defaultValue) && defaultValue.includes(option.value)}
              {...register()}
            />
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
