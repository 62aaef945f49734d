import { format } from "date-fns";
import { english, type Localization } from "./i18n";

/**
 * Spec 9: dates read "MMMM d, yyyy" (e.g. "March 7, 2024"); a Spanish page passes its localization
 * ("7 de marzo de 2024").
 */
export function formatPostDate(isoDate: string, localization: Localization = english()): string {
  const { messages, dateLocale } = localization;
  return format(new Date(isoDate), messages.dates.post, dateLocale ? { locale: dateLocale } : undefined);
}

/** A submission moment: the spec 9 date and the time (e.g. "March 7, 2024 at 2:05 PM"). */
export function formatDateTime(isoDate: string): string {
  return format(new Date(isoDate), "MMMM d, yyyy 'at' h:mm a");
}

/** A file's size for people: "820 KB", "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A calendar date (`2026-01-02`) as "January 2, 2026", the same in every time zone; a Spanish page
 * passes its localization ("2 de enero de 2026").
 */
export function formatCalendarDate(date: string, localization: Localization = english()): string {
  const { messages, dateLocale } = localization;
  return format(
    new Date(`${date}T12:00:00`),
    messages.dates.post,
    dateLocale ? { locale: dateLocale } : undefined,
  );
}
