import type { Language } from "@choose/schema/i18n";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { useLanguage } from "./i18n";
import { lazyZodResolver } from "./lazy-zod-resolver";

/**
 * A public form checked by its shared schema, which loads on the first focus (`lazyZodResolver`).
 * `formProps(send)` are the `<form>`'s: no browser validation, the schema's loading, and the valid
 * data sent on with the page's language.
 */
export function useLazySchemaForm<Input extends FieldValues, Data>(
  loadSchema: () => Promise<z.ZodType<Data, Input>>,
  defaultValues: DefaultValues<Input>,
) {
  const language = useLanguage();
  const form = useForm<Input, unknown, Data>({ resolver: lazyZodResolver(loadSchema), defaultValues });
  const formProps = (send: (data: Data & { language: Language }) => void) => ({
    noValidate: true,
    onFocus: () => void loadSchema(),
    onSubmit: form.handleSubmit((data) => send({ ...data, language })),
  });
  return { form, formProps };
}
