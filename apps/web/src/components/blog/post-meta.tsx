import type { Language } from "@choose/schema/i18n";
import { formatPostDate } from "../../lib/format";
import { pageTexts, useLocalization } from "../../lib/i18n";
import { CalendarIcon, UserIcon } from "../icons";

/** Date (spec 9 format) and author, as shown on cards and above a post's title. */
export function PostMeta({
  createdAt,
  authorName,
  language: postLanguage,
}: {
  createdAt: string;
  authorName: string;
  /** The language the post is written in: marked when the page is in the other one. */
  language: Language;
}) {
  const localization = useLocalization();
  const { language } = localization;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4" />
        <time dateTime={createdAt}>{formatPostDate(createdAt, localization)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserIcon className="size-4" />
        {/* The byline is the post's, in its language (a screen reader says it so). */}
        <span lang={language === postLanguage ? undefined : postLanguage}>{authorName}</span>
      </span>
      {/* Posts are not translated: a page in another language says which one the post is in. */}
      {language !== postLanguage && (
        <span className="rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-ink-800">
          {pageTexts(localization).blog.writtenIn[postLanguage]}
        </span>
      )}
    </div>
  );
}
