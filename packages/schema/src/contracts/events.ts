import { z } from "zod";
import {
  EVENT_CAPACITY_MAX,
  EVENT_SEATS_MAX,
  eventLocalToUtc,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
} from "../rules/events.ts";
import { LANGUAGE_NAMES } from "../texts/i18n/languages.ts";
import { eventRegistrationMessages } from "../texts/validation-messages.ts";
import { csvHeader, csvLine } from "./back-office.ts";
import { LanguageSchema, languageField } from "./language.ts";
import {
  emailAddress,
  honeypot,
  LinkTokenSchema,
  optionalText,
  requiredText,
  storableString,
  webUrl,
} from "./text.ts";

export { eventRegistrationMessages };

/** The back office's texts for an event's form (English, as the back office is). */
export const eventMessages = {
  title: "Title must be at least 3 characters",
  time: "Enter a date and time, such as 2026-12-10T18:30 (Central time)",
  endsAfterStart: "The end must be after the start",
  place: "Give a place, an online link, or both",
  onlineUrl: "Enter the https link of the online meeting",
  capacity: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX.toLocaleString("en-US")}`,
  capacityBelowConfirmed: "Capacity cannot be below the seats already confirmed",
  cancelled: "This event is cancelled and can no longer be changed",
  eventNotFound: "Event not found",
  registrationNotFound: "Registration not found",
  registrationCancelled: "Registration cancelled",
} as const;

/** The description, in the post editor: sanitized on the server as a post's content is. */
export const EVENT_DESCRIPTION_MAX = 20_000;

/**
 * A start or end: a wall-clock time in Alabama's zone as a `datetime-local` field sends it
 * ("2026-12-10T18:30"), or an ISO instant with its offset; the output is the UTC instant (ISO).
 */
export const EventTimeSchema = storableString()
  .trim()
  .transform((value, context) => {
    const local = eventLocalToUtc(value);
    const instant =
      local ?? (z.iso.datetime({ offset: true }).safeParse(value).success ? new Date(value) : undefined);
    if (!instant || Number.isNaN(instant.getTime())) {
      context.addIssue({ code: "custom", message: eventMessages.time });
      return z.NEVER;
    }
    return instant.toISOString();
  });

export const EventInputSchema = z
  .object({
    title: requiredText(3, eventMessages.title),
    description: storableString().max(EVENT_DESCRIPTION_MAX).default(""),
    startsAt: EventTimeSchema,
    endsAt: EventTimeSchema,
    location: optionalText(300),
    onlineUrl: z
      .union([
        z.literal(""),
        webUrl(eventMessages.onlineUrl).refine((url) => url.startsWith("https://"), eventMessages.onlineUrl),
      ])
      .optional()
      .transform((url) => (url ? url : undefined)),
    capacity: z.coerce
      .number<unknown>()
      .int(eventMessages.capacity)
      .min(1, eventMessages.capacity)
      .max(EVENT_CAPACITY_MAX, eventMessages.capacity),
    language: LanguageSchema.default("en"),
    published: z.boolean().default(false),
  })
  .superRefine((event, context) => {
    if (event.endsAt <= event.startsAt)
      context.addIssue({ code: "custom", path: ["endsAt"], message: eventMessages.endsAfterStart });
    if (!event.location && !event.onlineUrl)
      context.addIssue({ code: "custom", path: ["location"], message: eventMessages.place });
  });
export type EventInput = z.input<typeof EventInputSchema>;
export type EventData = z.output<typeof EventInputSchema>;

export const EventUpdateSchema = z.object({ id: z.uuid({ error: "Invalid id" }), data: EventInputSchema });
export type EventUpdate = z.output<typeof EventUpdateSchema>;

/** What a visitor sees of an event: never the online link (only registered people get it, by email). */
export const PublicEventSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  location: z.string().nullable(),
  online: z.boolean(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  /** People waiting for a seat. */
  waitlisted: z.number().int(),
  language: LanguageSchema,
  cancelled: z.boolean(),
  /** Its end has passed: shown in the archive, no longer open for registration. */
  past: z.boolean(),
});
export type PublicEvent = z.infer<typeof PublicEventSchema>;

export const AdminEventSchema = PublicEventSchema.extend({
  id: z.uuid(),
  onlineUrl: z.string().nullable(),
  published: z.boolean(),
  confirmedSeats: z.number().int(),
  registrations: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

export const EventSlugSchema = z.object({
  slug: storableString().trim().min(1).max(160),
});

export const EventRegistrationInputSchema = z.object({
  name: requiredText(2, eventRegistrationMessages.name),
  email: emailAddress(eventRegistrationMessages.email),
  seats: z.coerce
    .number<unknown>({ error: eventRegistrationMessages.seats })
    .int(eventRegistrationMessages.seats)
    .min(1, eventRegistrationMessages.seats)
    .max(EVENT_SEATS_MAX, eventRegistrationMessages.seats)
    .default(1),
  language: languageField,
  homepage: honeypot,
});
export type EventRegistrationInput = z.input<typeof EventRegistrationInputSchema>;
export type EventRegistrationData = z.output<typeof EventRegistrationInputSchema>;

/** POST /api/events/{slug}/registrations: the path's slug with the body's fields. */
export const EventRegisterSchema = EventRegistrationInputSchema.extend(EventSlugSchema.shape);
export type EventRegister = z.output<typeof EventRegisterSchema>;

export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);

export const RegistrationReceiptSchema = z.object({
  id: z.uuid(),
  status: RegistrationStatusSchema,
  seats: z.number().int(),
  /** The place in the waitlist (1 is next), when waitlisted. */
  waitlistPosition: z.number().int().nullable(),
});
export type RegistrationReceipt = z.infer<typeof RegistrationReceiptSchema>;

/** The cancel link of a registration's emails. */
export const RegistrationTokenSchema = z.object({ token: LinkTokenSchema, language: languageField });

export const RegistrationCancelledSchema = z.object({
  status: z.literal("cancelled"),
  event: z.object({ slug: z.string(), title: z.string() }),
});

export const AttendeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  seats: z.number().int(),
  language: LanguageSchema,
  status: RegistrationStatusSchema,
  /** Arrival order at the event (the waitlist is served in it). */
  position: z.number().int(),
  registeredAt: z.iso.datetime(),
  checkedInAt: z.iso.datetime().nullable(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

export const CheckInSchema = z.object({ id: z.uuid({ error: "Invalid id" }), checkedIn: z.boolean() });

const ATTENDEE_CSV_COLUMNS = [
  ["name", "Name"],
  ["email", "Email"],
  ["seats", "Seats"],
  ["status", "Status"],
  ["position", "Position"],
  ["language", "Language"],
  ["registeredAt", "Registered"],
  ["checkedInAt", "Checked in"],
] as const satisfies readonly (readonly [keyof Attendee, string])[];

/** An event's attendees as CSV (the list's order), the status and language by their labels. */
export function attendeesCsv(attendees: readonly Attendee[]): string {
  const rows = attendees.map((a) => ({
    ...a,
    status: REGISTRATION_STATUS_LABELS[a.status],
    language: LANGUAGE_NAMES[a.language],
  }));
  return `\uFEFF${csvHeader(ATTENDEE_CSV_COLUMNS)}${rows.map((row) => csvLine(row, ATTENDEE_CSV_COLUMNS)).join("")}`;
}
