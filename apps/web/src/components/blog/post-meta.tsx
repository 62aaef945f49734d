import { formatPostDate } from "../../lib/format";
import { POST_LANGUAGE, pageTexts, useLocalization } from "../../lib/i18n";
import { CalendarIcon, UserIcon } from "../icons";

/** Date (spec 9 format) and author, as shown on cards and above a post's title. */
export function PostMeta({ createdAt, authorName }: { createdAt: string; authorName: string }) {
  const localization = useLocalization();
  const { language } = localization;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4" />
        <time dateTime={createdAt}>{formatPostDate(createdAt, localization)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserIcon className="size-4" />
        {authorName}
      </span>
      {/* Posts are written in English (no machine translation): a Spanish page says so. */}
      {language !== POST_LANGUAGE && (
        <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {pageTexts(localization).blog.writtenIn[POST_LANGUAGE]}
        </span>
      )}
    </div>
  );
}
