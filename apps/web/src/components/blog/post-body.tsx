import type { FeaturedMedia } from "@choose/schema";
import type { Language } from "@choose/schema/i18n";
import { formatPostDate } from "../../lib/format";
import { pageTexts, useLocalization } from "../../lib/i18n";
import { withResponsiveImages } from "../../lib/responsive-images";
import { PostImage } from "./post-image";
import { PostMeta } from "./post-meta";

export interface PostBodyData {
  title: string;
  excerpt: string;
  content: string;
  authorName: string;
  featuredImage: string | null;
  featuredMedia: FeaturedMedia | null;
  createdAt: string;
  updatedAt: string;
  language: Language;
}

/**
 * A post as readers see it: image, date and author, title, the excerpt highlighted, the content HTML
 * and the "Published by / Last updated" line. The public page and the editor's preview both render
 * this, so the preview is exactly the public page. `content` must already be sanitized.
 */
export function PostBody({ post }: { post: PostBodyData }) {
  const localization = useLocalization();
  const { blog } = pageTexts(localization);
  return (
    <>
      {/* The page's largest picture: fetched first (its LCP), at the article column's width. */}
      <PostImage
        src={post.featuredImage}
        media={post.featuredMedia}
        sizes="(min-width: 768px) 720px, calc(100vw - 32px)"
        loading="priority"
        className="rounded-xl"
      />
      <div className="mt-6">
        <PostMeta createdAt={post.createdAt} authorName={post.authorName} language={post.language} />
      </div>
      <h1 lang={post.language} className="mt-3 text-headline text-balance text-brand-900">
        {post.title}
      </h1>
      <p
        lang={post.language}
        className="mt-6 rounded-r-lg border-l-4 border-gold-400 bg-brand-50 p-5 text-lg leading-relaxed text-ink-800"
      >
        {post.excerpt}
      </p>
      <div
        lang={post.language}
        className="post-content mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on save (and by the preview); uploads become <picture>s
        dangerouslySetInnerHTML={{ __html: withResponsiveImages(post.content) }}
      />
      <footer className="mt-12 border-t border-ink-200 pt-6 text-sm text-ink-600">
        <p>
          {blog.publishedBy} <span className="font-semibold text-ink-800">{post.authorName}</span>
        </p>
        <p className="mt-1">
          {blog.lastUpdated}{" "}
          <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt, localization)}</time>
        </p>
      </footer>
    </>
  );
}
