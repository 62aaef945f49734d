import { lazy, Suspense, useId, useState } from "react";
import { FieldError } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatHtml } from "./format-html";
import { tagsTheVisualEditorDrops } from "./post-html";

/** Tiptap is fetched only when an editor screen opens. */
const RichTextEditor = lazy(() => import("./rich-text-editor"));

/** ContentField as a form's `content` (`<Controller name="content" render={renderContentField} />`). */
export function renderContentField({
  field,
  fieldState,
}: {
  field: { value: string; onChange: (html: string) => void };
  fieldState: { error?: { message?: string } };
}) {
  return <ContentField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />;
}

/** The content as rich text (Tiptap) or as the raw HTML; both edit the same form value. */
function ContentField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (html: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  // Content holding what the visual editor cannot keep (a table, say) opens as HTML, so saving loses nothing.
  const [mode, setMode] = useState<"visual" | "html">(() =>
    tagsTheVisualEditorDrops(value).length > 0 ? "html" : "visual",
  );
  const dropped = mode === "html" ? tagsTheVisualEditorDrops(value) : [];
  const noteId = dropped.length > 0 ? `${id}-note` : undefined;

  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id={`${id}-label`} htmlFor={mode === "html" ? `${id}-html` : undefined} required>
          Content
        </Label>
        {/* Two buttons, the pressed one the mode that is on: the label itself says which. */}
        <fieldset className="flex rounded-md border border-ink-300 p-0.5">
          <legend className="sr-only">Edit the content as</legend>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={mode === "visual"}
            className="aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
            disabled={dropped.length > 0}
            onClick={() => setMode("visual")}
          >
            Visual
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={mode === "html"}
            className="aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
            onClick={() => {
              // Laid out a block a line, so the HTML can be read (the page looks the same).
              if (mode === "visual") onChange(formatHtml(value));
              setMode("html");
            }}
          >
            HTML
          </Button>
        </fieldset>
      </div>
      {mode === "visual" ? (
        <Suspense fallback={<Skeleton className="h-80 w-full" />}>
          <RichTextEditor
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            describedBy={errorId}
            invalid={Boolean(error)}
          />
        </Suspense>
      ) : (
        <Textarea
          id={`${id}-html`}
          rows={16}
          spellCheck={false}
          className="font-mono text-sm"
          aria-invalid={Boolean(error)}
          aria-describedby={[noteId, errorId].filter(Boolean).join(" ") || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {noteId && (
        <p id={noteId} className="text-sm text-ink-600">
          This post uses HTML the visual editor cannot keep ({dropped.map((tag) => `<${tag}>`).join(", ")}),
          so it is edited as HTML.
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
