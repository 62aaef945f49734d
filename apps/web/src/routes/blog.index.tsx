import { shownInLanguage } from "@choose/schema/translations";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { TagLinks } from "../components/blog/tag-links";
import { AlertIcon, NewspaperIcon } from "../components/icons";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { Card } from "../components/ui/card";
import { pageMeta, useLanguage, useMessages, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";
import { BlogCard, BlogCardSkeleton } from "./-components/blog/blog-card";

/** Spec 9: six placeholder cards while the list loads. */
export const BLOG_SKELETON_COUNT = 6;

export const Route = createFileRoute("/blog/")({
  // Starts the request alongside the route chunk; the page shows skeletons rather than waiting.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.blog.list.queryOptions());
  },
  staticData: { meta: pageMeta("blog") },
  component: BlogListPage,
});

function BlogListPage() {
  const { blog } = usePageTexts();
  return (
    <PageLayout nav="news">
      <PageHero title={blog.title} lead={blog.lead} wide />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <PostList />
      </div>
    </PageLayout>
  );
}

const gridClasses = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function PostList() {
  const trpc = useTRPC();
  const posts = useQuery(trpc.blog.list.queryOptions());
  const { notices } = useMessages();
  const { blog } = usePageTexts();
  const language = useLanguage();

  if (posts.isPending) {
    return (
      <div className={gridClasses} aria-busy="true" aria-label={blog.loading} role="status">
        {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <BlogCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (posts.isError) {
    return (
      <Card className="mx-auto max-w-lg p-8 text-center" role="alert">
        <AlertIcon className="mx-auto size-12 text-danger-700" />
        <h2 className="mt-4 text-xl font-bold text-brand-900">{notices.blogList.errorTitle}</h2>
        <p className="mt-2 text-ink-600">{notices.blogList.errorBody}</p>
      </Card>
    );
  }
  // This language's posts, and the other's that have no version in it (marked with their language).
  const shown = posts.data.filter((post) => shownInLanguage(post, language));
  if (shown.length === 0) {
    return (
      <Card className="mx-auto max-w-lg p-8 text-center">
        <NewspaperIcon className="mx-auto size-12 text-brand-600" />
        <h2 className="mt-4 text-xl font-bold text-brand-900">{notices.blogList.empty}</h2>
        <p className="mt-2 text-ink-600">{blog.emptyBody}</p>
      </Card>
    );
  }
  // The news list filtered by a topic is the topic's page.
  const topics = [...new Set(shown.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
  return (
    <>
      {topics.length > 0 && (
        <div className="mb-8">
          <h2 className="mb-3 text-lg font-bold text-brand-900">{blog.topics}</h2>
          <TagLinks names={topics} label={blog.topics} />
        </div>
      )}
      <ul className={gridClasses}>
        {shown.map((post, index) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} eagerImage={index < 3} />
          </li>
        ))}
      </ul>
    </>
  );
}
