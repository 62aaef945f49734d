import type { Counterpart } from "@choose/schema";
import { LANGUAGE_NAMES, type Language, otherLanguage } from "@choose/schema/i18n";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { PublishedBadge } from "../../../components/admin/status-badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { NEW_ID } from "./editor-route";

/**
 * Beside an editor's form: the post or page in both languages, side by side. The version being edited,
 * and its counterpart in the other language (title, state, a link to edit it, unlink), or, when there is
 * none, that it is missing and the way to write it, already linked.
 */
export function TranslationPanel({
  kind,
  editor,
  edited,
  original,
  unlink,
}: {
  kind: "post" | "page";
  /** The editor's route, for the links to the counterpart and to a new translation. */
  editor: "/admin/editor/$id" | "/admin/pages/$id";
  /** The saved version being edited; undefined for a new one. */
  edited?: { id: string; language: Language; counterpart: Counterpart | null };
  /** For a new translation: the version it translates, once loaded. */
  original?: Counterpart;
  /** Unlinks the two versions (both stay). */
  unlink?: { onUnlink: () => void; pending: boolean };
}) {
  const language = edited?.language ?? otherLanguage(original?.language ?? "es");
  const counterpart = edited ? edited.counterpart : (original ?? null);
  const saved = edited !== undefined;
  const headingId = useId();
  const other = otherLanguage(language);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          Languages
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
            <h3 className="font-semibold text-brand-900">{LANGUAGE_NAMES[language]} version</h3>
            <p className="mt-1 text-sm text-ink-700">The {kind} you are editing.</p>
          </div>
          <div className="rounded-lg border border-ink-200 p-4" data-testid="counterpart">
            <h3 className="font-semibold text-brand-900">{LANGUAGE_NAMES[other]} version</h3>
            {counterpart ? (
              <>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-800">
                  <span lang={counterpart.language} className="font-medium">
                    {counterpart.title}
                  </span>
                  <PublishedBadge published={counterpart.published} />
                </p>
                <p className="mt-1 text-sm break-all text-ink-700">
                  Address: <code>{counterpart.slug}</code>
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={editor}
                    params={{ id: counterpart.id }}
                    className={buttonClasses("outline", "sm")}
                  >
                    Edit the {LANGUAGE_NAMES[other]} version
                  </Link>
                  {edited && unlink && (
                    <Button variant="outline" size="sm" disabled={unlink.pending} onClick={unlink.onUnlink}>
                      Unlink
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <>
                <p className="mt-1 font-medium text-ink-800">
                  Missing: this {kind} has no {LANGUAGE_NAMES[other]} version.
                </p>
                {saved ? (
                  <p className="mt-1 text-sm text-ink-700">
                    Visitors of the {LANGUAGE_NAMES[other]} site see this {kind} as written, marked with its
                    language.
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-ink-700">
                    Save this {kind} first; then you can write its {LANGUAGE_NAMES[other]} version.
                  </p>
                )}
                {edited && (
                  <div className="mt-3">
                    <Link
                      to={editor}
                      params={{ id: NEW_ID }}
                      search={{ translationOf: edited.id, language: other }}
                      className={buttonClasses("primary", "sm")}
                    >
                      Create the {LANGUAGE_NAMES[other]} version
                    </Link>
                  </div>
                )}
              </>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}
