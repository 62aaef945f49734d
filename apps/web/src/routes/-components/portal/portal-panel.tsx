import type { PortalAdmin } from "@choose/schema";
import { PORTAL_TEXT_MAX } from "@choose/schema/portal";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { ConfirmDeleteButton } from "../../../components/admin/confirm-dialog";
import { notifyFailure } from "../../../components/admin/notify";
import { ScreenPart } from "../../../components/admin/screen-data";
import { SectionCard } from "../../../components/admin/section-card";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Checkbox, Textarea } from "../../../components/ui/input";
import { downloadWithSession } from "../../../lib/csv-download";
import { formatDateTime } from "../../../lib/format";
import { type Trpc, useTRPC } from "../../../lib/trpc";

const portalQuery = (trpc: Trpc, id: string) => trpc.admin.portal.detail.queryOptions({ id });

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The school's portal, from its application's page: the private links (a new one emailed, or all
 * revoked), the requests for information with the school's answers, and the documents it sent.
 */
export function PortalPanel({ id }: { id: string }) {
  return (
    <ScreenPart
      loading={{ label: "Loading the school's portal", cards: ["portal"], bars: ["h-24 w-full"] }}
      failure="The school's portal could not be loaded."
    >
      <Portal id={id} />
    </ScreenPart>
  );
}

function Portal({ id }: { id: string }) {
  const trpc = useTRPC();
  const { data: portal } = useSuspenseQuery(portalQuery(trpc, id));
  const reloads = (t: Trpc) => [t.admin.portal.detail.queryKey({ id })];
  const reissue = useNotifyingMutation((t) => t.admin.portal.reissueLink, {
    success: "A new link was emailed to the school",
    failure: "Could not send a new link",
    reloads,
  });
  const revoke = useNotifyingMutation((t) => t.admin.portal.revokeLink, {
    success: "The school's links no longer work",
    failure: "Could not revoke the links",
    reloads,
  });
  return (
    <div className="mt-6">
      <SectionCard title="School Portal">
        <p className="mt-1 text-sm text-ink-600">
          The school follows its application on a private page: its status and history, your requests, its
          documents, and the checklist with the notes meant for the school (never the internal ones).
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <p className="text-ink-800">
            {portal.link.active === 0
              ? "No link works now."
              : `${portal.link.active} working ${portal.link.active === 1 ? "link" : "links"}, the last sent ${formatDateTime(portal.link.lastIssuedAt ?? "")}.`}
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={reissue.isPending}
            onClick={() => reissue.mutate({ id })}
          >
            Email a new link
          </Button>
          {portal.link.active > 0 && (
            <ConfirmDeleteButton
              label="Revoke the links"
              confirmLabel="Revoke"
              title="Revoke the school's links?"
              description="Every link sent to the school stops working at once. You can email a new one later."
              disabled={revoke.isPending}
              onConfirm={() => revoke.mutate({ id })}
            >
              Revoke the links
            </ConfirmDeleteButton>
          )}
        </div>
        <Requests id={id} portal={portal} />
        <Documents id={id} portal={portal} />
      </SectionCard>
    </div>
  );
}

function Requests({ id, portal }: { id: string; portal: PortalAdmin }) {
  const bodyId = useId();
  const documentId = useId();
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.PortalRequestInputSchema),
    { id, body: "", asksDocument: false },
  );
  const body = form.watch("body");
  const ask = useNotifyingMutation((t) => t.admin.portal.ask, {
    success: "The request was emailed to the school",
    failure: "Could not send the request",
    after: () => form.reset({ id, body: "", asksDocument: false }),
    reloads: (t) => [t.admin.portal.detail.queryKey({ id })],
  });
  return (
    <section aria-labelledby={`${bodyId}-heading`} className="mt-6">
      <h3 id={`${bodyId}-heading`} className="text-lg font-semibold text-brand-900">
        Requests for information
      </h3>
      {portal.requests.length === 0 ? (
        <p className="mt-2 text-ink-700">Nothing asked yet.</p>
      ) : (
        <ul aria-label="Requests for information" className="mt-2 grid gap-3">
          {portal.requests.map((request) => (
            <li key={request.id} className="rounded-lg border border-ink-200 p-3">
              <p className="text-sm text-ink-600">
                {request.askedBy}, <time dateTime={request.askedAt}>{formatDateTime(request.askedAt)}</time>
                {request.asksDocument && " · asks for a document"}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-ink-900">{request.body}</p>
              {request.answeredAt ? (
                <p className="mt-2 whitespace-pre-line break-words text-ink-900">
                  <span className="font-semibold">
                    Answered {formatDateTime(request.answeredAt)}
                    {request.answer ? ": " : ""}
                  </span>
                  {request.answer}
                </p>
              ) : (
                <p className="mt-2 text-sm font-medium text-amber-800">Waiting for the school</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form aria-label="Ask the school" className="mt-4 space-y-2" {...formProps(ask)}>
        <label htmlFor={bodyId} className="block text-sm font-semibold text-ink-800">
          Ask the school
        </label>
        <Textarea
          id={bodyId}
          rows={3}
          maxLength={PORTAL_TEXT_MAX}
          aria-invalid={form.formState.errors.body ? true : undefined}
          {...form.register("body")}
        />
        {form.formState.errors.body && (
          <p className="text-sm font-medium text-red-700">{form.formState.errors.body.message}</p>
        )}
        <label htmlFor={documentId} className="flex items-center gap-2 text-ink-800">
          <Checkbox id={documentId} {...form.register("asksDocument")} />
          This asks for a document
        </label>
        <Button type="submit" size="sm" disabled={ask.isPending || !body.trim()}>
          {ask.isPending ? "Sending..." : "Send the request"}
        </Button>
      </form>
    </section>
  );
}

function Documents({ id, portal }: { id: string; portal: PortalAdmin }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        Documents from the school
      </h3>
      {portal.documents.length === 0 ? (
        <p className="mt-2 text-ink-700">No documents yet.</p>
      ) : (
        <ul aria-label="Documents from the school" className="mt-2 grid gap-2">
          {portal.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="break-all text-ink-900">
                {document.fileName}{" "}
                <span className="text-sm text-ink-600">
                  ({sizeText(document.size)}, {formatDateTime(document.uploadedAt)})
                </span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Download ${document.fileName}`}
                onClick={() =>
                  downloadWithSession(
                    `/api/applications/admin/${id}/documents/${document.id}`,
                    {},
                    document.fileName,
                  ).catch((error: unknown) => notifyFailure(error, "Could not download the document"))
                }
              >
                Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
