/**
 * Events (workshops, webinars) and their registrations, zod-free: the time zone they are entered and
 * shown in, the registration states and the limits the contract and the pages share.
 */

/** Alabama's time zone: every event's start and end is typed and shown in it (stored UTC). */
export const EVENT_TIME_ZONE = "America/Chicago";

export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: "Confirmed",
  waitlisted: "Waitlisted",
  cancelled: "Cancelled",
};

/** Seats one registration may take (a family with a few people). */
export const EVENT_SEATS_MAX = 10;
export const EVENT_CAPACITY_MAX = 10_000;
/** How long before its start an event's reminder is written. */
export const EVENT_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC at `instant`, in minutes (Chicago: -360 in winter, -300 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock time in the events' zone ("2026-12-10T18:30") as the instant it names; undefined when
 * it is not such a time. A time skipped by the spring change is read with the offset before it.
 */
export function eventLocalToUtc(local: string, timeZone: string = EVENT_TIME_ZONE): Date | undefined {
  const match = LOCAL_TIME.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined)
    return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** An instant as the wall-clock time of the events' zone, as a `datetime-local` field holds it. */
export function utcToEventLocal(instant: Date | string, timeZone: string = EVENT_TIME_ZONE): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const shifted = new Date(date.getTime() + offsetMinutes(date, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** "Thursday, December 10, 2026, 6:30 – 8:00 PM CST" in the page's language and the events' zone. */
export function formatEventTimes(
  startsAt: string,
  endsAt: string,
  language: "en" | "es",
  timeZone: string = EVENT_TIME_ZONE,
): string {
  const locale = language === "es" ? "es-US" : "en-US";
  const format = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: "full",
    timeStyle: "short",
  });
  const range = format.formatRange(new Date(startsAt), new Date(endsAt));
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(new Date(startsAt))
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  // Node's ICU spaces a range with thin and narrow no-break spaces where Chromium's uses plain ones: one
  // spelling, so the server's page and the browser's render agree (else hydration starts the page over).
  const spaced = range.replace(/[\u00a0\u2009\u202f]/g, " ");
  return zone ? `${spaced} (${zone})` : spaced;
}

/** Seats still free at an event: its capacity less the confirmed registrations' seats, never below 0. */
export const seatsLeft = (capacity: number, seatsTaken: number) => Math.max(0, capacity - seatsTaken);
