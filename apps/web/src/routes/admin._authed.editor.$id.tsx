import {
  type AdminBlogPost,
  type FeaturedMedia,
  isPostImageUrl,
  LanguageSchema,
  type MediaUploadResult,
} from "@choose/schema";
import { LANGUAGE_NAMES, LANGUAGES } from "@choose/schema/i18n";
import { uiMessages } from "@choose/schema/ui-messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { type Control, Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { FormField } from "../components/forms/form-field";
import { UrlField } from "../components/forms/url-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Input, Select, Textarea } from "../components/ui/input";
import { site } from "../lib/site";
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
import { formatHtml } from "./-components/editor/format-html";
import { tagsTheVisualEditorDrops } from "./-components/editor/post-html";
import { PostPreview } from "./-components/editor/post-preview";
import { PublishSwitch } from "./-components/editor/publish-switch";
import { RevisionsPanel } from "./-components/editor/revisions-panel";
import { ScheduleField } from "./-components/editor/schedule-field";
import { TagsField } from "./-components/editor/tags-field";
import { TranslationPanel } from "./-components/editor/translation-panel";
import { ImageDialog } from "./-components/media/image-dialog";

/** The post in view: the loader fetches it, the screen reads it. */
const postQuery = (trpc: Trpc, id: string) => trpc.admin.blog.byId.queryOptions({ id });

const POST_COPY: EditorCopy = {
  kind: "post",
  back: { to: "/admin/dashboard", list: "Dashboard" },
  messages: uiMessages.blogAdmin,
};

export const Route = createFileRoute("/admin/_authed/editor/$id")({
  validateSearch: translationSearch,
  loader: ({ context: { queryClient, trpc }, params: { id } }) =>
    id === NEW_ID ? undefined : queryClient.ensureQueryData(postQuery(trpc, id)),
  pendingComponent: () => <PendingEditor copy={POST_COPY} />,
  errorComponent: ({ error }) => <UnavailableEditor copy={POST_COPY} error={error} />,
  component: EditorPage,
});

/** The create rules, with the author required on the form (it starts with the team's name). */
const loadPostFormSchema = () =>
  import("@choose/schema").then(({ BlogPostCreateSchema: create }) =>
    create.extend({
      authorName: create.shape.authorName.unwrap(),
      published: create.shape.published.unwrap(),
      language: create.shape.language.unwrap(),
    }),
  );
type PostFormSchema = Awaited<ReturnType<typeof loadPostFormSchema>>;
type PostFormInput = z.input<PostFormSchema>;
type PostFormData = z.output<PostFormSchema>;

/** A draft kept in the browser: the form's fields as typed, valid or not yet. */
const PostDraftSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  authorName: z.string(),
  featuredImage: z.string(),
  published: z.boolean(),
  // Drafts kept before posts had a language are English.
  language: LanguageSchema.default("en"),
  publishAt: z.string().nullable().default(null),
  tags: z.array(z.string()).default([]),
}) satisfies z.ZodType<PostFormInput>;

const EMPTY_POST: PostFormInput = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  authorName: site.teamName,
  featuredImage: "",
  published: false,
  language: "en",
  publishAt: null,
  tags: [],
};

function toFormValues(post: AdminBlogPost): PostFormInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    // A post that opens as HTML opens laid out for reading.
    content: tagsTheVisualEditorDrops(post.content).length > 0 ? formatHtml(post.content) : post.content,
    authorName: post.authorName,
    featuredImage: post.featuredImage ?? "",
    published: post.published,
    language: post.language,
    publishAt: post.publishAt,
    tags: post.tags,
  };
}

function EditorPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A restored revision opens the editor afresh on the restored text.
  const [restores, setRestores] = useState(0);
  const onRestored = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.admin.blog.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
    setRestores((count) => count + 1);
  };
  return (
    <EditorScreen id={Route.useParams().id} query={postQuery}>
      {(post) => <PostEditor key={`${post?.id}:${restores}`} post={post} onRestored={onRestored} />}
    </EditorScreen>
  );
}

