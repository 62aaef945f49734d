import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Label({
  required = false,
  className,
  children,
  ...props
}: ComponentProps<"label"> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cn("block text-sm font-semibold text-ink-800", className)} {...props}>
      {children}
      {required && (
        <span className="ml-0.5 text-danger-700" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
