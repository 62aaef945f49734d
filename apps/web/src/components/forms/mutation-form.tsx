import type { ComponentProps } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A form whose valid values go to `mutation` when it is submitted. The browser's own checks are off: the
 * fields' messages (from the form's schema) say what is wrong instead.
 */
export function MutationForm<Input extends FieldValues, Data>({
  form,
  mutation,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit" | "noValidate"> & {
  form: UseFormReturn<Input, unknown, Data>;
  mutation: { mutate: (data: Data) => void };
}) {
  return <form {...props} noValidate onSubmit={form.handleSubmit((data) => mutation.mutate(data))} />;
}
