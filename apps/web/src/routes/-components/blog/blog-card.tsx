import type { BlogPostSummary } from "@choose/schema";
import { Link } from "@tanstack/react-router";
import { PostImage } from "../../../components/blog/post-image";
import { PostMeta } from "../../../components/blog/post-meta";
import { ArrowRightIcon } from "../../../components/icons";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePageTexts } from "../../../lib/i18n";

const cardClasses =
  "flex w-full flex-col overflow-hidden rounded-xl border border-ink-200 bg-white shadow-sm";

export function BlogCard({ post, eagerImage }: { post: BlogPostSummary; eagerImage: boolean }) {
  const { blog } = usePageTexts();
  return (
    <article className={`${cardClasses} relative transition-shadow focus-within:shadow-md hover:shadow-md`}>
      <PostImage
        src={post.featuredImage}
        media={post.featuredMedia}
        // One column on phones, two from 640 px, three of ~352 px from 1024 px (the grid's 72 rem).
        sizes="(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)"
        loading={eagerImage ? "eager" : "lazy"}
        seed={post.slug}
      />
      <div className="flex flex-1 flex-col p-5">
        <PostMeta createdAt={post.createdAt} authorName={post.authorName} language={post.language} />
        <h2 lang={post.language} className="mt-3 text-xl font-bold text-brand-900">
          {/* The stretched link makes the whole card clickable while the title stays the link's name. */}
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {post.title}
          </Link>
        </h2>
        {/* The spacer grows with the card, not the excerpt: a taller clamped box would show a fourth line. */}
        <div className="mt-2 flex-1">
          <p lang={post.language} className="line-clamp-3 text-ink-600">
            {post.excerpt}
          </p>
        </div>
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700">
          {blog.readMore} <ArrowRightIcon className="size-4" />
        </span>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className={cardClasses} data-testid="post-skeleton">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}
