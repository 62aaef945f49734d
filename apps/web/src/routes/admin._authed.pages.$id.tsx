import { type AdminPage, LanguageSchema, type PageInput, type PageSave } from "@choose/schema";
import { LANGUAGE_NAMES, LANGUAGES } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Checkbox, Input, Select, Textarea } from "../components/ui/input";
import { useRefreshOrganisation } from "../lib/organisation";
import { type Trpc, useTRPC, useTRPCClient } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";
import { renderContentField } from "./-components/editor/content-field";
import { EditorForm, EditorScreen, useEditorSave } from "./-components/editor/editor-frame";
import {
  type EditorCopy,
  NEW_ID,
  PendingEditor,
  translationSearch,
  UnavailableEditor,
} from "./-components/editor/editor-route";
import { PublishSwitch } from "./-components/editor/publish-switch";
import { RevisionsPanel } from "./-components/editor/revisions-panel";
import { ScheduleField } from "./-components/editor/schedule-field";
import { TranslationPanel } from "./-components/editor/translation-panel";

/** The page in view: the loader fetches it, the screen reads it. */
const pageQuery = (trpc: Trpc, id: string) => trpc.admin.organisation.page.queryOptions({ id });

const PAGE_COPY: EditorCopy = {
  kind: "page",
  back: { to: "/admin/pages", list: "Pages" },
  messages: uiMessages.pagesAdmin,
};

export const Route = createFileRoute("/admin/_authed/pages/$id")({
  validateSearch: translationSearch,
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
  language: "en",
  publishAt: null,
};

function PageEditorPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshOrganisation = useRefreshOrganisation();
  // A restored revision opens the editor afresh on the restored text.
  const [restores, setRestores] = useState(0);
  const onRestored = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.organisation.pathKey() });
    await refreshOrganisation();
    setRestores((count) => count + 1);
  };
  return (
    <EditorScreen id={Route.useParams().id} query={pageQuery}>
      {(page) => <PageEditor key={`${page?.id}:${restores}`} page={page} onRestored={onRestored} />}
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
  // Drafts kept before pages had a language are English.
  language: LanguageSchema.default("en"),
  publishAt: z.string().nullable().default(null),
}) satisfies z.ZodType<PageInput>;

function PageEditor({ page, onRestored }: { page?: AdminPage; onRestored: () => Promise<void> }) {
  usePageMeta(page ? "Edit Page" : "New Page", "Write a page of the website.");
  const client = useTRPCClient();
  const refreshOrganisation = useRefreshOrganisation();
  const search = Route.useSearch();
  const schemaForm = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.PageInputSchema),
    page ?? {
      ...EMPTY_PAGE,
      ...(search.language && { language: search.language }),
      ...(search.translationOf && { translationOf: search.translationOf }),
    },
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
  const published = useWatch({ control: form.control, name: "published" }) ?? false;

  return (
    <>
      <AdminPageHeader title={page ? "Edit Page" : "Create New Page"} />
      <PageTranslations page={page} translationOf={search.translationOf} />
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
          label="Written In"
          hint="The language of this version; a page linked to its translation keeps its language"
          error={errors.language?.message}
        >
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
          <label className="flex items-center gap-2 font-medium text-ink-800">
            <Checkbox {...form.register("showInFooter")} />
            Link in the footer
          </label>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: the Checkbox inside is the labelled input */}
          <label className="flex items-center gap-2 font-medium text-ink-800">
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
        <Controller
          control={form.control}
          name="publishAt"
          render={({ field }) => (
            <ScheduleField
              kind="page"
              value={field.value ?? null}
              onChange={field.onChange}
              published={published}
              error={errors.publishAt?.message}
            />
          )}
        />
      </EditorForm>
      {page && (
        <div className="mt-8">
          <RevisionsPanel kind="page" id={page.id} current={page.content} onRestored={onRestored} />
        </div>
      )}
    </>
  );
}

/** What a page's save sends: the page as saved, its link changed by `translationOf`. */
function pageSave(page: AdminPage, translationOf: string | null): PageSave {
  const {
    title,
    slug,
    description,
    content,
    published,
    order,
    showInHeader,
    showInFooter,
    language,
    publishAt,
  } = page;
  return {
    title,
    slug,
    description,
    content,
    published,
    order,
    showInHeader,
    showInFooter,
    language,
    translationOf,
    publishAt,
  };
}

/**
 * The page in both languages: its counterpart with a link to edit it and Unlink, or the missing one
 * with a link to write it, linked. A new translation shows the page it translates.
 */
function PageTranslations({ page, translationOf }: { page?: AdminPage; translationOf?: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refreshOrganisation = useRefreshOrganisation();
  const original = useQuery({
    ...trpc.admin.organisation.page.queryOptions({ id: translationOf ?? "" }),
    enabled: !page && translationOf !== undefined,
  });
  const unlink = useMutation({
    mutationFn: (saved: AdminPage) =>
      client.admin.organisation.updatePage.mutate({ id: saved.id, data: pageSave(saved, null) }),
    onSuccess: async () => {
      notifySuccess("Translation unlinked");
      await refreshOrganisation();
    },
    onError: (error) => notifyFailure(error, "Could not unlink the translation"),
  });
  if (!page && !translationOf) return null;
  return (
    <TranslationPanel
      kind="page"
      editor="/admin/pages/$id"
      edited={page}
      original={original.data}
      unlink={{ onUnlink: () => page && unlink.mutate(page), pending: unlink.isPending }}
    />
  );
}
