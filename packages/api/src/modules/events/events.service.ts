import { randomBytes } from "node:crypto";
import {
  type AdminEvent,
  AppError,
  type Attendee,
  DEFAULT_LANGUAGE,
  type EmailKind,
  EVENT_REMINDER_LEAD_MS,
  type EventData,
  type EventRegister,
  eventMessages,
  formatEventTimes,
  type Language,
  nextFreeSlug,
  type PublicEvent,
  pathInLanguage,
  type RegistrationReceipt,
  type RegistrationStatus,
  seatsLeft,
  serverMessages,
  slugify,
} from "@choose/schema";
import { type EntityManager, LockMode, type MikroORM } from "@mikro-orm/postgresql";
import type { FastifyBaseLogger } from "fastify";
import { submissionKey, submitOnce } from "../../db/submit-once.ts";
import { decoyReceipt, isHoneypotFilled } from "../../platform/honeypot.ts";
import { sanitizePostHtml } from "../../platform/html-sanitizer.ts";
import { loadTemplates, type MailQueue } from "../email/email.queue.ts";
import type { EventEmailVariant } from "../email/templates.ts";
import {
  EventEntity,
  EventRegistrationEntity,
  type EventRegistrationRow,
  type EventRow,
} from "./events.entity.ts";
import { calendarFile } from "./events.ics.ts";

export interface EventService {
  /** Published events not yet over, soonest first. */
  upcoming(): Promise<PublicEvent[]>;
  /** Published events that are over, the latest first (the archive). */
  past(): Promise<PublicEvent[]>;
  bySlug(slug: string): Promise<PublicEvent>;
  /** Confirmed while seats are left and no one waits, else waitlisted; one registration per submission. */
  register(input: EventRegister): Promise<RegistrationReceipt>;
  /** The cancel link of a registrant's emails: frees the seats and promotes the waitlist in order. */
  cancelByToken(token: string): Promise<{ status: "cancelled"; event: { slug: string; title: string } }>;
  /** A published event's .ics (no online link). */
  calendar(slug: string): Promise<string>;
  /** Every published event not over yet (and cancelled ones, marked so), as one subscribable feed. */
  feed(): Promise<string>;
  list(): Promise<AdminEvent[]>;
  get(id: string): Promise<AdminEvent>;
  create(data: EventData): Promise<AdminEvent>;
  update(id: string, data: EventData): Promise<AdminEvent>;
  /** Cancels the event and emails every registrant not cancelled already. */
  cancel(id: string): Promise<AdminEvent>;
  /** The confirmed, then the waitlist in its order, then the cancelled. */
  attendees(id: string): Promise<Attendee[]>;
  checkIn(registrationId: string, checkedIn: boolean): Promise<Attendee>;
  cancelRegistration(registrationId: string): Promise<Attendee>;
  /**
   * Writes the reminder of every confirmed registration whose event starts within a day, once per
   * registration ever (the outbox's unique key); answers how many it wrote. Any instance may run it.
   */
  queueReminders(now?: Date): Promise<number>;
}

interface Tally {
  confirmedSeats: number;
  waitlisted: number;
  registrations: number;
}

const eventNotFound = () => new AppError("NOT_FOUND", serverMessages.eventNotFound);
const adminEventNotFound = () => new AppError("NOT_FOUND", eventMessages.eventNotFound);
const registrationNotFound = () => new AppError("NOT_FOUND", eventMessages.registrationNotFound);

const RESERVED_SLUGS = ["past", "cancel"];

const STATUS_ORDER: Record<RegistrationStatus, number> = { confirmed: 0, waitlisted: 1, cancelled: 2 };

const toAttendee = (row: EventRegistrationRow): Attendee => ({
  id: row.id,
  name: row.name,
  email: row.email,
  seats: row.seats,
  language: row.language,
  status: row.status,
  position: row.position,
  registeredAt: row.registeredAt.toISOString(),
  checkedInAt: row.checkedInAt?.toISOString() ?? null,
});

