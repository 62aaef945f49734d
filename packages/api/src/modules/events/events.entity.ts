import { REGISTRATION_STATUSES } from "@choose/schema";
import { defineEntity, type InferEntity, p } from "@mikro-orm/postgresql";
import {
  createdTimestamp,
  languageColumn,
  submissionKeyColumn,
  updatedTimestamp,
  uuidPrimaryKey,
} from "../../platform/columns.ts";

/**
 * A workshop or webinar. Its start and end are instants (UTC), typed and shown in Alabama's zone; the
 * description is post-editor HTML, sanitized when saved; the online link goes only to registered people.
 * A registration locks its row (`for update`), so the seats are counted by one writer at a time. The table
 * also has `search_vector`, kept by a trigger for the site search (migration 20261201195000), which the ORM
 * never reads or writes.
 */
export const EventEntity = defineEntity({
  name: "Event",
  tableName: "events",
  properties: {
    id: uuidPrimaryKey(),
    slug: p.text().unique(),
    title: p.text(),
    description: p.text().default(""),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    location: p.text().nullable(),
    onlineUrl: p.text().nullable(),
    capacity: p.integer(),
    language: languageColumn(),
    published: p.boolean().default(false),
    cancelledAt: p.datetime().nullable(),
    createdAt: createdTimestamp(),
    updatedAt: updatedTimestamp(),
  },
});
export type EventRow = InferEntity<typeof EventEntity>;

/**
 * One person's seats at an event. `position` is the arrival order at the event: the waitlist is served
 * in it. The cancel link's token is kept as it is: every email to the person (confirmation, promotion,
 * reminder) carries the same link, so the first one's keeps working.
 */
export const EventRegistrationEntity = defineEntity({
  name: "EventRegistration",
  tableName: "event_registrations",
  properties: {
    id: uuidPrimaryKey(),
    event: () => p.manyToOne(EventEntity).deleteRule("cascade").index(),
    name: p.text(),
    email: p.text(),
    seats: p.integer(),
    language: languageColumn(),
    status: p.enum(REGISTRATION_STATUSES),
    position: p.integer(),
    cancelToken: p.text().unique(),
    registeredAt: createdTimestamp(),
    /** When its seats were confirmed (at registration, or its promotion from the waitlist). */
    confirmedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    checkedInAt: p.datetime().nullable(),
    submissionKey: submissionKeyColumn(),
  },
});
export type EventRegistrationRow = InferEntity<typeof EventRegistrationEntity>;
