import { isLanguage, type Language } from "@choose/schema/i18n";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { notifyFailure } from "../../../components/admin/notify";
import { type BackToList, CardSkeletons, UnavailableItem } from "../../../components/admin/screen-data";
import type { EditedKind } from "./editor-draft";

/*
 * What an editor's route definition needs (its loader, pending and error components). A module apart,
 * without zod: route definitions are in the start-up chunk every page loads.
 */

/** The id segment of an editor's address that creates a new one (spec 2: `/admin/editor/new`). */
export const NEW_ID = "new";

/**
 * A new post's or page's address may name the version it translates (`?translationOf=<id>&language=es`):
 * the new one starts in that language, linked to it. Read without zod, like the rest of this module.
 */
export interface TranslationSearch {
  translationOf?: string;
  language?: Language;
}
export const translationSearch = (search: Record<string, unknown>): TranslationSearch => ({
  ...(typeof search.translationOf === "string" && { translationOf: search.translationOf }),
  ...(isLanguage(search.language) && { language: search.language }),
});

/** What an editor of a post or a page says, and the list it returns to. */
export interface EditorCopy {
  kind: EditedKind;
  back: BackToList;
  /** The notices (uiMessages.blogAdmin, uiMessages.pagesAdmin); `fetchOneFailed` also titles that page. */
  messages: { fetchOneFailed: string; created: string; updated: string; saveFailed: string };
}

/** An editor route's pendingComponent: a card in the shape of the editor. */
export function PendingEditor({ copy }: { copy: EditorCopy }) {
  return (
    <CardSkeletons
      label={`Loading ${copy.kind}`}
      cards={["editor"]}
      bars={["h-11 w-full", "h-20 w-full", "h-80 w-full"]}
      className="gap-6"
    />
  );
}

/**
 * An editor route's errorComponent: a deleted or mistyped item says so in a notice (with the server's
 * message) and in place, with the way back to its list.
 */
export function UnavailableEditor({
  copy,
  error,
}: { copy: EditorCopy } & Pick<ErrorComponentProps, "error">) {
  const title = copy.messages.fetchOneFailed;
  useEffect(() => notifyFailure(error, title), [error, title]);
  return <UnavailableItem title={title} back={copy.back} />;
}
