import { Toast } from "radix-ui";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n";
import { dismissToast, useToasts } from "./toast-store";

/** Spec 9: shown 5000 ms, swipe right past 50 px to dismiss; F8 (Radix's default hotkey) focuses the region. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const toasts = useToasts();
  const closeLabel = useMessages().layout.closeNotice;
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full",
            "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
            "data-[state=closed]:opacity-0 data-[state=open]:animate-[toast-in_200ms_ease-out]",
            item.variant === "destructive"
              ? "border-red-800 bg-red-700 text-white"
              : "border-ink-200 bg-white text-ink-900",
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 rounded-md p-1.5 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor">
              <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-md flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
