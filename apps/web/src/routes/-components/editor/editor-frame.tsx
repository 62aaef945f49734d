import {
  type QueryKey,
  type UseSuspenseQueryOptions,
  useMutation,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useRef } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { notifyFailure, notifySuccess } from "../../../components/admin/notify";
import type { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { type Trpc, useTRPC } from "../../../lib/trpc";
import { DraftOffer, LeaveGuard, useEditorDraft } from "./editor-draft";
import { type EditorCopy, NEW_ID } from "./editor-route";

/**
 * An editor's save: the draft kept in the browser while it is edited, the create or update (`save`),
 * the notice, `refresh` of what shows the item, and the way back to the list.
 */
export function useEditorSave<Input extends FieldValues, Data>({
  id,
  schemaForm: { form, formProps },
  draftSchema,
  save,
  refresh,
  copy,
}: {
  /** The item's id, or undefined for a new one. */
  id: string | undefined;
  /** The editor's form (useSchemaForm). */
  schemaForm: ReturnType<typeof useSchemaForm<Input, Data>>;
  /** The form's fields as typed, valid or not yet. */
  draftSchema: z.ZodType<Input>;
  save: (data: Data) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  copy: EditorCopy;
}) {
  const navigate = useNavigate();
  const draft = useEditorDraft(copy.kind, id ?? NEW_ID, form, draftSchema);
  // Set once saved, so the way back to the list is not taken for leaving unsaved work.
  const savedRef = useRef(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async () => {
      savedRef.current = true;
      draft.clear();
      notifySuccess(id ? copy.messages.updated : copy.messages.created);
      await refresh();
      await navigate({ to: copy.back.to });
    },
    onError: (error) => notifyFailure(error, copy.messages.saveFailed),
  });
  return {
    copy,
    draft,
    saving: mutation.isPending,
    formProps: formProps(mutation),
    unsaved: () => form.formState.isDirty && !savedRef.current,
  };
}

/**
 * The editor's form in its card, with Cancel and the save button; above it the offer of a draft left
 * unsaved, and a question before leaving with unsaved changes.
 */
export function EditorForm({
  editor,
  label,
  submitLabel,
  hidden,
  children,
}: {
  editor: ReturnType<typeof useEditorSave>;
  /** The form's accessible name ("Post editor"). */
  label: string;
  submitLabel: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  const { copy, draft } = editor;
  return (
    <>
      <LeaveGuard kind={copy.kind} when={editor.unsaved} />
      {draft.offered && (
        <DraftOffer
          kind={copy.kind}
          savedAt={draft.offered.savedAt}
          onRestore={draft.restore}
          onDiscard={draft.discard}
        />
      )}
      <form aria-label={label} hidden={hidden} {...editor.formProps}>
        <Card className="grid gap-6 p-5 sm:p-8">{children}</Card>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={copy.back.to} className={buttonClasses("outline")}>
            Cancel
          </Link>
          <Button type="submit" disabled={editor.saving}>
            {editor.saving ? "Saving..." : submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}

interface EditorScreenProps<T, Failure, Key extends QueryKey> {
  id: string;
  /** The item's query, which the route's loader ensured (see editor-route). */
  query: (trpc: Trpc, id: string) => UseSuspenseQueryOptions<T, Failure, T, Key>;
  /** The editor, of the loaded item or of a new one. */
  children: (item?: T) => ReactNode;
}

/**
 * An editor's screen: of a new item ("new" in the address), or of the existing one its route loaded (a
 * deleted or mistyped one is the route's error component).
 */
export function EditorScreen<T, Failure, Key extends QueryKey>(props: EditorScreenProps<T, Failure, Key>) {
  return props.id === NEW_ID ? props.children() : <LoadedEditor {...props} />;
}

function LoadedEditor<T, Failure, Key extends QueryKey>({
  id,
  query,
  children,
}: EditorScreenProps<T, Failure, Key>) {
  const { data } = useSuspenseQuery(query(useTRPC(), id));
  return children(data);
}
