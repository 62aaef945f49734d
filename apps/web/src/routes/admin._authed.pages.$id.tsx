import { type AdminPage, type PageInput, PageInputSchema, type PageSave, uiMessages } from "@choose/schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Controller, useForm } from "react-hook-form";
import { AdminQuery, CardSkeletons, UnavailableItem } from "../components/admin/admin-query";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { FormField } from "../components/forms/form-field";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Checkbox, Input, Textarea } from "../components/ui/input";
import { useRefreshOrganisation } from "../lib/organisation";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";
import { ContentField } from "./-components/editor/content-field";
import { PublishSwitch } from "./-components/editor/publish-switch";

/** As for posts: the id segment is "new" to create a page, otherwise the page's id. */
const NEW_PAGE_ID = "new";

export const Route = createFileRoute("/admin/_authed/pages/$id")({
  loader: ({ context: { queryClient, trpc }, params }) => {
    if (params.id !== NEW_PAGE_ID)
      void queryClient.prefetchQuery(trpc.organisationAdmin.page.queryOptions({ id: params.id }));
  },
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
  const { id } = Route.useParams();
  return id === NEW_PAGE_ID ? <PageEditor /> : <ExistingPageEditor id={id} />;
}

function ExistingPageEditor({ id }: { id: string }) {
  const trpc = useTRPC();
  const page = useQuery(trpc.organisationAdmin.page.queryOptions({ id }));
  return (
    <AdminQuery
      query={page}
      skeleton={
        <CardSkeletons
          label="Loading page"
          cards={["page"]}
          bars={["h-11 w-full", "h-20 w-full", "h-80 w-full"]}
          className="grid gap-6"
        />
      }
      failed={
        <UnavailableItem
          title={uiMessages.pagesAdmin.fetchOneFailed}
          description="The page may have been deleted."
          backTo="/admin/pages"
          back="Back to Pages"
        />
      }
    >
      {(data) => <PageEditor key={data.id} page={data} />}
    </AdminQuery>
  );
}

function PageEditor({ page }: { page?: AdminPage }) {
  usePageMeta(page ? "Edit Page" : "New Page", "Write a page of the website.");
  const trpc = useTRPC();
  const refreshOrganisation = useRefreshOrganisation();
  const navigate = useNavigate();
  const form = useForm<PageInput, unknown, PageSave>({
    resolver: zodResolver(PageInputSchema),
    defaultValues: page ?? EMPTY_PAGE,
  });
  const saved = (message: string) => async () => {
    notifySuccess(message);
    // The footer, header and the public page read pages too.
    await refreshOrganisation();
    await navigate({ to: "/admin/pages" });
  };
  const failed = (error: unknown) => notifyFailure(error, uiMessages.pagesAdmin.saveFailed);
  const create = useMutation(
    trpc.organisationAdmin.createPage.mutationOptions({
      onSuccess: saved(uiMessages.pagesAdmin.created),
      onError: failed,
    }),
  );
  const update = useMutation(
    trpc.organisationAdmin.updatePage.mutationOptions({
      onSuccess: saved(uiMessages.pagesAdmin.updated),
      onError: failed,
    }),
  );
  const saving = create.isPending || update.isPending;
  const { errors } = form.formState;

  return (
    <>
      <AdminPageHeader title={page ? "Edit Page" : "Create New Page"} />
      <form
        noValidate
        aria-label="Page editor"
        onSubmit={form.handleSubmit((data) => {
          if (page) update.mutate({ id: page.id, data });
          else create.mutate(data);
        })}
      >
        <Card className="grid gap-6 p-5 sm:p-8">
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
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <ContentField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <div className="grid gap-6 md:grid-cols-3 md:items-end">
            <FormField
              label="Order"
              hint="Lower numbers come first in the menus"
              error={errors.order?.message}
            >
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
        </Card>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/admin/pages" className={buttonClasses("outline")}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : page ? "Update Page" : "Create Page"}
          </Button>
        </div>
      </form>
    </>
  );
}
