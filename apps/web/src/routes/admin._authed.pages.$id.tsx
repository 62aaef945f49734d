import type { AdminPage, PageInput, PageSave } from "@choose/schema";
import { uiMessages } from "@choose/schema/ui-messages";
import { createFileRoute } from "@tanstack/react-router";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Checkbox, Input, Textarea } from "../components/ui/input";
import { useRefreshOrganisation } from "../lib/organisation";
import { type Trpc, useTRPCClient } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";
import { renderContentField } from "./-components/editor/content-field";
import { EditorForm, EditorScreen, useEditorSave } from "./-components/editor/editor-frame";
import { type EditorCopy, NEW_ID, PendingEditor, UnavailableEditor } from "./-components/editor/editor-route";
import { PublishSwitch } from "./-components/editor/publish-switch";

/** The page in view: the loader fetches it, the screen reads it. */
const pageQuery = (trpc: Trpc, id: string) => trpc.admin.organisation.page.queryOptions({ id });

const PAGE_COPY: EditorCopy = {
  kind: "page",
  back: { to: "/admin/pages", list: "Pages" },
  messages: uiMessages.pagesAdmin,
};

export const Route = createFileRoute("/admin/_authed/pages/$id")({
  loader: ({ context: { queryClient, trpc }, params: { id } }) =>
    id === NEW_ID ? undefined : queryClient.ensureQueryData(pageQuery(trpc, id)),
  pendingComponent: () => <PendingEditor copy={PAGE_COPY} />,
  errorComponent: ({ error }) => <UnavailableEditor copy={PAGE_COPY} error={error} />,
  component: PageEditorPage,
});

const EMPTY_PAGE: PageInput = {
  title: "",
  slug: "",
  description: "",
  content: "",
  published: false,
  order: 0,
  showInHeader: false,
  showInFooter: true,
};

function PageEditorPage() {
  return (
    <EditorScreen id={Route.useParams().id} query={pageQuery}>
      {(page) => <PageEditor key={page?.id} page={page} />}
    </EditorScreen>
  );
}

/** A draft kept in the browser: the form's fields as typed, valid or not yet. */
const PageDraftSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  content: z.string(),
  published: z.boolean(),
  order: z.number(),
  showInHeader: z.boolean(),
  showInFooter: z.boolean(),
}) satisfies z.ZodType<PageInput>;

function PageEditor({ page }: { page?: AdminPage }) {
  usePageMeta(page ? "Edit Page" : "New Page", "Write a page of the website.");
  const client = useTRPCClient();
  const refreshOrganisation = useRefreshOrganisation();
  const schemaForm = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.PageInputSchema),
    page ?? EMPTY_PAGE,
  );
  const { form } = schemaForm;
  const editor = useEditorSave({
    id: page?.id,
    schemaForm,
    draftSchema: PageDraftSchema,
    save: (data: PageSave) =>
      page
        ? client.admin.organisation.updatePage.mutate({ id: page.id, data })
        : client.admin.organisation.createPage.mutate(data),
    // The footer, header and the public page read pages too.
    refresh: refreshOrganisation,
    copy: PAGE_COPY,
  });
  const { errors } = form.formState;

  return (
    <>
      <AdminPageHeader title={page ? "Edit Page" : "Create New Page"} />
      <EditorForm editor={editor} label="Page editor" submitLabel={page ? "Update Page" : "Create Page"}>
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label="Title" required error={errors.title?.message}>
            {(control) => <Input {...control} {...form.register("title")} />}
          </FormField>
          <FormField
            label="Address"
            required
            hint="The page's web address after the site's: about shows it at /about"
            error={errors.slug?.message}
          >
            {(control) => <Input {...control} spellCheck={false} {...form.register("slug")} />}
          </FormField>
        </div>
        <FormField
          label="Description"
          required
          hint="One or two sentences for search engines and link previews"
          error={errors.description?.message}
        >
          {(control) => <Textarea {...control} rows={2} {...form.register("description")} />}
        </FormField>
        <Controller control={form.control} name="content" render={renderContentField} />
        <div className="grid gap-6 md:grid-cols-3 md:items-end">
          <FormField label="Order" hint="Lower numbers come first in the menus" error={errors.order?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                max={999}
                inputMode="numeric"
                {...form.register("order", { valueAsNumber: true })}
              />
            )}
          </FormField>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input */}
          <label className="flex items-center gap-2 font-medium text-slate-800">
            <Checkbox {...form.register("showInFooter")} />
            Link in the footer
          </label>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input */}
          <label className="flex items-center gap-2 font-medium text-slate-800">
            <Checkbox {...form.register("showInHeader")} />
            Link in the header
          </label>
        </div>
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <PublishSwitch
              label="Publish Page"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </EditorForm>
    </>
  );
}
