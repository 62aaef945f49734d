import { type AdminBlogPost, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@choose/schema";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, linkOptions } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { ContentRow } from "../components/admin/content-row";
import { ItemList, LIST_LOADING, ScreenPart, screenStates } from "../components/admin/screen-data";
import { SendToSubscribers } from "../components/admin/send-to-subscribers";
import { translationDetails } from "../components/admin/translation-details";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatPostDate } from "../lib/format";
import { readLastVisit, useVisit } from "../lib/last-visit";
import { type Trpc, useTRPC } from "../lib/trpc";

/** The screen's data: the loader fetches it, the screen reads it. */
const postsQuery = (trpc: Trpc) => trpc.admin.blog.list.queryOptions();

/** The overview's counts, new ones since `since` (this browser's last visit before this one). */
const overviewQuery = (trpc: Trpc, since: string | undefined) =>
  trpc.admin.overview.get.queryOptions({ since });

const screen = {
  title: "Blog Posts",
  meta: "Manage the news posts of the website.",
  description: "Write and publish news for schools and families.",
};

export const Route = createFileRoute("/admin/_authed/dashboard")({
  loader: ({ context: { queryClient, trpc } }) => {
    // The overview starts too, since the last visit its strip reads (the strip records this one as it shows).
    void queryClient.prefetchQuery(overviewQuery(trpc, readLastVisit("dashboard")));
    return queryClient.ensureQueryData(postsQuery(trpc));
  },
  ...screenStates(screen, {
    loading: { ...LIST_LOADING, label: "Loading posts", bars: ["h-6 w-2/3", "h-4 w-full", "h-4 w-1/2"] },
    failure: uiMessages.blogAdmin.fetchListFailed,
  }),
  component: DashboardPage,
});

function DashboardPage() {
  const { data: posts } = useSuspenseQuery(postsQuery(useTRPC()));

  return (
    <AdminScreen
      {...screen}
      actions={
        <Link to="/admin/editor/$id" params={{ id: "new" }} className={buttonClasses("primary")}>
          Create New Post
        </Link>
      }
    >
      <OverviewStrip />
      <ItemList
        items={posts}
        label="Blog posts"
        empty={{
          title: uiMessages.blogAdmin.empty,
          description: "Create the first one to share news on the website.",
        }}
      >
        {(post) => <PostRow post={post} />}
      </ItemList>
    </AdminScreen>
  );
}

/**
 * What waits in the back office, each count a link to its filtered list: a part of the screen of its own,
 * so the posts neither wait for it nor fail with it.
 */
function OverviewStrip() {
  const since = useVisit("dashboard");
  return (
    <section aria-labelledby="overview-title" className="mb-10">
      <h2 id="overview-title" className="sr-only">
        Overview
      </h2>
      <ScreenPart
        loading={{ label: "Loading the overview", cards: ["overview"], bars: ["h-16 w-full"] }}
        failure={uiMessages.backOffice.overviewFailed}
      >
        <OverviewCounts since={since} />
      </ScreenPart>
    </section>
  );
}

function OverviewCounts({ since }: { since: string | undefined }) {
  const { data } = useSuspenseQuery(overviewQuery(useTRPC(), since));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
      {[
        {
          key: "applications",
          count: data.newApplications,
          label: since ? "New applications since your last visit" : "Applications",
          link: linkOptions({ to: "/admin/applications" }),
        },
        ...APPLICATION_STATUSES.map((status) => ({
          key: status,
          count: data.applicationsByStatus[status],
          label: APPLICATION_STATUS_LABELS[status],
          link: linkOptions({ to: "/admin/applications", search: { status } }),
        })),
        {
          key: "messages",
          count: data.unreadMessages,
          label: "Unread messages",
          link: linkOptions({ to: "/admin/messages", search: { status: "new" } }),
        },
        {
          key: "subscribers",
          count: data.activeSubscribers,
          label: "Active subscribers",
          link: linkOptions({ to: "/admin/subscribers", search: { state: "active" } }),
        },
      ].map(({ key, count, label, link }) => (
        <li key={key}>
          <Card className="h-full">
            <Link {...link} className={countLinkClasses}>
              <span className="text-2xl font-bold">{count}</span>{" "}
              <span className="text-sm text-slate-700">{label}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const countLinkClasses =
  "flex h-full flex-col gap-1 rounded-xl p-4 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

function PostRow({ post }: { post: AdminBlogPost }) {
  const remove = useNotifyingMutation((trpc) => trpc.admin.blog.delete, {
    success: uiMessages.blogAdmin.deleted,
    failure: uiMessages.blogAdmin.deleteFailed,
    // The public list and page show posts too.
    reloads: (trpc) => [trpc.admin.blog.pathKey(), trpc.blog.pathKey()],
  });

  return (
    <ContentRow
      kind="post"
      item={post}
      editTo="/admin/editor/$id"
      viewTo="/blog/$slug"
      excerpt={post.excerpt}
      details={[
        { term: "By", value: post.authorName, className: "font-medium text-slate-800" },
        {
          term: "Created",
          value: <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>,
        },
        { term: "Slug", value: post.slug, code: true },
        ...translationDetails(post),
      ]}
      actions={post.published && <SendToSubscribers postId={post.id} title={post.title} />}
      deleting={remove.isPending}
      onDelete={() => remove.mutate({ id: post.id })}
    />
  );
}
