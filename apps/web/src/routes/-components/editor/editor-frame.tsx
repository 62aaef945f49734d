import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { Link, type LinkProps, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useRef } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { AdminQuery, UnavailableItem } from "../../../components/admin/admin-query";
import { notifyFailure, notifySuccess } from "../../../components/admin/notify";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { type Trpc, useTRPC } from "../../../lib/trpc";
import { DraftOffer, type EditedKind, LeaveGuard, useEditorDraft } from "./editor-draft";
import { NEW_ID } from "./new-id";

/** What an editor of a post or a page says, and the list it returns to. */
export interface EditorCopy {
  kind: EditedKind;
  backTo: LinkProps["to"];
  /** The way back's text on the page of an item that cannot be loaded ("Back to Pages"). */
  backText: string;
  /** The notices (uiMessages.blogAdmin, uiMessages.pagesAdmin); `fetchOneFailed` also titles that page. */
  messages: { fetchOneFailed: string; created: string; updated: string; saveFailed: string };
}

/**
 * An editor's save: the draft kept in the browser while it is edited, the create or update (`save`),
 * the notice, `refresh` of what shows the item, and the way back to the list.
 */
export function useEditorSave<Input extends FieldValues, Data>({
  id,
  form,
  draftSchema,
  save,
  refresh,
  copy,
}: {
  /** The item's id, or undefined for a new one. */
  id: string | undefined;
  form: UseFormReturn<Input, unknown, Data>;
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
      await navigate({ to: copy.backTo });
    },
    onError: (error) => notifyFailure(error, copy.messages.saveFailed),
  });
  return {
    copy,
    draft,
    saving: mutation.isPending,
    submit: form.handleSubmit((data) => mutation.mutate(data)),
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
      <form noValidate aria-label={label} hidden={hidden} onSubmit={editor.submit}>
        <Card className="grid gap-6 p-5 sm:p-8">{children}</Card>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={copy.backTo} className={buttonClasses("outline")}>
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
  query: (trpc: Trpc, id: string) => UseQueryOptions<T, Failure, T, Key>;
  copy: EditorCopy;
  /** The editor, of the loaded item or of a new one. */
  children: (item?: T) => ReactNode;
}

/**
 * An editor's screen: at once for a new item ("new" in the address), once it has loaded for an existing
 * one (`query`, by its id); a deleted or mistyped one says so in a notice and in place, with the way back.
 */
export function EditorScreen<T, Failure, Key extends QueryKey>(props: EditorScreenProps<T, Failure, Key>) {
  return props.id === NEW_ID ? props.children() : <LoadedEditor {...props} />;
}

function LoadedEditor<T, Failure, Key extends QueryKey>({
  id,
  query,
  copy,
  children,
}: EditorScreenProps<T, Failure, Key>) {
  const trpc = useTRPC();
  return (
    <AdminQuery
      query={useQuery(query(trpc, id))}
      loading={{
        label: `Loading ${copy.kind}`,
        cards: ["editor"],
        bars: ["h-11 w-full", "h-20 w-full", "h-80 w-full"],
        className: "gap-6",
      }}
      failure={copy.messages.fetchOneFailed}
      failed={
        <UnavailableItem
          title={copy.messages.fetchOneFailed}
          description={`The ${copy.kind} may have been deleted.`}
          backTo={copy.backTo}
          back={copy.backText}
        />
      }
    >
      {children}
    </AdminQuery>
  );
}
