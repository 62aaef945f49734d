import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button, buttonClasses } from "../ui/button";

/**
 * A delete button that asks first (spec 8). Radix's alert dialog traps focus, starts on Cancel (the
 * safe choice), closes on Escape and returns focus to the button that opened it.
 */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  confirmLabel = "Delete",
  disabled = false,
  deleting = false,
  onConfirm,
  children,
}: {
  /** The opener's accessible name, e.g. "Delete Grace Academy". */
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  disabled?: boolean;
  /** While the delete runs: disabled, and "Deleting..." unless `children` say otherwise. */
  deleting?: boolean;
  onConfirm: () => void;
  /** The opener's text; "Delete" by default. */
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={label}
          disabled={disabled || deleting}
          className="border-red-700 text-red-700 hover:bg-red-50"
        >
          {children ?? (deleting ? "Deleting..." : "Delete")}
        </Button>
      </AlertDialog.Trigger>
      <AlertWindow title={title} description={description}>
        <AlertDialog.Cancel className={buttonClasses("outline", "md")}>Cancel</AlertDialog.Cancel>
        <AlertDialog.Action
          className={`${buttonClasses("primary", "md")} bg-red-700 hover:bg-red-800`}
          onClick={onConfirm}
        >
          {confirmLabel}
        </AlertDialog.Action>
      </AlertWindow>
    </AlertDialog.Root>
  );
}

/**
 * An alert dialog's window over the dimmed page: its title, what it asks, then its buttons, side by side
 * or, on a phone, stacked (Cancel at the foot unless `cancelOnTop`).
 */
export function AlertWindow({
  title,
  description,
  cancelOnTop = false,
  details,
  children,
}: {
  title: ReactNode;
  /** A sentence: it is read out as the dialog's description. */
  description: ReactNode;
  /** More to show under the description (blocks, a preview), before the buttons. */
  details?: ReactNode;
  cancelOnTop?: boolean;
  /** The buttons, Cancel first. */
  children: ReactNode;
}) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
        <AlertDialog.Title className="text-lg font-bold text-brand-900">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-ink-700">{description}</AlertDialog.Description>
        {details && <div className="mt-4">{details}</div>}
        <div
          className={`mt-6 flex ${cancelOnTop ? "flex-col" : "flex-col-reverse"} gap-3 sm:flex-row sm:justify-end`}
        >
          {children}
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
