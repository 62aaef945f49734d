import { formatPostDate } from "../../lib/format";
import { CalendarIcon, UserIcon } from "../icons";

/** Date (spec 9 format) and author, as shown on cards and above a post's title. */
export function PostMeta({ createdAt, authorName }: { createdAt: string; authorName: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4" />
        <time dateTime={createdAt}>{formatPostDate(createdAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserIcon className="size-4" />
        {authorName}
      </span>
    </div>
  );
}
