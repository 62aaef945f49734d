import type { Counterpart } from "@choose/schema";
import { LANGUAGE_NAMES, type Language, otherLanguage } from "@choose/schema/i18n";
import { type ReactNode, useId } from "react";
import { PublishedBadge } from "../../../components/admin/status-badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/**
 * Beside an editor's form: the post or page in both languages, side by side. The version being edited,
 * and its counterpart in the other language (title, state, a link to edit it, unlink), or, when there is
 * none, that it is missing and the way to write it, already linked.
 */
export function TranslationPanel({
  kind,
  language,
  saved,
  counterpart,
  editCounterpart,
  createCounterpart,
  unlink,
}: {
  kind: "post" | "page";
  /** The language of the version being edited. */
  language: Language;
  /** False for a new one (its translation can be written once it is saved). */
  saved: boolean;
  counterpart: Counterpart | null;
  /** A link to the counterpart's editor. */
  editCounterpart?: ReactNode;
  /** A link to a new editor for the missing version, linked to this one. */
  createCounterpart?: ReactNode;
  /** Unlinks the two versions (both stay); undefined while it is under way. */
  unlink?: { onUnlink: () => void; pending: boolean };
}) {
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
            <p className="mt-1 text-sm text-slate-700">The {kind} you are editing.</p>
          </div>
          <div className="rounded-lg border border-slate-200 p-4" data-testid="counterpart">
            <h3 className="font-semibold text-brand-900">{LANGUAGE_NAMES[other]} version</h3>
            {counterpart ? (
              <>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-800">
                  <span lang={counterpart.language} className="font-medium">
                    {counterpart.title}
                  </span>
                  <PublishedBadge published={counterpart.published} />
                </p>
                <p className="mt-1 text-sm break-all text-slate-700">
                  Address: <code>{counterpart.slug}</code>
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {editCounterpart}
                  {unlink && (
                    <Button variant="outline" size="sm" disabled={unlink.pending} onClick={unlink.onUnlink}>
                      Unlink
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <>
                <p className="mt-1 font-medium text-slate-800">
                  Missing: this {kind} has no {LANGUAGE_NAMES[other]} version.
                </p>
                {saved ? (
                  <p className="mt-1 text-sm text-slate-700">
                    Visitors of the {LANGUAGE_NAMES[other]} site see this {kind} as written, marked with its
                    language.
                  </p>
                ) : (
                  <p className="mt-1 text-sm text-slate-700">
                    Save this {kind} first; then you can write its {LANGUAGE_NAMES[other]} version.
                  </p>
                )}
                {saved && <div className="mt-3">{createCounterpart}</div>}
              </>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}
