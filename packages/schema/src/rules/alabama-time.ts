/**
 * Alabama's time (America/Chicago, CST/CDT), in which the editors enter and read a scheduled time:
 * the `datetime-local` field's value ("2027-01-15T08:00") from and to an ISO instant.
 */

import { ALABAMA_TIME_ZONE } from "./choose-act-estimate.ts";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: ALABAMA_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The wall-clock time in Alabama at `instant`, as `YYYY-MM-DDTHH:mm`. */
export function toAlabamaLocal(instant: string | Date): string {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${values.year}-${values.month}-${values.day}T${values.hour}:${values.minute}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes Alabama's clock is ahead of UTC at `ms` (-360 in winter, -300 in summer). */
function offsetMinutes(ms: number): number {
  const local = toAlabamaLocal(new Date(ms));
  return (Date.parse(`${local}:00Z`) - Math.floor(ms / 60_000) * 60_000) / 60_000;
}

/**
 * The instant (ISO, UTC) of an Alabama wall-clock time; null when `local` is not `YYYY-MM-DDTHH:mm`.
 * A time the spring change skips is read as the hour after; one the autumn change repeats, the first.
 */
export function fromAlabamaLocal(local: string): string | null {
  if (!LOCAL_PATTERN.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - offsetMinutes(asUtc) * 60_000;
  const second = asUtc - offsetMinutes(first) * 60_000;
  const exact = [first, second].filter((ms) => toAlabamaLocal(new Date(ms)) === local);
  // In the skipped hour neither reads back: `first` (by the offset before the change) is the hour after.
  return new Date(exact.length > 0 ? Math.min(...exact) : first).toISOString();
}

const display = new Intl.DateTimeFormat("en-US", {
  timeZone: ALABAMA_TIME_ZONE,
  dateStyle: "full",
  timeStyle: "short",
});

/** "Friday, January 15, 2027 at 8:00 AM", in Alabama's time. */
export function formatAlabamaTime(instant: string): string {
  return display.format(new Date(instant));
}
