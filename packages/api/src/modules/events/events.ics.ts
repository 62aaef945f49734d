import { compile } from "html-to-text";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { EventRow } from "./events.entity.ts";

/** The description's HTML as the plain text a calendar shows. */
const plainText = compile({
  wordwrap: false,
  selectors: [{ selector: "a", options: { hideLinkHrefIfSameAsText: true } }],
});

export interface CalendarSite {
  name: string;
  publicUrl: string;
}

interface CalendarEntry {
  event: EventRow;
  /** The event's page. */
  url: string;
  /** Only a registered person's file carries the online link. */
  withOnlineUrl: boolean;
}

/**
 * An iCalendar file (RFC 5545) of `entries`, written by ical-generator: times in UTC (every calendar
 * shows them in its own zone), a UID per event that stays the same, so an import updates rather than
 * duplicates it, and a cancelled event marked CANCELLED.
 */
export function calendarFile(site: CalendarSite, name: string, entries: CalendarEntry[]): string {
  const host = new URL(site.publicUrl).hostname;
  const calendar = ical({
    name,
    prodId: { company: site.name, product: "events", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: `${site.publicUrl}/events`,
  });
  for (const { event, url, withOnlineUrl } of entries) {
    const online = withOnlineUrl ? event.onlineUrl : null;
    const description = [plainText(event.description).trim(), online ?? ""].filter(Boolean).join("\n\n");
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start: event.startsAt,
      end: event.endsAt,
      stamp: event.updatedAt,
      summary: event.title,
      description,
      location: event.location ?? online ?? null,
      url,
      status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
