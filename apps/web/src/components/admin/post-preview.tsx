import type { MouseEvent } from "react";
import { formatPostDate } from "../../lib/format";
import { PostImage } from "../../routes/-components/blog/post-image";
import { PostMeta } from "../../routes/-components/blog/post-meta";
import { sanitizePostHtml } from "./post-html";

export interface PostPreviewData {
  title: string;
  excerpt: string;
  content: string;
  authorName: string;
  featuredImage: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The post as its public page (routes/blog.$slug.tsx, PostArticle) shows it: the same pieces, classes
 * and `.post-content` typography, with the HTML cleaned as the API will clean it. PostArticle is not
 * exported, so its markup is repeated here; the page's closing call-to-action is left out.
 */
export function PostPreview({ post }: { post: PostPreviewData }) {
  return (
    // Capturing clicks stops links (keyboard activation fires a click too) from leaving the unsaved draft.
    <article className="mx-auto max-w-3xl" onClickCapture={keepDraftOpen}>
      <PostImage src={post.featuredImage} eager className="rounded-xl" />
      <div className="mt-6">
        <PostMeta createdAt={post.createdAt} authorName={post.authorName} />
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-6 rounded-r-lg border-l-4 border-gold-400 bg-brand-50 p-5 text-lg leading-relaxed text-slate-800">
        {post.excerpt}
      </p>
      <div
        className="post-content mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by sanitizePostHtml, as the API will
        dangerouslySetInnerHTML={{ __html: sanitizePostHtml(post.content) }}
      />
      <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
        <p>
          Published by <span className="font-semibold text-slate-800">{post.authorName}</span>
        </p>
        <p className="mt-1">
          Last updated <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
        </p>
      </footer>
    </article>
  );
}

function keepDraftOpen(event: MouseEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}
