import { type AdminPage, LanguageSchema, type PageInput, type PageSave } from "@choose/schema";
import { LANGUAGE_NAMES, LANGUAGES, type Language, otherLanguage } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { buttonClasses } from "../components/ui/button";
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
  // Drafts kept before pages had a language are English.
  language: LanguageSchema.default("en"),
}) satisfies z.ZodType<PageInput>;

function PageEditor({ page }: { page?: AdminPage }) {
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

/** What a page's save sends: the page as saved, its link changed by `translationOf`. */
function pageSave(page: AdminPage, translationOf: string | null): PageSave {
  const { title, slug, description, content, published, order, showInHeader, showInFooter, language } = page;
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
  const language: Language = page?.language ?? otherLanguage(original.data?.language ?? "es");
  const counterpart = page?.counterpart ?? (original.data ? { ...original.data } : null);
  const other = LANGUAGE_NAMES[otherLanguage(language)];
  return (
    <TranslationPanel
      kind="page"
      language={language}
      saved={page !== undefined}
      counterpart={counterpart}
      editCounterpart={
        counterpart && (
          <Link
            to="/admin/pages/$id"
            params={{ id: counterpart.id }}
            className={buttonClasses("outline", "sm")}
          >
            Edit the {other} version
          </Link>
        )
      }
      createCounterpart={
        page && (
          <Link
            to="/admin/pages/$id"
            params={{ id: NEW_ID }}
            search={{ translationOf: page.id, language: otherLanguage(page.language) }}
            className={buttonClasses("primary", "sm")}
          >
            Create the {other} version
          </Link>
        )
      }
      unlink={
        page?.counterpart ? { onUnlink: () => unlink.mutate(page), pending: unlink.isPending } : undefined
      }
    />
  );
}
