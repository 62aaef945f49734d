import type { PostedForm, PublicFormId } from "@choose/schema/form-rules";
import type { Language } from "@choose/schema/i18n";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { useLanguage } from "./i18n";
import { lazyZodResolver } from "./lazy-zod-resolver";
import { fieldId, textValues, usePostAction, usePostedForm } from "./posted-form";

/**
 * `defaults` with answers from outside the form (a post without script, a saved draft) in their place:
 * text where the form takes text, a list where it takes a list (a key the defaults leave out is text).
 */
export function withValues<Input extends FieldValues>(
  defaults: DefaultValues<Input>,
  values: PostedForm["values"] | undefined,
): DefaultValues<Input> {
  const merged = { ...defaults };
  for (const [field, value] of Object.entries(values ?? {})) {
    const kind = Array.isArray(Reflect.get(defaults, field)) ? "list" : "text";
    if ((kind === "list") === Array.isArray(value)) Reflect.set(merged, field, value);
  }
  return merged;
}

/**
 * A public form checked by its shared schema, which loads on the first focus (`lazyZodResolver`).
 * `formProps(send)` are the `<form>`'s: a real POST to the form's page (so it works before and
 * without script), no browser validation, the schema's loading, and the valid data sent on with the
 * page's language once the script runs. A page rendered after such a post starts from its answers and
 * shows its messages (`field`) until the next try.
 */
export function useLazySchemaForm<Input extends FieldValues, Data>(
  id: PublicFormId,
  loadSchema: () => Promise<z.ZodType<Data, Input>>,
  defaultValues: DefaultValues<Input>,
  /** The parameters of the form's page address (an event's `slug`). */
  params: Record<string, string> = {},
) {
  const language = useLanguage();
  const posted = usePostedForm(id);
  const action = usePostAction(id, params);
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {});
  const [initial] = useState(() => withValues(defaultValues, posted?.values));
  const form = useForm<Input, unknown, Data>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: initial,
  });
  const formProps = (send: (data: Data & { language: Language }) => void) => ({
    method: "post",
    action,
    noValidate: true,
    onFocus: () => void loadSchema(),
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      setPostedErrors({});
      return form.handleSubmit((data) => send({ ...data, language }))(event);
    },
  });
  /**
   * A `FormField`'s id, first value and message: the value is in the server's HTML too (react-hook-form
   * fills fields only once hydrated); the message is the schema's in the browser, else the one its
   * post without script got; the error summary links to the id.
   */
  const field = (name: Path<Input>) => ({
    id: fieldId(id, name),
    defaultValue: textValues(initial)[name],
    error: form.getFieldState(name, form.formState).error?.message ?? postedErrors[name],
  });
  const summary = Object.entries(postedErrors).map(([name, message]) => ({ id: fieldId(id, name), message }));
  return { form, formProps, field, summary, posted };
}
