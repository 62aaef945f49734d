import { formatPostDate } from "../../../lib/format";
import { PostImage } from "./post-image";
import { PostMeta } from "./post-meta";

export interface PostBodyData {
  title: string;
  excerpt: string;
  content: string;
  authorName: string;
  featuredImage: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A post as readers see it: image, date and author, title, the excerpt highlighted, the content HTML
 * and the "Published by / Last updated" line. The public page and the editor's preview both render
 * this, so the preview is exactly the public page. `content` must already be sanitized.
 */
export function PostBody({ post }: { post: PostBodyData }) {
  return (
    <>
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
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API on save (and by the preview) */}
      <div className="post-content mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
        <p>
          Published by <span className="font-semibold text-slate-800">{post.authorName}</span>
        </p>
        <p className="mt-1">
          Last updated <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
        </p>
      </footer>
    </>
  );
}
