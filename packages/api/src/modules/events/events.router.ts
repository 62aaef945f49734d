import {
  CheckInSchema,
  EventInputSchema,
  EventRegisterSchema,
  EventSlugSchema,
  EventUpdateSchema,
  IdParamSchema,
  RegistrationTokenSchema,
} from "@choose/schema";
import { auditField } from "../../trpc/audit-field.ts";
import { router } from "../../trpc/init.ts";
import { adminRoute, publicRoute, rateLimitedPost } from "../../trpc/rest-procedures.ts";

const eventName = (event: unknown) => `"${auditField(event, "title")}"`;

export const eventsRouter = router({
  /** Published events not over yet, soonest first, with the seats left. */
  upcoming: publicRoute.get("/api/events").query(({ ctx }) => ctx.services.events.upcoming()),
  /** The archive: published events that are over. */
  past: publicRoute.get("/api/events/past").query(({ ctx }) => ctx.services.events.past()),
  bySlug: publicRoute
    .get("/api/events/:slug")
    .input(EventSlugSchema)
    .query(({ ctx, input }) => ctx.services.events.bySlug(input.slug)),
  register: rateLimitedPost("/api/events/:slug/registrations", "events", EventRegisterSchema, {
    status: 201,
    body: "merge",
  }).mutation(({ ctx, input }) => ctx.services.events.register(input)),
  /** The cancel link of a registrant's emails (its page posts the token). */
  cancelRegistration: rateLimitedPost(
    "/api/event-registrations/cancel",
    "events",
    RegistrationTokenSchema,
  ).mutation(({ ctx, input }) => ctx.services.events.cancelByToken(input.token)),
});

export const eventsAdminRouter = router({
  list: adminRoute.get("/api/admin/events").query(({ ctx }) => ctx.services.events.list()),
  byId: adminRoute
    .getById("/api/admin/events/:id")
    .query(({ ctx, input }) => ctx.services.events.get(input.id)),
  create: adminRoute
    .post("/api/admin/events", { status: 201, audit: (_, event) => `Created event ${eventName(event)}` })
    .input(EventInputSchema)
    .mutation(({ ctx, input }) => ctx.services.events.create(input)),
  update: adminRoute
    .put("/api/admin/events/:id", {
      body: { key: "data" },
      audit: (_, event) => `Saved event ${eventName(event)}`,
    })
    .input(EventUpdateSchema)
    .mutation(({ ctx, input }) => ctx.services.events.update(input.id, input.data)),
  cancel: adminRoute
    .post("/api/admin/events/:id/cancel", { audit: (_, event) => `Cancelled event ${eventName(event)}` })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.events.cancel(input.id)),
  attendees: adminRoute
    .getById("/api/admin/events/:id/attendees")
    .query(({ ctx, input }) => ctx.services.events.attendees(input.id)),
  checkIn: adminRoute
    .put("/api/admin/event-registrations/:id/check-in", {
      body: "merge",
      audit: (input) =>
        `${auditField(input, "checkedIn") === "true" ? "Checked in" : "Undid the check-in of"} registration ${auditField(input, "id")}`,
    })
    .input(CheckInSchema)
    .mutation(({ ctx, input }) => ctx.services.events.checkIn(input.id, input.checkedIn)),
  cancelRegistration: adminRoute
    .post("/api/admin/event-registrations/:id/cancel", {
      audit: (input) => `Cancelled event registration ${auditField(input, "id")}`,
    })
    .input(IdParamSchema)
    .mutation(({ ctx, input }) => ctx.services.events.cancelRegistration(input.id)),
});
