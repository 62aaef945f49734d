import { type AdminBlogPost, BlogPostCreateSchema, uiMessages } from "@choose/schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { AdminPageHeader } from "../components/admin/admin-shell";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { tagsTheVisualEditorDrops } from "../components/admin/post-html";
import { PostPreview } from "../components/admin/post-preview";
import { PublishSwitch } from "../components/admin/publish-switch";
import { FieldError, FormField } from "../components/forms/form-field";
import { Button, buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Input, Textarea } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { Skeleton } from "../components/ui/skeleton";
import { site } from "../lib/site";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

/** Tiptap is fetched only when an editor screen opens. */
const RichTextEditor = lazy(() => import("../components/admin/rich-text-editor"));

/** Spec 2: the id segment is the word "new" to create a post, otherwise the post's id. */
const NEW_POST_ID = "new";

export const Route = createFileRoute("/admin/_authed/editor/$id")({
  loader: ({ context: { queryClient, trpc }, params }) => {
    if (params.id !== NEW_POST_ID)
      void queryClient.prefetchQuery(trpc.blogAdmin.byId.queryOptions({ id: params.id }));
  },
  component: EditorPage,
});

/**
 * The create rules, with the author required on the form (it starts with the team's name). Built on
 * first use: a module-level schema would stay in the route tree that every public page loads, and
 * bring the shared schemas and zod with it.
 */
let postFormSchema: ReturnType<typeof buildPostFormSchema> | undefined;
function buildPostFormSchema() {
  return BlogPostCreateSchema.extend({
    authorName: BlogPostCreateSchema.shape.authorName.unwrap(),
    published: BlogPostCreateSchema.shape.published.unwrap(),
  });
}
function getPostFormSchema() {
  postFormSchema ??= buildPostFormSchema();
  return postFormSchema;
}
type PostFormInput = z.input<ReturnType<typeof buildPostFormSchema>>;
type PostFormData = z.output<ReturnType<typeof buildPostFormSchema>>;

const EMPTY_POST: PostFormInput = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  authorName: site.teamName,
  featuredImage: "",
  published: false,
};

function toFormValues(post: AdminBlogPost): PostFormInput {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    authorName: post.authorName,
    featuredImage: post.featuredImage ?? "",
    published: post.published,
  };
}

function EditorPage() {
  const { id } = Route.useParams();
  return id === NEW_POST_ID ? <PostEditor /> : <ExistingPostEditor id={id} />;
}

function ExistingPostEditor({ id }: { id: string }) {
  const trpc = useTRPC();
  const post = useQuery(trpc.blogAdmin.byId.queryOptions({ id }));
  useEffect(() => {
    if (post.error) notifyFailure(post.error, uiMessages.blogAdmin.fetchOneFailed);
  }, [post.error]);

  if (post.isPending) return <EditorSkeleton />;
  if (post.isError) {
    return (
      <Card role="alert" className="p-8 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{uiMessages.blogAdmin.fetchOneFailed}</h1>
        <p className="mt-2 text-slate-600">The post may have been deleted.</p>
        <Link to="/admin/dashboard" className={`${buttonClasses("primary")} mt-6`}>
          Back to Dashboard
        </Link>
      </Card>
    );
  }
  return <PostEditor key={post.data.id} post={post.data} />;
}

function PostEditor({ post }: { post?: AdminBlogPost }) {
  usePageMeta(post ? "Edit Post" : "New Post", "Write a news post for the website.");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const form = useForm<PostFormInput, unknown, PostFormData>({
    resolver: zodResolver(getPostFormSchema()),
    defaultValues: post ? toFormValues(post) : EMPTY_POST,
  });

  const saved = (message: string) => async () => {
    notifySuccess(message);
    // The public list and page show posts too.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.blogAdmin.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() }),
    ]);
    await navigate({ to: "/admin/dashboard" });
  };
  const failed = (error: unknown) => notifyFailure(error, uiMessages.blogAdmin.saveFailed);
  const create = useMutation(
    trpc.blogAdmin.create.mutationOptions({
      onSuccess: saved(uiMessages.blogAdmin.created),
      onError: failed,
    }),
  );
  const update = useMutation(
    trpc.blogAdmin.update.mutationOptions({
      onSuccess: saved(uiMessages.blogAdmin.updated),
      onError: failed,
    }),
  );
  const saving = create.isPending || update.isPending;
  const submit = form.handleSubmit((data) => {
    if (post) update.mutate({ id: post.id, data });
    else create.mutate(data);
  });
  const { errors } = form.formState;
  // Read when the preview opens (the form is hidden meanwhile), so typing does not re-render it all.
  const values = form.getValues();
  const now = new Date().toISOString();

  return (
    <>
      <AdminPageHeader
        title={post ? "Edit Post" : "Create New Post"}
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
      {previewing && (
        <section
          aria-label="Preview"
          className="rounded-xl border border-slate-200 bg-white px-4 py-8 sm:px-8"
        >
          <p className="mb-6 text-sm text-slate-600">
            How the post will look on the website. Links are inactive here so the draft stays open.
          </p>
          <PostPreview
            post={{
              title: values.title,
              excerpt: values.excerpt,
              content: values.content,
              authorName: values.authorName,
              featuredImage: values.featuredImage?.trim() || null,
              createdAt: post?.createdAt ?? now,
              updatedAt: now,
            }}
          />
        </section>
      )}
      {/* Hidden rather than unmounted while previewing, so the editor keeps its undo history. */}
      <form noValidate aria-label="Post editor" hidden={previewing} onSubmit={submit}>
        <Card className="grid gap-6 p-5 sm:p-8">
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
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <ContentField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <FormField label="Author Name" required error={errors.authorName?.message}>
              {(control) => <Input {...control} autoComplete="name" {...form.register("authorName")} />}
            </FormField>
            <FormField label="Featured Image URL" hint="Optional" error={errors.featuredImage?.message}>
              {(control) => (
                <Input {...control} type="url" placeholder="https://" {...form.register("featuredImage")} />
              )}
            </FormField>
          </div>
          <FeaturedImagePreview control={form.control} />
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => <PublishSwitch checked={field.value} onCheckedChange={field.onChange} />}
          />
        </Card>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to="/admin/dashboard" className={buttonClasses("outline")}>
            Cancel
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
          </Button>
        </div>
      </form>
    </>
  );
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
  // A post holding what the visual editor cannot keep (a table, say) opens as HTML, so saving loses nothing.
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
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={mode === "html"}
          className="aria-pressed:bg-brand-100"
          disabled={mode === "html" && dropped.length > 0}
          onClick={() => setMode(mode === "html" ? "visual" : "html")}
        >
          Edit as HTML
        </Button>
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
        <p id={noteId} className="text-sm text-slate-600">
          This post uses HTML the visual editor cannot keep ({dropped.map((tag) => `<${tag}>`).join(", ")}),
          so it is edited as HTML.
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

const IMAGE_URL = /^https?:\/\/\S+$/i;

function FeaturedImagePreview({ control }: { control: Control<PostFormInput, unknown, PostFormData> }) {
  const src = (useWatch({ control, name: "featuredImage" }) ?? "").trim();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!IMAGE_URL.test(src)) return null;
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
      <figcaption className="mt-1.5 text-sm text-slate-600">Featured image preview</figcaption>
    </figure>
  );
}

function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading post" className="grid gap-6">
      <Skeleton className="h-9 w-48" />
      <Card className="grid gap-6 p-8">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-80 w-full" />
      </Card>
    </div>
  );
}
