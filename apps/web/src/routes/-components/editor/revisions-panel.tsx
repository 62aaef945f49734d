import type { RevisionKind } from "@choose/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { notifyFailure, notifySuccess } from "../../../components/admin/notify";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/format";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";

/**
 * The document's revisions (every save keeps one: who, when; the last 50), each comparable with the
 * current text (a word diff by the `diff` library, loaded when first asked for) and restorable: a
 * restore is saved like any edit, and so is a revision too.
 */
export function RevisionsPanel({
  kind,
  id,
  current,
  onRestored,
}: {
  kind: RevisionKind;
  id: string;
  /** The saved content the revisions are compared with. */
  current: string;
  onRestored: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const headingId = useId();
  const revisions = useQuery(trpc.admin.publishing.revisions.queryOptions({ kind, id }));
  const [compared, setCompared] = useState<number | null>(null);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Revisions
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Every save keeps a revision (the last 50). Compare one with the current text, or restore it.
      </p>
      {revisions.isPending ? (
        <p className="mt-3 text-ink-700">Loading the revisions…</p>
      ) : revisions.isError ? (
        <p role="alert" className="mt-3 font-medium text-red-800">
          The revisions could not be loaded.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-200">
          {revisions.data.map((revision, index) => (
            <li key={revision.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-ink-800">
                  <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
                  {revision.savedBy ? ` by ${revision.savedBy}` : ""}
                  {index === 0 && <span className="font-semibold"> (current)</span>}
                </span>
                {index > 0 && (
                  <span className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-expanded={compared === revision.id}
                      onClick={() => setCompared(compared === revision.id ? null : revision.id)}
                    >
                      {compared === revision.id ? "Hide changes" : "Compare with current"}
                    </Button>
                    <RestoreButton
                      kind={kind}
                      id={id}
                      revisionId={revision.id}
                      when={formatDateTime(revision.createdAt)}
                      onRestored={onRestored}
                    />
                  </span>
                )}
              </div>
              {compared === revision.id && (
                <RevisionDiff kind={kind} id={id} revisionId={revision.id} current={current} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function RestoreButton({
  kind,
  id,
  revisionId,
  when,
  onRestored,
}: {
  kind: RevisionKind;
  id: string;
  revisionId: number;
  when: string;
  onRestored: () => Promise<void>;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: () => client.admin.publishing.restoreRevision.mutate({ kind, id, revisionId }),
    onSuccess: async () => {
      notifySuccess("Revision restored", `The text saved ${when} is the current one again.`);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.publishing.pathKey() });
      await onRestored();
    },
    onError: (error) => notifyFailure(error, "Could not restore the revision"),
  });
  return (
    <Button size="sm" disabled={restore.isPending} onClick={() => restore.mutate()}>
      {restore.isPending ? "Restoring…" : "Restore"}
    </Button>
  );
}

/** What changed from the revision to the current text, word by word. */
function RevisionDiff({
  kind,
  id,
  revisionId,
  current,
}: {
  kind: RevisionKind;
  id: string;
  revisionId: number;
  current: string;
}) {
  const trpc = useTRPC();
  const revision = useQuery(trpc.admin.publishing.revision.queryOptions({ kind, id, revisionId }));
  const changes = useQuery({
    queryKey: ["revision-diff", kind, id, revisionId, current, revision.data?.content],
    enabled: revision.data !== undefined,
    queryFn: async () => {
      const { diffWords } = await import("diff");
      return diffWords(revision.data?.content ?? "", current);
    },
  });
  if (!changes.data) return <p className="mt-2 text-ink-700">Comparing…</p>;
  return (
    <div className="mt-3 space-y-2">
      <h3 className="font-semibold text-ink-900">Changes from this revision to the current text</h3>
      <p className="text-sm text-ink-700">
        <del className="bg-red-100 text-red-900">Struck through</del>: in this revision only.{" "}
        <ins className="bg-green-100 text-green-900 no-underline">Highlighted</ins>: in the current text only.
      </p>
      <pre className="max-h-96 overflow-auto whitespace-pre-wrap rounded-lg bg-ink-50 p-3 font-mono text-sm text-ink-900">
        {changes.data.map((part, index) =>
          part.added ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
            <ins key={index} className="bg-green-100 text-green-900 no-underline">
              {part.value}
            </ins>
          ) : part.removed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
            <del key={index} className="bg-red-100 text-red-900">
              {part.value}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order
            <span key={index}>{part.value}</span>
          ),
        )}
      </pre>
    </div>
  );
}
