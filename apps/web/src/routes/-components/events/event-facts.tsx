import type { PublicEvent } from "@choose/schema";
import { formatEventTimes } from "@choose/schema/events";
import { fill } from "@choose/schema/i18n";
import { CalendarIcon, LaptopIcon, UsersIcon } from "../../../components/icons";
import { useLanguage, usePageTexts } from "../../../lib/i18n";

/** An event's time, place and seats, as the list and the event's page show them. */
export function EventFacts({ event }: { event: PublicEvent }) {
  const { events: texts } = usePageTexts();
  const language = useLanguage();
  return (
    <dl className="grid gap-2 text-ink-700">
      <div className="flex gap-2">
        <dt className="sr-only">{texts.when}</dt>
        <CalendarIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {/* Another browser's calendar data may word the date differently from the server's: its text is not a mismatch. */}
        <dd suppressHydrationWarning>{formatEventTimes(event.startsAt, event.endsAt, language)}</dd>
      </div>
      {event.location || event.online ? (
        <div className="flex gap-2">
          <dt className="sr-only">{texts.where}</dt>
          <LaptopIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <dd>{[event.location, event.online ? texts.online : undefined].filter(Boolean).join(" · ")}</dd>
        </div>
      ) : null}
      {event.past || event.cancelled ? null : (
        <div className="flex gap-2">
          <dt className="sr-only">{texts.seats}</dt>
          <UsersIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <dd>
            {event.seatsLeft > 0
              ? fill(texts.seatsLeft, { n: String(event.seatsLeft), capacity: String(event.capacity) })
              : texts.full}
            {event.waitlisted > 0 ? ` · ${fill(texts.waiting, { n: String(event.waitlisted) })}` : ""}
          </dd>
        </div>
      )}
    </dl>
  );
}
