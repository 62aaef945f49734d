import { format } from "date-fns";

/** Spec 9: dates read "MMMM d, yyyy" (e.g. "March 7, 2024"). */
export function formatPostDate(isoDate: string): string {
  return format(new Date(isoDate), "MMMM d, yyyy");
}
