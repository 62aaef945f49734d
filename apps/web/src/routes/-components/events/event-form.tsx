import type { AdminEvent, EventData, EventInput } from "@choose/schema";
import { utcToEventLocal } from "@choose/schema/events";
import { LANGUAGE_NAMES, LANGUAGES } from "@choose/schema/i18n";
import { Controller } from "react-hook-form";
import { FormField } from "../../../components/forms/form-field";
import { type FormMutation, useSchemaForm } from "../../../components/forms/use-schema-form";
import { Button } from "../../../components/ui/button";
import { Checkbox, Input, Select } from "../../../components/ui/input";
import { renderContentField } from "../editor/content-field";

const EMPTY_EVENT: EventInput = {
  title: "",
  description: "",
  startsAt: "",
  endsAt: "",
  location: "",
  onlineUrl: "",
  capacity: 20,
  language: "en",
  published: false,
};

/** An event's fields as the form holds them: its times as Alabama's wall clock. */
const asInput = (event: AdminEvent): EventInput => ({
  title: event.title,
  description: event.description,
  startsAt: utcToEventLocal(event.startsAt),
  endsAt: utcToEventLocal(event.endsAt),
  location: event.location ?? "",
  onlineUrl: event.onlineUrl ?? "",
  capacity: event.capacity,
  language: event.language,
  published: event.published,
});

/** The back office's event form: create (no `event`) or edit; start and end in Central time. */
export function EventForm({
  event,
  save,
  saving,
}: {
  event?: AdminEvent;
  save: FormMutation<EventData>;
  saving: boolean;
}) {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.EventInputSchema),
    event ? asInput(event) : EMPTY_EVENT,
  );
  const { errors } = form.formState;
  return (
    <form aria-label={event ? "Edit event" : "New event"} className="grid gap-5" {...formProps(save)}>
      <FormField label="Title" required error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register("title")} />}
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="Starts" required hint="Central time (Alabama)" error={errors.startsAt?.message}>
          {(control) => <Input {...control} type="datetime-local" {...form.register("startsAt")} />}
        </FormField>
        <FormField label="Ends" required hint="Central time (Alabama)" error={errors.endsAt?.message}>
          {(control) => <Input {...control} type="datetime-local" {...form.register("endsAt")} />}
        </FormField>
        <FormField
          label="Place"
          hint="An address, or leave empty for an online event"
          error={errors.location?.message}
        >
          {(control) => <Input {...control} {...form.register("location")} />}
        </FormField>
        <FormField
          label="Online link"
          hint="Sent only to registered people, in their emails"
          error={errors.onlineUrl?.message}
        >
          {(control) => <Input {...control} type="url" spellCheck={false} {...form.register("onlineUrl")} />}
        </FormField>
        <FormField label="Capacity (seats)" required error={errors.capacity?.message}>
          {(control) => (
            <Input {...control} type="number" min={1} inputMode="numeric" {...form.register("capacity")} />
          )}
        </FormField>
        <FormField label="Language" error={errors.language?.message}>
          {(control) => (
            <Select {...control} {...form.register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="description"
        render={({ field, fieldState }) =>
          renderContentField({ field: { value: field.value ?? "", onChange: field.onChange }, fieldState })
        }
      />
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input */}
      <label className="flex items-center gap-2 font-medium text-ink-800">
        <Checkbox {...form.register("published")} />
        Published (shown on the website)
      </label>
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? "Saving..." : event ? "Save event" : "Create event"}
      </Button>
    </form>
  );
}