function PostEditor({ post, onRestored }: { post?: AdminBlogPost; onRestored: () => Promise<void> }) {
  usePageMeta(post ? "Edit Post" : "New Post", "Write a news post for the website.");
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState(false);
  // The featured upload's size and alt text, for the previews (the field itself holds its URL).
  const [featuredMedia, setFeaturedMedia] = useState<FeaturedMedia | null>(post?.featuredMedia ?? null);
  const search = Route.useSearch();
  const schemaForm = useSchemaForm(
    loadPostFormSchema,
    post
      ? toFormValues(post)
      : {
          ...EMPTY_POST,
          ...(search.language && { language: search.language }),
          ...(search.translationOf && { translationOf: search.translationOf }),
        },
  );
  const { form } = schemaForm;
  const editor = useEditorSave({
    id: post?.id,
    schemaForm,
    draftSchema: PostDraftSchema,
    save: (data: PostFormData) =>
      post ? client.admin.blog.update.mutate({ id: post.id, data }) : client.admin.blog.create.mutate(data),
    // The public list and page show posts too.
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.blog.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() }),
      ]),
    copy: POST_COPY,
  });
  const { errors } = form.formState;
  const published = useWatch({ control: form.control, name: "published" });
  // Read when the preview opens (the form is hidden meanwhile), so typing does not re-render it all.
  const values = form.getValues();
  const now = new Date().toISOString();

  return (
    <>
      <AdminPageHeader
        title={post ? "Edit Post" : "Create New Post"}
        {...(post?.createdBy && { description: `Written by ${post.createdBy} (staff account)` })}
        actions={
          <Button
            variant="outline"
            aria-pressed={previewing}
            className="aria-pressed:bg-brand-100"
            onClick={() => setPreviewing(!previewing)}
          >
            {previewing ? "Back to Editing" : "Preview"}
          </Button>
        }
      />
      <PostTranslations post={post} translationOf={search.translationOf} />
      {previewing && (
        <section aria-label="Preview" className="rounded-xl border border-ink-200 bg-white px-4 py-8 sm:px-8">
          <p className="mb-6 text-sm text-ink-600">
            How the post will look on the website. Links are inactive here so the draft stays open.
          </p>
          <PostPreview
            post={{
              title: values.title,
              excerpt: values.excerpt,
              content: values.content,
              authorName: values.authorName,
              featuredImage: values.featuredImage?.trim() || null,
              featuredMedia: mediaOf(values.featuredImage, featuredMedia),
              createdAt: post?.createdAt ?? now,
              updatedAt: now,
              language: values.language,
            }}
          />
        </section>
      )}
      {/* Hidden rather than unmounted while previewing, so the editor keeps its undo history. */}
      <EditorForm
        editor={editor}
        label="Post editor"
        submitLabel={post ? "Update Post" : "Create Post"}
        hidden={previewing}
      >
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label="Title" required error={errors.title?.message}>
            {(control) => <Input {...control} {...form.register("title")} />}
          </FormField>
          <FormField
            label="Slug"
            hint={post ? "Changing it changes the post's web address" : "Leave empty to auto-generate"}
            error={errors.slug?.message}
          >
            {(control) => <Input {...control} spellCheck={false} {...form.register("slug")} />}
          </FormField>
        </div>
        <FormField label="Excerpt" required error={errors.excerpt?.message}>
          {(control) => <Textarea {...control} rows={3} {...form.register("excerpt")} />}
        </FormField>
        <Controller control={form.control} name="content" render={renderContentField} />
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label="Author Name" required error={errors.authorName?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register("authorName")} />}
          </FormField>
          <FormField
            label="Written In"
            hint="The language of this version; a post linked to its translation keeps its language"
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
          <UrlField
            label="Featured Image URL"
            hint="Optional: upload an image or choose one from the library, or enter an https address"
            error={errors.featuredImage?.message}
            registration={form.register("featuredImage")}
          />
        </div>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsField
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.tags?.message ?? errors.tags?.[0]?.message}
            />
          )}
        />
        <FeaturedImageUpload
          onChosen={(image) => {
            const { id, width, height, alt } = image;
            setFeaturedMedia({ id, width, height, alt });
            form.setValue("featuredImage", image.url, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <FeaturedImagePreview control={form.control} media={featuredMedia} />
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="publishAt"
          render={({ field }) => (
            <ScheduleField
              kind="post"
              value={field.value ?? null}
              onChange={field.onChange}
              published={published}
              error={errors.publishAt?.message}
            />
          )}
        />
      </EditorForm>
      {post && !previewing && (
        <div className="mt-8">
          <RevisionsPanel kind="post" id={post.id} current={post.content} onRestored={onRestored} />
        </div>
      )}
    </>
  );
}

/**
 * The post in both languages: its counterpart with a link to edit it and Unlink, or the missing one
 * with a link to write it, linked. A new translation shows the post it translates.
 */
function PostTranslations({ post, translationOf }: { post?: AdminBlogPost; translationOf?: string }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const original = useQuery({
    ...trpc.admin.blog.byId.queryOptions({ id: translationOf ?? "" }),
    enabled: !post && translationOf !== undefined,
  });
  const unlink = useMutation({
    mutationFn: (id: string) => client.admin.blog.update.mutate({ id, data: { translationOf: null } }),
    onSuccess: async () => {
      notifySuccess("Translation unlinked");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.blog.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() }),
      ]);
    },
    onError: (error) => notifyFailure(error, "Could not unlink the translation"),
  });
  if (!post && !translationOf) return null;
  return (
    <TranslationPanel
      kind="post"
      editor="/admin/editor/$id"
      edited={post}
      original={original.data}
      unlink={{ onUnlink: () => post && unlink.mutate(post.id), pending: unlink.isPending }}
    />
  );
}

/** The featured upload's size and alt text, when the field still holds that upload. */
function mediaOf(url: string | undefined, media: FeaturedMedia | null): FeaturedMedia | null {
  return media && url?.trim().startsWith(`/media/${media.id}/`) ? media : null;
}

/** "Upload image": an upload or a library image as the featured image (its alt text is the library's). */
function FeaturedImageUpload({ onChosen }: { onChosen: (image: MediaUploadResult) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Upload image
      </Button>
      <ImageDialog
        open={open}
        onOpenChange={setOpen}
        title="Featured image"
        withLibrary
        altBelongsToLibrary
        onChosen={onChosen}
      />
    </div>
  );
}

function FeaturedImagePreview({
  control,
  media,
}: {
  control: Control<PostFormInput, unknown, PostFormData>;
  media: FeaturedMedia | null;
}) {
  const src = (useWatch({ control, name: "featuredImage" }) ?? "").trim();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!isPostImageUrl(src)) return null;
  const shown = mediaOf(src, media);
  return (
    <figure className="max-w-sm">
      {failedSrc === src ? (
        <p role="status" className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800">
          The image could not be loaded from this address.
        </p>
      ) : (
        <img
          src={src}
          alt=""
          className="aspect-video w-full rounded-lg bg-brand-100 object-cover"
          onError={() => setFailedSrc(src)}
        />
      )}
      <figcaption className="mt-1.5 text-sm text-ink-600">
        Featured image preview{shown && <>: “{shown.alt}”</>}
      </figcaption>
    </figure>
  );
}
