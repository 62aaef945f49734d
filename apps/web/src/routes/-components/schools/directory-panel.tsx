import type { DirectoryEntry } from "@choose/schema";
import { SCHOOL_DESCRIPTION_MAX } from "@choose/schema/schools";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { ScreenPart } from "../../../components/admin/screen-data";
import { SectionCard } from "../../../components/admin/section-card";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Checkbox, Textarea } from "../../../components/ui/input";
import { type Trpc, useTRPC } from "../../../lib/trpc";

const directoryQuery = (trpc: Trpc, id: string) => trpc.admin.schools.entry.queryOptions({ id });

/**
 * Issue 34: the school's place in the public finder, from its application's page: the school's
 * consent (which it changes in its portal too), the description families read, and the staff's switch
 * that hides it whatever the school chose.
 */
export function DirectoryPanel({ id }: { id: string }) {
  return (
    <ScreenPart
      loading={{ label: "Loading the directory listing", cards: ["directory"], bars: ["h-24 w-full"] }}
      failure="The directory listing could not be loaded."
    >
      <Directory id={id} />
    </ScreenPart>
  );
}

function listedText(entry: DirectoryEntry): string {
  if (entry.listed) return "Listed in the public directory of member schools now.";
  if (entry.hidden) return "Not listed: hidden by staff.";
  if (!entry.listInDirectory) return "Not listed: the school has not agreed to be listed.";
  return "Not listed yet: it will be once the application is approved.";
}

function Directory({ id }: { id: string }) {
  const trpc = useTRPC();
  const { data: entry } = useSuspenseQuery(directoryQuery(trpc, id));
  const fieldId = useId();
  const defaults = {
    id,
    listInDirectory: entry.listInDirectory,
    hidden: entry.hidden,
    description: entry.description,
  };
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.DirectorySettingsSchema),
    defaults,
  );
  const save = useNotifyingMutation((t) => t.admin.schools.update, {
    success: "The directory listing is saved",
    failure: "Could not save the directory listing",
    after: (saved) =>
      form.reset({
        id,
        listInDirectory: saved.listInDirectory,
        hidden: saved.hidden,
        description: saved.description,
      }),
    reloads: (t) => [t.admin.schools.entry.queryKey({ id })],
  });
  const error = form.formState.errors.description?.message;
  return (
    <div className="mt-6">
      <SectionCard title="Public Directory">
        <p className="mt-1 text-sm text-slate-600">
          The finder of member schools (/schools) shows an approved school that agreed to be listed: its name,
          city, ZIP code, grades, type, governance, website and this description, nothing else.
        </p>
        <p className="mt-3 font-medium text-slate-900" role="status">
          {listedText(entry)}
        </p>
        <form aria-label="Directory listing" className="mt-4 space-y-3" {...formProps(save)}>
          <label htmlFor={`${fieldId}-consent`} className="flex items-center gap-2 text-slate-800">
            <Checkbox id={`${fieldId}-consent`} {...form.register("listInDirectory")} />
            The school agrees to be listed
          </label>
          <label htmlFor={`${fieldId}-hidden`} className="flex items-center gap-2 text-slate-800">
            <Checkbox id={`${fieldId}-hidden`} {...form.register("hidden")} />
            Hide from the directory
          </label>
          <label htmlFor={`${fieldId}-description`} className="block text-sm font-semibold text-slate-800">
            Description for families (plain text, {SCHOOL_DESCRIPTION_MAX} characters at most)
          </label>
          <Textarea
            id={`${fieldId}-description`}
            rows={3}
            maxLength={SCHOOL_DESCRIPTION_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-description-error` : undefined}
            {...form.register("description")}
          />
          {error && (
            <p id={`${fieldId}-description-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save the listing"}
          </Button>
        </form>
      </SectionCard>
    </div>
  );
}
