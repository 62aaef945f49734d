import type { BlogPost } from "@choose/schema";
import { otherLanguage } from "@choose/schema/i18n";
import { slugInLanguage, translatedPath } from "@choose/schema/translations";
import { createFileRoute, Link, Navigate } from "@tanstack/react-router";
import { PostBody } from "../components/blog/post-body";
import { TagLinks } from "../components/blog/tag-links";
import { AlertIcon, ArrowLeftIcon } from "../components/icons";
import { PageLayout } from "../components/layout/page-layout";
import { buttonClasses } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";
import { prefetchAddressedRead, useAddressedRead } from "../lib/answered-read";
import { useLanguage, useMessages, usePageTexts } from "../lib/i18n";
import { useTRPC } from "../lib/trpc";
import { usePageMeta } from "../lib/use-page-meta";

export const Route = createFileRoute("/blog/$slug")({
  loader: ({ context: { queryClient, trpc }, params }) =>
    prefetchAddressedRead(queryClient, trpc.blog.bySlug.queryOptions({ slug: params.slug })),
  component: BlogPostPage,
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  const trpc = useTRPC();
  const post = useAddressedRead(trpc.blog.bySlug.queryOptions({ slug }));
  const { notices } = useMessages();
  const { blog } = usePageTexts();
  const language = useLanguage();
  usePageMeta(
    post.data?.title ?? (post.isError ? notices.blogDetail.notFoundTitle : blog.metaTitle),
    post.data?.excerpt ?? blog.metaDescription,
  );

  // A post with a published version in this language is read there (the server answers 301).
  const shownSlug = post.data ? slugInLanguage(post.data, language) : slug;
  if (shownSlug !== slug) return <Navigate to="/blog/$slug" params={{ slug: shownSlug }} replace />;

  return (
    <PageLayout
      nav="news"
      languageSwitchTo={post.data && translatedPath("/blog/", post.data, otherLanguage(language))}
    >
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" /> {blog.backToNews}
        </Link>
        <div className="mt-6">
          {post.isPending ? (
            <PostSkeleton />
          ) : post.isError ? (
            <PostNotFound />
          ) : (
            <PostArticle post={post.data} />
          )}
        </div>
      </div>
    </PageLayout>
  );
}

function PostArticle({ post }: { post: BlogPost }) {
  const { blog } = usePageTexts();
  return (
    <article>
      <PostBody post={post} />
      <div className="mt-8">
        <TagLinks names={post.tags} label={blog.postTags} />
      </div>
      <aside className="mt-10 rounded-xl bg-brand-50 p-6 sm:p-8" aria-labelledby="post-cta-title">
        <h2 id="post-cta-title" className="text-xl font-bold text-brand-900">
          <Link to="/contact" className="hover:underline">
            {blog.ctaTitle}
          </Link>
        </h2>
        <p className="mt-2 text-ink-700">{blog.ctaBody}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/blog" className={buttonClasses("outline")}>
            {blog.viewAll}
          </Link>
          <Link to="/contact" className={buttonClasses("primary")}>
            {blog.getInTouch}
          </Link>
        </div>
      </aside>
    </article>
  );
}

function PostSkeleton() {
  const { blog } = usePageTexts();
  return (
    <div role="status" aria-label={blog.loadingPost} data-testid="post-skeleton">
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="mt-6 h-4 w-1/2" />
      <Skeleton className="mt-4 h-9 w-full" />
      <Skeleton className="mt-2 h-9 w-3/4" />
      <Skeleton className="mt-6 h-24 w-full" />
      <div className="mt-8 space-y-3">
        {["w-full", "w-11/12", "w-10/12", "w-4/5"].map((width) => (
          <Skeleton key={width} className={`h-4 ${width}`} />
        ))}
      </div>
    </div>
  );
}

function PostNotFound() {
  const { notices } = useMessages();
  const { blog } = usePageTexts();
  return (
    <Card className="p-8 text-center" role="alert">
      <AlertIcon className="mx-auto size-12 text-danger-700" />
      <h1 className="mt-4 text-2xl font-bold text-brand-900">{notices.blogDetail.notFoundTitle}</h1>
      <p className="mt-2 text-ink-600">{notices.blogDetail.notFoundBody}</p>
      <Link to="/blog" className={`${buttonClasses("primary")} mt-6`}>
        <ArrowLeftIcon className="size-4" /> {blog.viewAll}
      </Link>
    </Card>
  );
}
