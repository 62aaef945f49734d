import { useBlocker } from "@tanstack/react-router";
import { AlertDialog } from "radix-ui";
import { useEffect, useState } from "react";
import { type FieldValues, type UseFormReturn, useWatch } from "react-hook-form";
import { z } from "zod";
import { AlertWindow } from "../../../components/admin/confirm-dialog";
import { buttonClasses } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/format";

/** What an editor edits: its drafts are kept apart, and its dialogs name it. */
export type EditedKind = "post" | "page";

/** The browser's key for a draft of the `kind` with this id ("new" for one not yet created). */
const draftKey = (kind: EditedKind, id: string) => `choose.${kind}-draft.${id}`;

/** What this browser kept, checked: another version of the site, or a hand edit, may have left anything. */
function readDraft<T>(key: string, values: z.ZodType<T>): { savedAt: string; values: T } | null {
  const stored = window.localStorage.getItem(key);
  if (!stored) return null;
  try {
    return z.object({ savedAt: z.iso.datetime(), values }).parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

/**
 * Unsaved changes kept in this browser while a post or page is edited, so a lost session, a closed tab
 * or a crash costs nothing: the next time it opens, the draft is offered back. Saving clears it.
 */
export function useEditorDraft<T extends FieldValues, Valid>(
  kind: EditedKind,
  id: string,
  form: UseFormReturn<T, unknown, Valid>,
  schema: z.ZodType<T>,
) {
  const key = draftKey(kind, id);
  // Read once, when the editor opens: what is offered back.
  const [offered, setOffered] = useState(() => readDraft(key, schema));
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;

  useEffect(() => {
    // On every change, not after a pause: a 401 unmounts the editor at once, and a timer would die with it.
    if (dirty)
      window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  }, [dirty, values, key]);

  return {
    offered,
    restore() {
      if (offered) form.reset(offered.values, { keepDefaultValues: true });
      setOffered(null);
    },
    discard() {
      window.localStorage.removeItem(key);
      setOffered(null);
    },
    /** After a save: nothing left to offer back. */
    clear() {
      window.localStorage.removeItem(key);
    },
  };
}

/** The offer of a draft left unsaved earlier, above the form. */
export function DraftOffer({
  kind,
  savedAt,
  onRestore,
  onDiscard,
}: {
  kind: EditedKind;
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-label="Unsaved draft"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold-400 bg-amber-50 p-4"
    >
      <p className="text-ink-800">
        This {kind} has changes that were not saved, from {formatDateTime(savedAt)}.
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses("primary", "sm")} onClick={onRestore}>
          Restore Draft
        </button>
        <button type="button" className={buttonClasses("outline", "sm")} onClick={onDiscard}>
          Discard Draft
        </button>
      </div>
    </section>
  );
}

/**
 * Asks before the editor is left with unsaved changes: a link or Cancel opens a dialog, closing or
 * reloading the tab the browser's own question. `when` is read at the moment of leaving.
 */
export function LeaveGuard({ kind, when }: { kind: EditedKind; when: () => boolean }) {
  const blocker = useBlocker({ shouldBlockFn: when, enableBeforeUnload: when, withResolver: true });
  return (
    <AlertDialog.Root open={blocker.status === "blocked"} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertWindow
        title="Leave without saving?"
        description={
          <>
            Your changes are not saved. A copy stays in this browser and is offered back the next time you
            open this {kind}.
          </>
        }
        cancelOnTop
      >
        <AlertDialog.Cancel className={buttonClasses("outline", "md")}>Keep Editing</AlertDialog.Cancel>
        <AlertDialog.Action className={buttonClasses("primary", "md")} onClick={() => blocker.proceed?.()}>
          Leave
        </AlertDialog.Action>
      </AlertWindow>
    </AlertDialog.Root>
  );
}
