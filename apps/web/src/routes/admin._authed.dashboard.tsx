import { type AdminBlogPost, uiMessages } from "@choose/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { AdminPageHeader, LoadError } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { notifyFailure, notifySuccess } from "../components/admin/notify";
import { PublishedBadge } from "../components/admin/status-badge";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { formatPostDate } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

export const Route = createFileRoute("/admin/_authed/dashboard")({
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.blogAdmin.list.queryOptions());
  },
  component: DashboardPage,
});

function DashboardPage() {
  usePageMeta("Blog Posts", "Manage the news posts of the website.");
  const trpc = useTRPC();
  const posts = useQuery(trpc.blogAdmin.list.queryOptions());
  useEffect(() => {
    if (posts.error) notifyFailure(posts.error, uiMessages.blogAdmin.fetchListFailed);
  }, [posts.error]);

  return (
    <>
      <AdminPageHeader
        title="Blog Posts"
        description="Write and publish news for schools and families."
        actions={
          <Link to="/admin/editor/$id" params={{ id: "new" }} className={buttonClasses("primary")}>
            Create New Post
          </Link>
        }
      />
      {posts.isPending ? (
        <PostListSkeleton />
      ) : posts.isError ? (
        <LoadError message={uiMessages.blogAdmin.fetchListFailed} onRetry={() => void posts.refetch()} />
      ) : posts.data.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="text-lg font-semibold text-slate-800">No blog posts yet</p>
          <p className="mt-1 text-slate-600">Create the first one to share news on the website.</p>
        </Card>
      ) : (
        <ul aria-label="Blog posts" className="grid gap-4">
          {posts.data.map((post) => (
            <li key={post.id}>
              <PostRow post={post} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PostRow({ post }: { post: AdminBlogPost }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.blogAdmin.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess(uiMessages.blogAdmin.deleted);
        // The public list and page show posts too.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.blogAdmin.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() }),
        ]);
      },
      onError: (error) => notifyFailure(error, uiMessages.blogAdmin.deleteFailed),
    }),
  );

  return (
    <Card className="p-5 sm:p-6">
      <article aria-labelledby={`post-${post.id}`}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`post-${post.id}`} className="text-lg font-bold text-brand-900 sm:text-xl">
            {post.title}
          </h2>
          <PublishedBadge published={post.published} />
        </div>
        <p className="mt-2 line-clamp-2 text-slate-700">{post.excerpt}</p>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt>By</dt>
            <dd className="font-medium text-slate-800">{post.authorName}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Created</dt>
            <dd>
              <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
            </dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt>Slug</dt>
            <dd className="break-all font-mono text-slate-800">{post.slug}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to="/admin/editor/$id"
            params={{ id: post.id }}
            className={buttonClasses("outline", "sm")}
            aria-label={`Edit ${post.title}`}
          >
            Edit
          </Link>
          {post.published && (
            <Link
              to="/blog/$slug"
              params={{ slug: post.slug }}
              className={buttonClasses("ghost", "sm")}
              aria-label={`View ${post.title} on the website`}
            >
              View
            </Link>
          )}
          <ConfirmDeleteButton
            label={`Delete ${post.title}`}
            title="Delete this post?"
            description={<>“{post.title}” will be removed from the website. This cannot be undone.</>}
            disabled={remove.isPending}
            onConfirm={() => remove.mutate({ id: post.id })}
          >
            {remove.isPending ? "Deleting..." : "Delete"}
          </ConfirmDeleteButton>
        </div>
      </article>
    </Card>
  );
}

function PostListSkeleton() {
  return (
    <div role="status" aria-label="Loading posts" className="grid gap-4">
      {["first", "second", "third"].map((key) => (
        <Card key={key} className="space-y-3 p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}
