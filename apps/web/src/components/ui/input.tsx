import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Shared look of text inputs, textareas and selects; red border when aria-invalid is set. */
export const fieldControlClasses = cn(
  "block w-full rounded-lg border border-ink-400 bg-white px-3 text-base text-ink-900 shadow-xs",
  "placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0",
  "focus-visible:outline-brand-600/40 disabled:bg-ink-100 read-only:bg-ink-100",
  "aria-invalid:border-danger-700 aria-invalid:focus-visible:outline-danger-700/30",
);

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldControlClasses, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldControlClasses, "py-2.5", className)} {...props} />;
}

/** A native select: light, accessible, and the phone's own picker on mobile. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldControlClasses, "h-11 pr-8", className)} {...props} />;
}

/** A native checkbox in the brand colour; its label is the caller's <label>. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input type="checkbox" className={cn("size-5 shrink-0 rounded accent-brand-800", className)} {...props} />
  );
}
