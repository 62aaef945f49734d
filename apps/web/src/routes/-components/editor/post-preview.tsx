import type { MouseEvent } from "react";
import { PostBody, type PostBodyData } from "../../../components/blog/post-body";
import { sanitizePostHtml } from "./post-html";

export type PostPreviewData = PostBodyData;

/**
 * The post exactly as its public page renders it (the shared PostBody), with the HTML cleaned as the
 * API will clean it on save; the page's closing call-to-action is left out.
 */
export function PostPreview({ post }: { post: PostPreviewData }) {
  return (
    // Capturing clicks stops links (keyboard activation fires a click too) from leaving the unsaved draft.
    <article className="mx-auto max-w-3xl" onClickCapture={keepDraftOpen}>
      <PostBody post={{ ...post, content: sanitizePostHtml(post.content) }} />
    </article>
  );
}

function keepDraftOpen(event: MouseEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}
