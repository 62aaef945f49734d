import type { AppRouter } from "@choose/api/router";
import { isTRPCClientError } from "@trpc/client";
import type { FormEvent } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";

/** What a form sends its valid data with: a mutation (`useNotifyingMutation`, `useMutation`). */
export interface FormMutation<Data> {
  mutate: (data: Data, options: { onError: (error: unknown) => void }) => void;
}

/**
 * The field errors of a refused save (the server checks with the same schema): each shown at its field,
 * and attention moved to the first of them. The notice says the rest.
 */
export function showServerErrors<Input extends FieldValues, Data>(
  form: UseFormReturn<Input, unknown, Data>,
  error: unknown,
): void {
  const issues = isTRPCClientError<AppRouter>(error) ? (error.data?.errors ?? []) : [];
  // The form's field names are the schema's paths ("social.facebook", "years.0.schoolAward").
  const fields = new Set(Object.keys(flatten(form.getValues())));
  const isField = (path: string): path is Path<Input> => fields.has(path);
  let first = true;
  for (const { path, message } of issues) {
    if (!isField(path)) continue;
    form.setError(path, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}

/** Every leaf of the form's values by its dotted path, as react-hook-form names fields. */
function flatten(values: unknown, prefix = ""): Record<string, unknown> {
  if (typeof values !== "object" || values === null) return { [prefix]: values };
  return Object.entries(values).reduce<Record<string, unknown>>(
    (leaves, [key, value]) => Object.assign(leaves, flatten(value, prefix ? `${prefix}.${key}` : key)),
    prefix ? { [prefix]: values } : {},
  );
}

/**
 * A back-office form: react-hook-form checked by its shared schema from `@choose/schema`, which (with
 * zod) loads on the form's first focus (`lazyZodResolver`). `formProps(mutation)` are the `<form>`'s:
 * no browser checks (the fields' messages say what is wrong), the valid data sent by `mutation`, and a
 * refusal's field errors shown at their fields. Attention goes to the first field to fix either way.
 */
export function useSchemaForm<Input extends FieldValues, Data>(
  loadSchema: () => Promise<z.ZodType<Data, Input>>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Data>({ resolver: lazyZodResolver(loadSchema), defaultValues });
  /** `onInvalid`: what else a refusal by the schema says (a notice), beside the fields' messages. */
  const formProps = (mutation: FormMutation<Data>, onInvalid?: SubmitErrorHandler<Input>) => ({
    noValidate: true,
    onFocus: () => void loadSchema(),
    onSubmit: (event: FormEvent<HTMLFormElement>) =>
      form.handleSubmit(
        (data) => mutation.mutate(data, { onError: (error) => showServerErrors(form, error) }),
        onInvalid,
      )(event),
  });
  return { form, formProps };
}
