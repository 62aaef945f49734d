import { type SheetsStatus, settingsMessages, uiMessages } from "@choose/schema";
import { useMutation } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { QueryScreen } from "../components/admin/admin-query";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { prefetching } from "../components/admin/prefetch";
import { SectionCard } from "../components/admin/section-card";
import { OnOffBadge } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Skeleton } from "../components/ui/skeleton";
import { toast } from "../components/ui/toast-store";
import { serverMessage } from "../lib/errors";
import { type Trpc, useTRPC } from "../lib/trpc";

/** The screen's data: prefetched by the loader, read by the screen. */
const statusQuery = (trpc: Trpc) => trpc.admin.sheets.status.queryOptions();

export const Route = createFileRoute("/admin/_authed/settings")({
  loader: prefetching(statusQuery),
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <QueryScreen
      title="Settings"
      meta="Connect the applications to a Google Sheets spreadsheet."
      description="Copy every school application into a Google Sheets spreadsheet, kept up to date automatically."
      query={statusQuery}
      skeleton={
        <div role="status" aria-label="Loading settings" className="grid gap-6">
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      }
      failure={uiMessages.sheets.statusFailed}
    >
      {(data) => (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="grid gap-6">
            <IntegrationCard status={data} />
            <ConfigureCard status={data} />
          </div>
          <SetupInstructions serviceAccountEmail={data.serviceAccountEmail} />
        </div>
      )}
    </QueryScreen>
  );
}

function IntegrationCard({ status }: { status: SheetsStatus }) {
  const trpc = useTRPC();
  const testConnection = useMutation(
    trpc.admin.sheets.testConnection.mutationOptions({
      onSuccess: (result) => {
        if (result.success) notifySuccess(uiMessages.sheets.testOk);
        else
          toast({
            variant: "destructive",
            title: uiMessages.sheets.testFailedTitle,
            description: result.message,
          });
      },
      onError: (error) =>
        notifyFailure(error, uiMessages.sheets.testFailedTitle, uiMessages.sheets.testFailedFallback),
    }),
  );
  const sync = useMutation(
    trpc.admin.sheets.sync.mutationOptions({
      onSuccess: (result) => notifySuccess(result.message || uiMessages.sheets.syncOk),
      onError: (error) => {
        // The sheet was unset since this screen loaded: the spec's own notice for that case.
        if (serverMessage(error, "") === uiMessages.sheets.configurationRequiredBody) {
          toast({
            variant: "destructive",
            title: uiMessages.sheets.configurationRequiredTitle,
            description: uiMessages.sheets.configurationRequiredBody,
          });
        } else {
          notifyFailure(error, uiMessages.sheets.syncFailed);
        }
      },
    }),
  );

  return (
    <SectionCard
      title="Google Sheets Integration"
      aside={<OnOffBadge on={status.configured} labels={["Configured", "Not configured"]} />}
    >
      <p className="mt-2 text-slate-700">
        {status.spreadsheetId ? (
          <>
            Applications are copied to spreadsheet{" "}
            <a
              href={`https://docs.google.com/spreadsheets/d/${status.spreadsheetId}/edit`}
              target="_blank"
              rel="noopener noreferrer"
              className="font-mono break-all text-brand-700 underline underline-offset-2"
            >
              {status.spreadsheetId}
            </a>
            .
          </>
        ) : (
          "No spreadsheet is linked yet. Follow the setup steps, then enter its ID below."
        )}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="outline" disabled={testConnection.isPending} onClick={() => testConnection.mutate()}>
          {testConnection.isPending ? "Testing..." : "Test Connection"}
        </Button>
        {status.configured && (
          <Button disabled={sync.isPending} onClick={() => sync.mutate()}>
            {sync.isPending ? "Syncing..." : "Sync All Applications Now"}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}

function ConfigureCard({ status }: { status: SheetsStatus }) {
  const inputId = useId();
  const [spreadsheetId, setSpreadsheetId] = useState(status.spreadsheetId ?? "");
  const configure = useNotifyingMutation((trpc) => trpc.admin.sheets.configure, {
    success: (result) => result.message || uiMessages.sheets.configured,
    failure: uiMessages.sheets.configureFailed,
    reloads: (trpc) => [trpc.admin.sheets.status.queryKey()],
  });
  const blank = spreadsheetId.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      toast({
        variant: "destructive",
        title: uiMessages.sheets.validationTitle,
        description: settingsMessages.spreadsheetIdRequired,
      });
      return;
    }
    configure.mutate({ spreadsheetId });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form aria-labelledby="configure-title" noValidate onSubmit={submit}>
        <h2 id="configure-title" className="text-lg font-bold text-brand-900">
          Spreadsheet
        </h2>
        <div className="mt-4 space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            Spreadsheet ID
          </label>
          <Input
            id={inputId}
            spellCheck={false}
            className="font-mono"
            aria-describedby={`${inputId}-hint`}
            value={spreadsheetId}
            onChange={(event) => setSpreadsheetId(event.target.value)}
          />
          <p id={`${inputId}-hint`} className="text-sm text-slate-600">
            The long code in the sheet's address, between <span className="font-mono">/d/</span> and{" "}
            <span className="font-mono">/edit</span>. Pasting the whole address works too.
          </p>
        </div>
        <Button type="submit" className="mt-5" disabled={blank || configure.isPending}>
          {configure.isPending
            ? "Saving..."
            : status.configured
              ? "Update Configuration"
              : "Configure Integration"}
        </Button>
      </form>
    </Card>
  );
}

function SetupInstructions({ serviceAccountEmail }: { serviceAccountEmail: string | null }) {
  return (
    <SectionCard title="Setup Instructions">
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
        <li>Create a spreadsheet in Google Sheets (or open the one to use).</li>
        <li>
          Click <strong>Share</strong> and add{" "}
          {serviceAccountEmail ? (
            <>
              the website's service account,{" "}
              <strong className="font-mono break-all text-slate-900">{serviceAccountEmail}</strong>,
            </>
          ) : (
            "the website's Google service account (your technical contact has its address)"
          )}{" "}
          as an <strong>Editor</strong>.
        </li>
        <li>Copy the spreadsheet's ID from its address and paste it here, then configure.</li>
        <li>
          New applications, status changes and deletions are then copied automatically. Use{" "}
          <strong>Sync All Applications Now</strong> to rewrite the whole sheet at any time.
        </li>
      </ol>
      {!serviceAccountEmail && (
        <p className="mt-4 rounded-lg bg-gold-100 p-3 text-sm text-gold-800">
          The server has no Google service account set up yet, so the sheet cannot be reached.
        </p>
      )}
    </SectionCard>
  );
}
