import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "../ui/input";
import { FormField } from "./form-field";

/** A web address field of a form: the URL keyboard, and https:// shown while it is empty. */
export function UrlField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  /** What `form.register(name)` returned. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => <Input {...control} type="url" placeholder="https://" {...registration} />}
    </FormField>
  );
}