export function createEventService(orm: MikroORM, log: FastifyBaseLogger, mail: MailQueue): EventService {
  const { site } = mail;
  const eventUrl = (event: EventRow, language: Language = event.language) =>
    `${site.publicUrl}${pathInLanguage(`/events/${event.slug}`, language)}`;

  async function tallies(em: EntityManager, ids: string[]): Promise<Map<string, Tally>> {
    const found = new Map<string, Tally>();
    if (ids.length === 0) return found;
    const rows = await em.execute<
      { event_id: string; confirmed_seats: number; waitlisted: number; registrations: number }[]
    >(
      `select event_id,
              coalesce(sum(seats) filter (where status = 'confirmed'), 0)::int as confirmed_seats,
              (count(*) filter (where status = 'waitlisted'))::int as waitlisted,
              (count(*) filter (where status <> 'cancelled'))::int as registrations
         from event_registrations where event_id in (${ids.map(() => "?").join(", ")}) group by event_id`,
      ids,
    );
    for (const row of rows)
      found.set(row.event_id, {
        confirmedSeats: row.confirmed_seats,
        waitlisted: row.waitlisted,
        registrations: row.registrations,
      });
    return found;
  }

  const EMPTY: Tally = { confirmedSeats: 0, waitlisted: 0, registrations: 0 };

  function toPublic(event: EventRow, tally: Tally = EMPTY, now = new Date()): PublicEvent {
    return {
      slug: event.slug,
      title: event.title,
      description: event.description,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      location: event.location ?? null,
      online: Boolean(event.onlineUrl),
      capacity: event.capacity,
      seatsLeft: seatsLeft(event.capacity, tally.confirmedSeats),
      waitlisted: tally.waitlisted,
      language: event.language,
      cancelled: event.cancelledAt !== null && event.cancelledAt !== undefined,
      past: event.endsAt <= now,
    };
  }

  function toAdmin(event: EventRow, tally: Tally = EMPTY): AdminEvent {
    return {
      ...toPublic(event, tally),
      id: event.id,
      onlineUrl: event.onlineUrl ?? null,
      published: event.published,
      confirmedSeats: tally.confirmedSeats,
      registrations: tally.registrations,
      createdAt: event.createdAt.toISOString(),
      updatedAt: event.updatedAt.toISOString(),
    };
  }

  async function withTallies(em: EntityManager, events: EventRow[]) {
    const found = await tallies(
      em,
      events.map((event) => event.id),
    );
    return events.map((event) => ({ event, tally: found.get(event.id) ?? EMPTY }));
  }

  async function publicEvents(when: "upcoming" | "past") {
    const em = orm.em.fork();
    const now = new Date();
    const events = await em.find(
      EventEntity,
      { published: true, endsAt: when === "upcoming" ? { $gt: now } : { $lte: now } },
      { orderBy: { startsAt: when === "upcoming" ? "asc" : "desc" }, limit: 500 },
    );
    return (await withTallies(em, events)).map(({ event, tally }) => toPublic(event, tally, now));
  }

  const findPublished = (em: EntityManager, slug: string) =>
    em.findOneOrFail(EventEntity, { slug, published: true }, { failHandler: eventNotFound });
  const findEvent = (em: EntityManager, id: string, lock = false) =>
    em.findOneOrFail(
      EventEntity,
      { id },
      { failHandler: adminEventNotFound, ...(lock && { lockMode: LockMode.PESSIMISTIC_WRITE }) },
    );

  /** Renders and queues an event's email to a registrant in `em`'s transaction. */
  async function queueEmail(
    em: EntityManager,
    variant: EventEmailVariant,
    event: EventRow,
    registration: EventRegistrationRow,
    cancelToken: string | undefined,
    extra: { dedupeKey?: string; waitlistPosition?: number } = {},
  ) {
    const { templates } = await loadTemplates();
    const language = registration.language;
    const token = cancelToken ?? registration.cancelToken;
    const seated = variant === "confirmation" || variant === "promotion";
    const email = await templates.eventEmail(site, variant, {
      language,
      name: registration.name,
      title: event.title,
      when: formatEventTimes(event.startsAt.toISOString(), event.endsAt.toISOString(), language),
      location: event.location ?? null,
      onlineUrl: event.onlineUrl ?? null,
      seats: registration.seats,
      waitlistPosition: extra.waitlistPosition ?? null,
      eventUrl: eventUrl(event, language),
      cancelUrl: `${site.publicUrl}${pathInLanguage("/events/cancel", language)}?token=${token}`,
    });
    const kind: EmailKind = `event_${variant}`;
    const attachments = seated
      ? [
          {
            filename: `${event.slug}.ics`,
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: calendarFile(site, event.title, [
              { event, url: eventUrl(event, language), withOnlineUrl: true },
            ]),
          },
        ]
      : undefined;
    const message = { kind, to: registration.email, email, attachments };
    if (extra.dedupeKey) return mail.enqueueOnce(em, { ...message, dedupeKey: extra.dedupeKey });
    mail.enqueue(em, message);
    return true;
  }

  async function waitlistPosition(em: EntityManager, registration: EventRegistrationRow) {
    return em.count(EventRegistrationEntity, {
      event: registration.event,
      status: "waitlisted",
      position: { $lte: registration.position },
    });
  }

  /**
   * Confirms the waitlist in its order while the first in line fits in the seats left (no one is
   * skipped for a smaller party behind them), each emailed. `event` is locked by the caller.
   */
  async function promote(em: EntityManager, event: EventRow) {
    if (event.cancelledAt || event.endsAt <= new Date()) return 0;
    const confirmed = await em.find(EventRegistrationEntity, { event, status: "confirmed" });
    let free = event.capacity - confirmed.reduce((sum, row) => sum + row.seats, 0);
    const waiting = await em.find(
      EventRegistrationEntity,
      { event, status: "waitlisted" },
      { orderBy: { position: "asc" } },
    );
    let promoted = 0;
    for (const row of waiting) {
      if (row.seats > free) break;
      row.status = "confirmed";
      row.confirmedAt = new Date();
      free -= row.seats;
      promoted++;
      await queueEmail(em, "promotion", event, row, undefined);
    }
    return promoted;
  }

  async function cancelRow(em: EntityManager, registration: EventRegistrationRow) {
    // The event's row is the lock every change of its seats takes, in the same order.
    const event = await findEvent(em, registration.event.id, true);
    await em.refresh(registration);
    if (registration.status === "cancelled") return { event, promoted: 0 };
    registration.status = "cancelled";
    registration.cancelledAt = new Date();
    await em.flush();
    return { event, promoted: await promote(em, event) };
  }

  async function uniqueSlug(em: EntityManager, title: string) {
    const base = slugify(title);
    const similar = await em.find(
      EventEntity,
      { slug: { $like: `${base.slice(0, 70)}%` } },
      { fields: ["slug"], disableIdentityMap: true },
    );
    // `past` and `cancel` are addresses of the events' own pages.
    return nextFreeSlug(base, new Set([...RESERVED_SLUGS, ...similar.map((event) => event.slug)]));
  }

  async function adminEvent(em: EntityManager, event: EventRow) {
    const [entry] = await withTallies(em, [event]);
    return toAdmin(event, entry?.tally);
  }

  function fields(data: EventData) {
    return {
      title: data.title,
      description: sanitizePostHtml(data.description),
      startsAt: new Date(data.startsAt),
      endsAt: new Date(data.endsAt),
      location: data.location ?? null,
      onlineUrl: data.onlineUrl ?? null,
      capacity: data.capacity,
      language: data.language,
      published: data.published,
    };
  }

  return {
    upcoming: () => publicEvents("upcoming"),
    past: () => publicEvents("past"),

    async bySlug(slug) {
      const em = orm.em.fork();
      const event = await findPublished(em, slug);
      const [entry] = await withTallies(em, [event]);
      return toPublic(event, entry?.tally);
    },

    async register(input) {
      if (isHoneypotFilled(input, "event registration", log)) {
        return { id: decoyReceipt().id, status: "confirmed", seats: input.seats, waitlistPosition: null };
      }
      await loadTemplates();
      const key = submissionKey(`event:${input.slug}`, input);
      const language = input.language ?? DEFAULT_LANGUAGE;
      let waitlistAt: number | null = null;
      const { row, created } = await submitOnce(
        orm,
        (em) => em.findOne(EventRegistrationEntity, { submissionKey: key }),
        async (em) => {
          const event = await em.findOne(
            EventEntity,
            { slug: input.slug, published: true },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          );
          if (!event) throw eventNotFound();
          if (event.cancelledAt || event.startsAt <= new Date())
            throw new AppError("CONFLICT", serverMessages.registrationClosed);
          const [tally] = await em.execute<{ seats: number; waiting: number; last: number }[]>(
            `select coalesce(sum(seats) filter (where status = 'confirmed'), 0)::int as seats,
                    (count(*) filter (where status = 'waitlisted'))::int as waiting,
                    coalesce(max(position), 0)::int as last
               from event_registrations where event_id = ?`,
            [event.id],
          );
          const taken = tally?.seats ?? 0;
          const fits = (tally?.waiting ?? 0) === 0 && taken + input.seats <= event.capacity;
          const token = randomBytes(32).toString("hex");
          const registration = em.create(EventRegistrationEntity, {
            event,
            name: input.name,
            email: input.email,
            seats: input.seats,
            language,
            status: fits ? "confirmed" : "waitlisted",
            position: (tally?.last ?? 0) + 1,
            cancelToken: token,
            confirmedAt: fits ? new Date() : null,
            submissionKey: key,
          });
          if (!fits) waitlistAt = (tally?.waiting ?? 0) + 1;
          await queueEmail(em, fits ? "confirmation" : "waitlist", event, registration, token, {
            ...(waitlistAt !== null && { waitlistPosition: waitlistAt }),
          });
          return registration;
        },
      );
      if (created) mail.kick();
      const position =
        row.status === "waitlisted" ? (waitlistAt ?? (await waitlistPosition(orm.em.fork(), row))) : null;
      return { id: row.id, status: row.status, seats: row.seats, waitlistPosition: position };
    },

    async cancelByToken(token) {
      const em = orm.em.fork();
      const result = await em.transactional(async (tx) => {
        const registration = await tx.findOne(
          EventRegistrationEntity,
          { cancelToken: token },
          { populate: ["event"] },
        );
        if (!registration) throw new AppError("NOT_FOUND", serverMessages.registrationNotFound);
        const { event } = await cancelRow(tx, registration);
        return { status: "cancelled" as const, event: { slug: event.slug, title: event.title } };
      });
      mail.kick();
      return result;
    },

    async calendar(slug) {
      const event = await findPublished(orm.em.fork(), slug);
      return calendarFile(site, event.title, [{ event, url: eventUrl(event), withOnlineUrl: false }]);
    },

    async feed() {
      const events = await orm.em
        .fork()
        .find(
          EventEntity,
          { published: true, endsAt: { $gt: new Date(Date.now() - 30 * 86_400_000) } },
          { orderBy: { startsAt: "asc" }, limit: 500 },
        );
      return calendarFile(
        site,
        `${site.name} events`,
        events.map((event) => ({ event, url: eventUrl(event), withOnlineUrl: false })),
      );
    },

    async list() {
      const em = orm.em.fork();
      const events = await em.find(EventEntity, {}, { orderBy: { startsAt: "desc" }, limit: 1000 });
      return (await withTallies(em, events)).map(({ event, tally }) => toAdmin(event, tally));
    },

    async get(id) {
      const em = orm.em.fork();
      return adminEvent(em, await findEvent(em, id));
    },

    async create(data) {
      const em = orm.em.fork();
      const event = await em.transactional(async (tx) => {
        const row = tx.create(EventEntity, { ...fields(data), slug: await uniqueSlug(tx, data.title) });
        await tx.flush();
        return row;
      });
      return adminEvent(em, event);
    },

    async update(id, data) {
      const em = orm.em.fork();
      const event = await em.transactional(async (tx) => {
        const row = await findEvent(tx, id, true);
        if (row.cancelledAt) throw new AppError("CONFLICT", eventMessages.cancelled);
        const [tally] = await withTallies(tx, [row]);
        if (data.capacity < (tally?.tally.confirmedSeats ?? 0))
          throw new AppError("BAD_REQUEST", eventMessages.capacityBelowConfirmed, {
            errors: [{ path: "data.capacity", message: eventMessages.capacityBelowConfirmed }],
          });
        tx.assign(row, fields(data));
        await tx.flush();
        // More seats: the waitlist moves up.
        await promote(tx, row);
        return row;
      });
      mail.kick();
      return adminEvent(em, event);
    },

    async cancel(id) {
      const em = orm.em.fork();
      const event = await em.transactional(async (tx) => {
        const row = await findEvent(tx, id, true);
        if (row.cancelledAt) return row;
        row.cancelledAt = new Date();
        const registrants = await tx.find(EventRegistrationEntity, {
          event: row,
          status: { $ne: "cancelled" },
        });
        for (const registration of registrants)
          await queueEmail(tx, "cancelled", row, registration, undefined);
        return row;
      });
      mail.kick();
      return adminEvent(em, event);
    },

    async attendees(id) {
      const em = orm.em.fork();
      const event = await findEvent(em, id);
      const rows = await em.find(EventRegistrationEntity, { event }, { orderBy: { position: "asc" } });
      return rows
        .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.position - b.position)
        .map(toAttendee);
    },

    async checkIn(registrationId, checkedIn) {
      const em = orm.em.fork();
      const row = await em.findOneOrFail(
        EventRegistrationEntity,
        { id: registrationId },
        { failHandler: registrationNotFound },
      );
      if (checkedIn && row.status !== "confirmed")
        throw new AppError("CONFLICT", "Only a confirmed registration can be checked in");
      row.checkedInAt = checkedIn ? (row.checkedInAt ?? new Date()) : null;
      await em.flush();
      return toAttendee(row);
    },

    async cancelRegistration(registrationId) {
      const em = orm.em.fork();
      const row = await em.transactional(async (tx) => {
        const registration = await tx.findOneOrFail(
          EventRegistrationEntity,
          { id: registrationId },
          { failHandler: registrationNotFound, populate: ["event"] },
        );
        await cancelRow(tx, registration);
        return registration;
      });
      mail.kick();
      return toAttendee(row);
    },

    async queueReminders(now = new Date()) {
      const em = orm.em.fork();
      const events = await em.find(EventEntity, {
        published: true,
        cancelledAt: null,
        startsAt: { $gt: now, $lte: new Date(now.getTime() + EVENT_REMINDER_LEAD_MS) },
      });
      let written = 0;
      for (const event of events) {
        const windowOpened = new Date(event.startsAt.getTime() - EVENT_REMINDER_LEAD_MS);
        // Seats confirmed inside the last day were just told everything a reminder says.
        const registrations = await em.find(EventRegistrationEntity, {
          event,
          status: "confirmed",
          confirmedAt: { $lt: windowOpened },
        });
        for (const registration of registrations) {
          const wrote = await em.transactional((tx) =>
            queueEmail(tx, "reminder", event, tx.merge(registration), undefined, {
              dedupeKey: `event_reminder:${registration.id}`,
            }),
          );
          if (wrote) written++;
        }
      }
      if (written > 0) mail.kick();
      return written;
    },
  };
}

/** How often each instance writes the reminders that fell due (each once ever, whoever writes it). */
export const REMINDER_EVERY_MS = 5 * 60_000;

/** Writes due reminders now and every few minutes; answers the function that stops it. */
export function scheduleEventReminders(
  events: Pick<EventService, "queueReminders">,
  log: { error(object: object, message: string): void },
) {
  const run = () => {
    events
      .queueReminders()
      .catch((error: unknown) => log.error({ err: error }, "writing event reminders failed"));
  };
  const first = setTimeout(run, 10_000);
  first.unref();
  const timer = setInterval(run, REMINDER_EVERY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
