import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "../forms/form-field";
import { Input } from "../ui/input";

/** A required password field of an admin form (the current password unless `autoComplete` says otherwise). */
export function PasswordField({
  label = "Password",
  autoComplete = "current-password",
  error,
  registration,
}: {
  label?: string;
  autoComplete?: "current-password" | "new-password";
  error: string | undefined;
  /** What `form.register(name)` returned. */
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={label} required error={error}>
      {(control) => <Input {...control} type="password" autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}
