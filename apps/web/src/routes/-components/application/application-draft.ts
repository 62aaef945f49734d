import type { PostedForm } from "@choose/schema/form-rules";
import { useEffect, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import { textValues } from "../../../lib/posted-form";
import { withValues } from "../../../lib/use-lazy-schema-form";

const isEmpty = (value: unknown) =>
  value === undefined || value === "" || (Array.isArray(value) && !value.length);

/** A saved draft's answers (anything else in storage is ignored). */
function readDraft(key: string): PostedForm["values"] {
  try {
    return textValues(JSON.parse(localStorage.getItem(key) ?? "{}"));
  } catch {
    return {};
  }
}

/**
 * A long form kept on this device as it is typed (the browser's storage, never the server): on a
 * return its answers come back into the fields still empty, and `forget` drops them once sent or
 * cleared. `enabled` is off when the page shows a post's own answers.
 */
export function useDraft<Input extends FieldValues, Data>(
  form: UseFormReturn<Input, unknown, Data>,
  defaults: DefaultValues<Input>,
  key: string,
  enabled: boolean,
) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const current = textValues(form.getValues());
    const draft = Object.fromEntries(
      Object.entries(readDraft(key)).filter(([field, value]) => isEmpty(current[field]) && !isEmpty(value)),
    );
    if (Object.keys(draft).length > 0) {
      form.reset(withValues(defaults, { ...current, ...draft }), { keepDefaultValues: true });
      setShown(true);
    }
    const subscription = form.watch((values) => {
      try {
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or off (private browsing): the form works on without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [enabled, form, defaults, key]);
  return {
    shown,
    forget: () => {
      localStorage.removeItem(key);
      setShown(false);
    },
  };
}

/** Asks the browser to confirm leaving the page while `unsaved` (the browser words the question). */
export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
