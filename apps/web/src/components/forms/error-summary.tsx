import { useEffect, useRef } from "react";
import { useLocalization, useValidationText } from "../../lib/i18n";

/**
 * What was wrong with a form posted without script (GOV.UK's error summary): a heading, the failure
 * of the whole form if any, and a link to each field with its message. It takes focus once hydrated;
 * before that the post's address brings it into view.
 */
export function ErrorSummary({
  fields,
  failure,
  failureTitle,
}: {
  /** Each field's id and message, in the page's order. */
  fields: { id: string; message: string }[];
  failure?: string | undefined;
  failureTitle: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const { messages } = useLocalization();
  useEffect(() => {
    panel.current?.focus();
  }, []);
  if (fields.length === 0 && failure === undefined) return null;
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-lg border-2 border-danger-700 bg-danger-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-danger-700"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-danger-800">
        {failure === undefined ? messages.forms.errorSummary : failureTitle}
      </h2>
      {failure !== undefined && <FailureText message={failure} />}
      {fields.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {fields.map((field) => (
            <li key={field.id}>
              <SummaryLink {...field} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FailureText({ message }: { message: string }) {
  return <p className="mt-1 text-ink-800">{useValidationText(message)}</p>;
}

function SummaryLink({ id, message }: { id: string; message: string }) {
  return (
    <a href={`#${id}`} className="font-medium text-danger-800 underline underline-offset-2">
      {useValidationText(message)}
    </a>
  );
}
