import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { useValidationText } from "../../lib/i18n";
import { Label } from "../ui/label";

/** What a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required": boolean | undefined;
  /** The value the server's HTML shows (a posted answer, a default); the form's own state takes over once hydrated. */
  defaultValue?: string | undefined;
}

/** A labelled field: the message sits under the control and is read with it (aria-describedby). */
export function FormField({
  id: givenId,
  defaultValue,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  /** A fixed id, for a field an error summary links to (else one is made). */
  id?: string | undefined;
  defaultValue?: string | string[] | undefined;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
        ...(typeof defaultValue === "string" && { defaultValue }),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A validation message, in the page's language (the shared schema's rules speak English). */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  const text = useValidationText(message);
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-700">
      {text}
    </p>
  );
}
