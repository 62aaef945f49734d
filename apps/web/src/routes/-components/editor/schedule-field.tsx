import { formatAlabamaTime, fromAlabamaLocal, toAlabamaLocal } from "@choose/schema/alabama-time";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";

/** "Scheduled for Friday, January 15, 2027 at 8:00 AM (Alabama time)" while unpublished with a time to come. */
export function scheduledText(published: boolean, publishAt: string | null | undefined): string | null {
  if (published || !publishAt || Date.parse(publishAt) <= Date.now()) return null;
  return `Scheduled for ${formatAlabamaTime(publishAt)} (Alabama time)`;
}

/**
 * "Publish At": a date and time in Alabama's time (the field shows and takes America/Chicago whatever
 * the browser's zone), kept in the form as an ISO time or null; with Publish off it schedules the post
 * or page, and says so.
 */
export function ScheduleField({
  kind,
  value,
  onChange,
  published,
  error,
}: {
  kind: "post" | "page";
  value: string | null;
  onChange: (value: string | null) => void;
  published: boolean;
  error: string | undefined;
}) {
  const scheduled = scheduledText(published, value);
  return (
    <div className="space-y-2">
      <FormField
        label="Publish At (Alabama time)"
        hint={`Optional: with Publish off, the ${kind} goes out by itself at this time (within a minute)`}
        error={error}
      >
        {(props) => (
          <div className="flex flex-wrap items-center gap-3">
            <Input
              {...props}
              type="datetime-local"
              className="max-w-xs"
              value={value ? toAlabamaLocal(value) : ""}
              onChange={(event) => onChange(fromAlabamaLocal(event.target.value))}
            />
            {value && (
              <Button variant="outline" size="sm" onClick={() => onChange(null)}>
                Clear time
              </Button>
            )}
          </div>
        )}
      </FormField>
      {scheduled && (
        <p role="status" className="font-semibold text-brand-800">
          {scheduled}
        </p>
      )}
    </div>
  );
}
