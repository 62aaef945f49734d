import type { Resource } from "@choose/schema";
import { DOCUMENT_FORMAT_LABELS, DOCUMENT_MAX_BYTES, formatFileSize } from "@choose/schema/documents";
import { LANGUAGES, type Language } from "@choose/schema/i18n";
import { RESOURCE_CATEGORIES, type ResourceCategory } from "@choose/schema/resources";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { type FormEvent, useId, useRef, useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { notifyFailure } from "../components/admin/notify";
import { EmptyCard, screenStates } from "../components/admin/screen-data";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { Button } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Checkbox, Input, Select, Textarea } from "../components/ui/input";
import { formatPostDate } from "../lib/format";
import { uploadDocument } from "../lib/media-upload";
import { type Trpc, useTRPC } from "../lib/trpc";

/** The screen's data: the loader fetches it, the screen reads it. */
const resourcesQuery = (trpc: Trpc) => trpc.admin.resources.list.queryOptions();

const screen = {
  title: "Resources",
  meta: "The documents the website offers to download.",
  description:
    "Guides, forms and other documents (PDF, Word, Excel, PowerPoint, OpenDocument) listed at /resources and /es/resources once published.",
};

/** The back office's names of the categories (the public pages name them in each language). */
const CATEGORY_NAMES: Record<ResourceCategory, string> = {
  guide: "Guide",
  form: "Form",
  checklist: "Checklist",
  policy: "Policy",
  presentation: "Presentation",
  other: "Other",
};

const LANGUAGE_NAMES = { en: "English", es: "Spanish" } as const;

export const Route = createFileRoute("/admin/_authed/resources")({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(resourcesQuery(trpc)),
  ...screenStates(screen, {
    loading: {
      label: "Loading resources",
      cards: ["first", "second"],
      bars: ["h-5 w-1/2", "h-4 w-2/3", "h-9 w-32"],
      className: "gap-4",
    },
    failure: "Could not load the resources",
  }),
  component: ResourcesPage,
});

function ResourcesPage() {
  const trpc = useTRPC();
  const { data: resources } = useSuspenseQuery(resourcesQuery(trpc));
  return (
    <AdminScreen {...screen}>
      <ResourceForm />
      <h2 className="mt-10 text-xl font-bold text-ink-900">Library</h2>
      {resources.length === 0 ? (
        <EmptyCard title="No resources yet" description="Add the first one with the form above." />
      ) : (
        <ul aria-label="Resources" className="mt-4 grid gap-4">
          {resources.map((resource) => (
            <li key={resource.id}>
              <ResourceRow resource={resource} />
            </li>
          ))}
        </ul>
      )}
    </AdminScreen>
  );
}

/**
 * A new resource (`resource` undefined) or the words and file of one: the document is uploaded first
 * (a new one replaces the old), then the resource is saved with it.
 */
