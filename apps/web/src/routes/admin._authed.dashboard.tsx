import { type AdminBlogPost, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@choose/schema";
import { formatAlabamaTime } from "@choose/schema/alabama-time";
import { type BackOfficeSection, COUNTED_SECTIONS } from "@choose/schema/staff-roles";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, linkOptions } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { ContentRow } from "../components/admin/content-row";
import { ItemList, LIST_LOADING, ScreenPart, screenStates } from "../components/admin/screen-data";
import { SendToSubscribers } from "../components/admin/send-to-subscribers";
import { SetupChecklist, setupQuery } from "../components/admin/setup-checklist";
import { translationDetails } from "../components/admin/translation-details";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { formatPostDate } from "../lib/format";
import { readLastVisit, useVisit } from "../lib/last-visit";
import { type Trpc, useTRPC } from "../lib/trpc";
import { scheduledText } from "./-components/editor/schedule-field";

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
    const me = queryClient.getQueryData(trpc.admin.session.me.queryKey());
    // The overview starts too, since the last visit its strip reads (the strip records this one as it
    // shows), for the roles that have counts to read.
    if (me && hasCounts(me.sections))
      void queryClient.prefetchQuery(overviewQuery(trpc, readLastVisit("dashboard")));
    // And what is scheduled, beside the posts, for the roles that edit them.
    if (me?.sections.includes("content"))
      void queryClient.prefetchQuery(trpc.admin.publishing.scheduled.queryOptions());
    // The setup checklist, read afresh on every visit (its items change on other screens), for the
    // roles that set the site up.
    if (me?.sections.includes("organisation")) void queryClient.prefetchQuery(setupQuery(trpc));
    return queryClient.ensureQueryData(postsQuery(trpc));
  },
  ...screenStates(screen, {
    loading: { ...LIST_LOADING, label: "Loading posts", bars: ["h-6 w-2/3", "h-4 w-full", "h-4 w-1/2"] },
    failure: uiMessages.blogAdmin.fetchListFailed,
  }),
  component: DashboardPage,
});

/** Whether a role's parts have counts in the overview (an Editor's have none: the server sends none). */
const hasCounts = (sections: readonly BackOfficeSection[]) =>
  COUNTED_SECTIONS.some((section) => sections.includes(section));

function DashboardPage() {
  const trpc = useTRPC();
  const { data: posts } = useSuspenseQuery(postsQuery(trpc));
  const { sections } = useSuspenseQuery(trpc.admin.session.me.queryOptions()).data;
  const setsUp = sections.includes("organisation");

  return (
    <AdminScreen
      {...screen}
      actions={
        <Link to="/admin/editor/$id" params={{ id: "new" }} className={buttonClasses("primary")}>
          Create New Post
        </Link>
      }
    >
      {setsUp && <SetupChecklist />}
      {hasCounts(sections) && <OverviewStrip />}
      {sections.includes("content") && <ScheduledStrip />}
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
        ...(data.applicationsByStatus
          ? [
              {
                key: "applications",
                count: data.newApplications,
                label: since ? "New applications since your last visit" : "Applications",
                link: linkOptions({ to: "/admin/applications" }),
              },
              ...APPLICATION_STATUSES.map((status) => ({
                key: status,
                count: data.applicationsByStatus?.[status],
                label: APPLICATION_STATUS_LABELS[status],
                link: linkOptions({ to: "/admin/applications", search: { status } }),
              })),
            ]
          : []),
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
        // The server sends only the counts the role may read.
      ]
        .filter((item) => item.count !== undefined)
        .map(({ key, count, label, link }) => (
          <li key={key}>
            <Card className="h-full">
              <Link {...link} className={countLinkClasses}>
                <span className="text-2xl font-bold">{count}</span>{" "}
                <span className="text-sm text-ink-700">{label}</span>
              </Link>
            </Card>
          </li>
        ))}
    </ul>
  );
}

const countLinkClasses =
  "flex h-full flex-col gap-1 rounded-xl p-4 text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The posts and pages waiting for their time, soonest first: a part of its own, like the overview. */
function ScheduledStrip() {
  return (
    <section aria-labelledby="scheduled-title" className="mb-10">
      <h2 id="scheduled-title" className="mb-3 text-lg font-bold text-ink-900">
        Scheduled
      </h2>
      <ScreenPart
        loading={{ label: "Loading the scheduled posts", cards: ["scheduled"], bars: ["h-6 w-full"] }}
        failure="The scheduled posts and pages could not be loaded."
      >
        <ScheduledList />
      </ScreenPart>
    </section>
  );
}

function ScheduledList() {
  const { data: items } = useSuspenseQuery(useTRPC().admin.publishing.scheduled.queryOptions());
  if (items.length === 0)
    return (
      <p className="text-ink-700">Nothing is scheduled. Set a post's “Publish At” time to schedule it.</p>
    );
  return (
    <ul className="divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
          <Link
            to={item.kind === "post" ? "/admin/editor/$id" : "/admin/pages/$id"}
            params={{ id: item.id }}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {item.title}
          </Link>
          <span className="text-sm text-ink-700">
            {item.kind === "post" ? "Post" : "Page"}:{" "}
            <time dateTime={item.publishAt}>{formatAlabamaTime(item.publishAt)}</time> (Alabama time)
          </span>
        </li>
      ))}
    </ul>
  );
}

function PostRow({ post }: { post: AdminBlogPost }) {
  const remove = useNotifyingMutation((trpc) => trpc.admin.blog.delete, {
    success: uiMessages.blogAdmin.deleted,
    failure: uiMessages.blogAdmin.deleteFailed,
    // The public list and page show posts too.
    reloads: (trpc) => [trpc.admin.blog.pathKey(), trpc.blog.pathKey()],
  });
  const scheduled = scheduledText(post.published, post.publishAt);

  return (
    <ContentRow
      kind="post"
      item={post}
      editTo="/admin/editor/$id"
      viewTo="/blog/$slug"
      excerpt={post.excerpt}
      details={[
        { term: "By", value: post.authorName, className: "font-medium text-ink-800" },
        {
          term: "Created",
          value: <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>,
        },
        { term: "Slug", value: post.slug, code: true },
        ...(scheduled ? [{ term: "Publishing", value: scheduled }] : []),
        ...translationDetails(post),
      ]}
      actions={post.published && <SendToSubscribers postId={post.id} title={post.title} />}
      deleting={remove.isPending}
      onDelete={() => remove.mutate({ id: post.id })}
    />
  );
}
