import {
  type AdminBlogPost,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  uiMessages,
} from "@choose/schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AdminList, AdminQuery } from "../components/admin/admin-query";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { notifyOutcome } from "../components/admin/notify";
import { prefetching } from "../components/admin/prefetch";
import { SendToSubscribers } from "../components/admin/send-to-subscribers";
import { PublishedBadge } from "../components/admin/status-badge";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatPostDate } from "../lib/format";
import { useVisit } from "../lib/last-visit";
import { useTRPC } from "../lib/trpc";

export const Route = createFileRoute("/admin/_authed/dashboard")({
  loader: prefetching((trpc) => trpc.blogAdmin.list.queryOptions()),
  component: DashboardPage,
});

function DashboardPage() {
  const trpc = useTRPC();
  const posts = useQuery(trpc.blogAdmin.list.queryOptions());

  return (
    <AdminScreen
      title="Blog Posts"
      meta="Manage the news posts of the website."
      description="Write and publish news for schools and families."
      actions={
        <Link to="/admin/editor/$id" params={{ id: "new" }} className={buttonClasses("primary")}>
          Create New Post
        </Link>
      }
    >
      <OverviewStrip />
      <AdminList
        query={posts}
        label="Blog posts"
        loading={{ label: "Loading posts", bars: ["h-6 w-2/3", "h-4 w-full", "h-4 w-1/2"] }}
        failure={uiMessages.blogAdmin.fetchListFailed}
        empty={{
          title: uiMessages.blogAdmin.empty,
          description: "Create the first one to share news on the website.",
        }}
      >
        {(post) => <PostRow post={post} />}
      </AdminList>
    </AdminScreen>
  );
}

/** What waits in the back office, each count a link to its filtered list. */
function OverviewStrip() {
  const trpc = useTRPC();
  const since = useVisit("dashboard");
  const overview = useQuery(trpc.overview.get.queryOptions({ since }));
  return (
    <section aria-labelledby="overview-title" className="mb-10">
      <h2 id="overview-title" className="sr-only">
        Overview
      </h2>
      <AdminQuery
        query={overview}
        loading={{ label: "Loading the overview", cards: ["overview"], bars: ["h-16 w-full"] }}
        failure={uiMessages.backOffice.overviewFailed}
      >
        {(data) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
            <OverviewCount
              count={data.newApplications}
              label={since ? "New applications since your last visit" : "Applications"}
              link={(content) => (
                <Link to="/admin/applications" className={countLinkClasses}>
                  {content}
                </Link>
              )}
            />
            {APPLICATION_STATUSES.map((status) => (
              <OverviewCount
                key={status}
                count={data.applicationsByStatus[status]}
                label={APPLICATION_STATUS_LABELS[status]}
                link={(content) => (
                  <Link to="/admin/applications" search={{ status }} className={countLinkClasses}>
                    {content}
                  </Link>
                )}
              />
            ))}
            <OverviewCount
              count={data.unreadMessages}
              label="Unread messages"
              link={(content) => (
                <Link to="/admin/messages" search={{ status: "new" }} className={countLinkClasses}>
                  {content}
                </Link>
              )}
            />
            <OverviewCount
              count={data.activeSubscribers}
              label="Active subscribers"
              link={(content) => (
                <Link to="/admin/subscribers" search={{ state: "active" }} className={countLinkClasses}>
                  {content}
                </Link>
              )}
            />
          </ul>
        )}
      </AdminQuery>
    </section>
  );
}

const countLinkClasses =
  "flex h-full flex-col gap-1 rounded-xl p-4 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/** One count of the strip; `link` wraps it in the link to its list. */
function OverviewCount({
  count,
  label,
  link,
}: {
  count: number;
  label: string;
  link: (content: ReactNode) => ReactNode;
}) {
  return (
    <li>
      <Card className="h-full">
        {link(
          <>
            <span className="text-2xl font-bold">{count}</span>{" "}
            <span className="text-sm text-slate-700">{label}</span>
          </>,
        )}
      </Card>
    </li>
  );
}

function PostRow({ post }: { post: AdminBlogPost }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.blogAdmin.delete.mutationOptions(
      notifyOutcome({
        success: uiMessages.blogAdmin.deleted,
        failure: uiMessages.blogAdmin.deleteFailed,
        // The public list and page show posts too.
        refresh: () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: trpc.blogAdmin.pathKey() }),
            queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() }),
          ]),
      }),
    ),
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
          {post.published && <SendToSubscribers postId={post.id} title={post.title} />}
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
