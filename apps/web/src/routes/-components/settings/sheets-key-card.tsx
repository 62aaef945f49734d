import type { SheetsStatus } from "@choose/schema";
import { ConfirmDeleteButton } from "../../../components/admin/confirm-dialog";
import { SectionCard } from "../../../components/admin/section-card";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { FormField } from "../../../components/forms/form-field";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/input";
import type { Trpc } from "../../../lib/trpc";
import { SecretSourceBadge } from "./secret-source";

const SOURCE_TEXTS: Record<SheetsStatus["keySource"], string> = {
  environment:
    "In use: the key set on the server itself (GOOGLE_SERVICE_ACCOUNT_KEY or its file). It wins over a key saved here.",
  settings: "In use: the key saved here.",
  none: "No key yet: paste the service account key's JSON below (setup step 1).",
};

/**
 * The Google service account key, pasted here as the JSON file Google gives: stored encrypted on the
 * server and never shown again (the screen shows the account it names).
 */
export function SheetsKeyCard({ status }: { status: SheetsStatus }) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.ServiceAccountKeyInputSchema),
    { key: "" },
  );
  const reloads = (trpc: Trpc) => [trpc.admin.sheets.status.queryKey()];
  const save = useNotifyingMutation((trpc) => trpc.admin.sheets.saveKey, {
    success: (saved) => ({
      title: "Service account key saved",
      description: `Share the spreadsheet with ${saved.serviceAccountEmail ?? "its account"}.`,
    }),
    failure: "Failed to save the key",
    after: () => form.reset({ key: "" }),
    reloads,
  });
  const clear = useNotifyingMutation((trpc) => trpc.admin.sheets.clearKey, {
    success: "Saved key removed",
    failure: "Failed to remove the key",
    reloads,
  });
  return (
    <SectionCard
      title="Service account key"
      aside={<SecretSourceBadge source={status.keySource} none="No key" />}
    >
      <p className="mt-2 text-ink-700">{SOURCE_TEXTS[status.keySource]}</p>
      {status.serviceAccountEmail && (
        <p className="mt-1 text-ink-700">
          Account: <span className="font-mono break-all">{status.serviceAccountEmail}</span>
        </p>
      )}
      {status.encryptionAvailable ? (
        <form aria-label="Service account key" className="mt-4 grid gap-3" {...formProps(save)}>
          <FormField
            label={status.keyStored ? "Replace the key (JSON)" : "Key (JSON)"}
            hint="Open the .json file Google gave you when you created the key, copy all of it and paste it here. It is stored encrypted and never shown again."
            error={form.formState.errors.key?.message}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-sm"
                {...form.register("key")}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save key"}
            </Button>
            {status.keyStored && (
              <ConfirmDeleteButton
                label="Remove the saved key"
                title="Remove the saved key?"
                description="The spreadsheet is no longer kept up to date until a key is set again."
                confirmLabel="Remove"
                deleting={clear.isPending}
                onConfirm={() => clear.mutate()}
              >
                Remove
              </ConfirmDeleteButton>
            )}
          </div>
        </form>
      ) : (
        <p className="mt-4 rounded-lg bg-gold-100 p-3 text-sm text-gold-800">
          This site cannot save a key yet: whoever runs the server must first set SETTINGS_ENCRYPTION_KEY (a
          random key that keeps the key encrypted; see .env.example).
        </p>
      )}
    </SectionCard>
  );
}
