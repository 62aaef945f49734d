import { fill } from "@choose/schema/i18n";
import { shownInLanguage } from "@choose/schema/translations";
import { createFileRoute, Link } from "@tanstack/react-router";
import { AlertIcon, ArrowLeftIcon, NewspaperIcon } from "../components/icons";
import { PageHero } from "../components/layout/page-hero";
import { PageLayout } from "../components/layout/page-layout";
import { Card } from "../components/ui/card";
import { prefetchAddressedRead, useAddressedRead } from "../lib/answered-read";
import { useLanguage, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";
import { BlogCard, BlogCardSkeleton } from "./-components/blog/blog-card";

/** A tag's page: its published posts, server-rendered, with the tag's own feed. */
export const Route = createFileRoute("/blog/tag/$tag")({
  loader: ({ context: { queryClient, trpc }, params }) =>
    prefetchAddressedRead(queryClient, trpc.blog.byTag.queryOptions({ tag: params.tag })),
  component: TagPage,
});

const gridClasses = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

function TagPage() {
  const { tag } = Route.useParams();
  const trpc = useTRPC();
  const tagged = useAddressedRead(trpc.blog.byTag.queryOptions({ tag }));
  const { blog } = usePageTexts();
  const language = useLanguage();
  const title = tagged.data ? fill(blog.tagTitle, { tag: tagged.data.tag.name }) : blog.metaTitle;
  usePageMeta(tagged.isError ? blog.tagNotFound : title, blog.tagLead);
  const shown = tagged.data?.posts.filter((post) => shownInLanguage(post, language)) ?? [];

  return (
    <PageLayout nav="news">
      <PageHero title={tagged.isError ? blog.tagNotFound : title} lead={blog.tagLead} wide />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
          <Link
            to="/blog"
            className="inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline"
          >
            <ArrowLeftIcon className="size-4" /> {blog.allTopics}
          </Link>
          {tagged.data && (
            <a
              href={`/blog/tag/${tagged.data.tag.slug}/rss.xml`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {blog.tagFeed}
            </a>
          )}
        </div>
        {tagged.isPending ? (
          <div className={gridClasses} aria-busy="true" aria-label={blog.loading} role="status">
            <BlogCardSkeleton />
            <BlogCardSkeleton />
            <BlogCardSkeleton />
          </div>
        ) : tagged.isError ? (
          <Card className="mx-auto max-w-lg p-8 text-center" role="alert">
            <AlertIcon className="mx-auto size-12 text-red-700" />
            <h2 className="mt-4 text-xl font-bold text-brand-900">{blog.tagNotFound}</h2>
          </Card>
        ) : shown.length === 0 ? (
          <Card className="mx-auto max-w-lg p-8 text-center">
            <NewspaperIcon className="mx-auto size-12 text-brand-600" />
            <h2 className="mt-4 text-xl font-bold text-brand-900">{blog.tagEmpty}</h2>
          </Card>
        ) : (
          <ul className={gridClasses}>
            {shown.map((post, index) => (
              <li key={post.id} className="flex">
                <BlogCard post={post} eagerImage={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageLayout>
  );
}
