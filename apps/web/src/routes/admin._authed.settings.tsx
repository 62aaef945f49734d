import type { SheetsStatus } from "@choose/schema";
import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useWatch } from "react-hook-form";
import { AdminScreen } from "../components/admin/admin-shell";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { screenStates } from "../components/admin/screen-data";
import { SectionCard } from "../components/admin/section-card";
import { OnOffBadge } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { toast } from "../components/ui/toast-store";
import { serverMessage } from "../lib/errors";
import { useTRPC } from "../lib/trpc";
import { SheetsKeyCard } from "./-components/settings/sheets-key-card";

const header = {
  title: "Settings",
  meta: "Connect the applications to a Google Sheets spreadsheet.",
  description:
    "Copy every school application into a Google Sheets spreadsheet, kept up to date automatically.",
};

export const Route = createFileRoute("/admin/_authed/settings")({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.admin.sheets.status.queryOptions()),
  ...screenStates(header, {
    loading: {
      label: "Loading settings",
      cards: ["key", "integration", "spreadsheet"],
      bars: ["h-6 w-1/2", "h-11 w-full"],
      className: "gap-6",
    },
    failure: uiMessages.sheets.statusFailed,
  }),
  component: SettingsPage,
});

function SettingsPage() {
  const { data: status } = useSuspenseQuery(useTRPC().admin.sheets.status.queryOptions());
  return (
    <AdminScreen {...header}>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="grid gap-6">
          <SheetsKeyCard status={status} />
          <IntegrationCard status={status} />
          <ConfigureCard status={status} />
        </div>
        <SetupInstructions serviceAccountEmail={status.serviceAccountEmail} />
      </div>
    </AdminScreen>
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
      <p className="mt-2 text-ink-700">
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
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.SpreadsheetConfigureSchema),
    { spreadsheetId: status.spreadsheetId ?? "" },
  );
  const configure = useNotifyingMutation((trpc) => trpc.admin.sheets.configure, {
    success: (result) => result.message || uiMessages.sheets.configured,
    failure: uiMessages.sheets.configureFailed,
    reloads: (trpc) => [trpc.admin.sheets.status.queryKey()],
  });
  const blank = useWatch({ control: form.control, name: "spreadsheetId" }).trim() === "";

  return (
    <Card className="p-5 sm:p-6">
      <form
        aria-labelledby="configure-title"
        {...formProps(configure, (errors) =>
          // The spec's notice for a form sent without a usable ID, beside the field's own message.
          toast({
            variant: "destructive",
            title: uiMessages.sheets.validationTitle,
            description: errors.spreadsheetId?.message,
          }),
        )}
      >
        <h2 id="configure-title" className="text-lg font-bold text-brand-900">
          Spreadsheet
        </h2>
        <FormField
          className="mt-4"
          label="Spreadsheet ID"
          hint="The long code in the sheet's address, between /d/ and /edit. Pasting the whole address works too."
          error={form.formState.errors.spreadsheetId?.message}
        >
          {(control) => (
            <Input
              {...control}
              spellCheck={false}
              className="font-mono"
              {...form.register("spreadsheetId")}
            />
          )}
        </FormField>
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
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-ink-700">
        <li>
          In the Google Cloud console, create a service account, add a key of type JSON to it, and paste that
          file's contents under <strong>Service account key</strong> (skip this if the server already has a
          key).
        </li>
        <li>Create a spreadsheet in Google Sheets (or open the one to use).</li>
        <li>
          Click <strong>Share</strong> and add{" "}
          {serviceAccountEmail ? (
            <>
              the website's service account,{" "}
              <strong className="font-mono break-all text-ink-900">{serviceAccountEmail}</strong>,
            </>
          ) : (
            "the website's Google service account (its address shows here once the key is saved)"
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
          No service account key is set yet, so the sheet cannot be reached: save one under Service account
          key.
        </p>
      )}
    </SectionCard>
  );
}