function ResourceForm({ resource, onSaved }: { resource?: Resource; onSaved?: () => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const reloads = (trpc: Trpc) => [trpc.admin.resources.pathKey()];
  const create = useNotifyingMutation((trpc) => trpc.admin.resources.create, {
    success: "Resource saved",
    failure: "Could not save the resource",
    reloads,
  });
  const update = useNotifyingMutation((trpc) => trpc.admin.resources.update, {
    success: "Resource saved",
    failure: "Could not save the resource",
    reloads,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const title = String(data.get("title") ?? "").trim();
    const found: Record<string, string> = {};
    if (title.length < 2) found.title = "Give the resource a title (2 to 160 characters)";
    const chosen = file instanceof File && file.size > 0 ? file : undefined;
    if (!chosen && !resource) found.file = "Choose a document to upload";
    else if (chosen && chosen.size > DOCUMENT_MAX_BYTES)
      found.file = `The document is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;
    setErrors(found);
    const documentOf = chosen ? () => uploadDocument(chosen).then((document) => document.id) : undefined;
    const kept = resource?.document.id;
    if (Object.keys(found).length > 0 || (!documentOf && !kept)) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setBusy(true);
    let documentId = kept;
    try {
      if (documentOf) documentId = await documentOf();
    } catch (error) {
      notifyFailure(error, "Could not upload the document");
      setBusy(false);
      return;
    }
    const language: Language = data.get("language") === "es" ? "es" : "en";
    const fields = {
      title,
      description: String(data.get("description") ?? ""),
      language,
      category: RESOURCE_CATEGORIES.find((category) => category === data.get("category")) ?? "other",
      documentId: documentId ?? "",
      published: data.get("published") === "on",
    };
    try {
      if (resource) await update.mutateAsync({ id: resource.id, data: fields });
      else await create.mutateAsync(fields);
      formRef.current?.reset();
      onSaved?.();
    } catch {
      // The mutation's own notice has said why.
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] !== undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    );
  const label = "mb-1.5 block text-sm font-semibold text-ink-800";

  const form = (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-title`} className={label}>
          Title
        </label>
        <Input {...field("title")} maxLength={160} required defaultValue={resource?.title} />
        {error("title")}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-description`} className={label}>
          Description (optional)
        </label>
        <Textarea {...field("description")} rows={3} maxLength={600} defaultValue={resource?.description} />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={label}>
          Category
        </label>
        <Select {...field("category")} defaultValue={resource?.category ?? "guide"}>
          {RESOURCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_NAMES[category]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-language`} className={label}>
          Language
        </label>
        <Select {...field("language")} defaultValue={resource?.language ?? "en"}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-file`} className={label}>
          {resource ? "Replace the document (optional): " : "Document "}
          (PDF, DOCX, XLSX, PPTX, ODT, ODS or ODP; {DOCUMENT_MAX_BYTES / 1024 / 1024} MB at most)
        </label>
        <input
          {...field("file")}
          type="file"
          accept=".pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp"
          className="block w-full text-sm text-ink-800 file:mr-3 file:rounded-md file:border file:border-ink-400 file:bg-white file:px-3 file:py-2 file:font-semibold"
        />
        {error("file")}
      </div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Checkbox id={`${id}-published`} name="published" defaultChecked={resource?.published ?? false} />
        <label htmlFor={`${id}-published`} className="text-sm font-semibold text-ink-800">
          Published (listed on the website)
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save resource"}
        </Button>
      </div>
    </form>
  );
  if (resource) return form;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-ink-900">Add a resource</h2>
      {form}
    </Card>
  );
}

function ResourceRow({ resource }: { resource: Resource }) {
  const id = useId();
  const reloads = (trpc: Trpc) => [trpc.admin.resources.pathKey()];
  const update = useNotifyingMutation((trpc) => trpc.admin.resources.update, {
    success: (saved) => (saved.published ? "Resource published" : "Resource unpublished"),
    failure: "Could not save the resource",
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.resources.delete, {
    success: "Resource deleted",
    failure: "Could not delete the resource",
    reloads,
  });
  const { document } = resource;
  const [editing, setEditing] = useState(false);
  const togglePublished = () =>
    update.mutate({
      id: resource.id,
      data: {
        title: resource.title,
        description: resource.description,
        language: resource.language,
        category: resource.category,
        documentId: document.id,
        published: !resource.published,
      },
    });
  return (
    <Card className="p-5">
      <article aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="text-lg font-bold text-ink-900">
          {resource.title}
        </h3>
        <p className="mt-1 text-sm text-ink-700">
          {CATEGORY_NAMES[resource.category]} · {LANGUAGE_NAMES[resource.language]} ·{" "}
          {DOCUMENT_FORMAT_LABELS[document.format]}, {formatFileSize(document.bytes)} · added{" "}
          <time dateTime={resource.createdAt}>{formatPostDate(resource.createdAt)}</time> ·{" "}
          <span className="font-semibold">{resource.published ? "Published" : "Draft"}</span>
        </p>
        {resource.description && <p className="mt-2 text-ink-700">{resource.description}</p>}
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={document.url}
            download={document.fileName}
            className="text-brand-700 underline underline-offset-2"
          >
            Download {document.fileName}
          </a>
          <Button size="sm" variant="outline" onClick={togglePublished} disabled={update.isPending}>
            {resource.published ? "Unpublish" : "Publish"}
            <span className="sr-only"> {resource.title}</span>
          </Button>
          <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {editing ? "Close" : "Edit"}
            <span className="sr-only"> {resource.title}</span>
          </Button>
          <ConfirmDeleteButton
            label={`Delete ${resource.title}`}
            title="Delete this resource?"
            description="It leaves the website and its document leaves the library. This cannot be undone."
            disabled={remove.isPending}
            onConfirm={() => remove.mutate({ id: resource.id })}
          />
        </div>
        {editing && <ResourceForm resource={resource} onSaved={() => setEditing(false)} />}
      </article>
    </Card>
  );
}
