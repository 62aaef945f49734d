import type { AdminEvent } from "@choose/schema";
import { formatEventTimes } from "@choose/schema/events";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { AdminScreen } from "../components/admin/admin-shell";
import { screenStates } from "../components/admin/screen-data";
import { SectionCard } from "../components/admin/section-card";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { type Trpc, useTRPC } from "../lib/trpc";
import { EventForm } from "./-components/events/event-form";

const eventsQuery = (trpc: Trpc) => trpc.admin.events.list.queryOptions();

const header = {
  title: "Events",
  meta: "Workshops and webinars: create them, follow registrations and the waitlist.",
  description: "Workshops and webinars families register for, with their seats and waitlists.",
};

export const Route = createFileRoute("/admin/_authed/events/")({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(eventsQuery(trpc)),
  ...screenStates(header, {
    loading: { label: "Loading events", cards: ["events", "new"], bars: ["h-6 w-2/3", "h-4 w-1/2"] },
    failure: "The events could not be loaded.",
  }),
  component: EventsAdminPage,
});

function EventsAdminPage() {
  const { data: events } = useSuspenseQuery(eventsQuery(useTRPC()));
  const navigate = useNavigate();
  const create = useNotifyingMutation((trpc) => trpc.admin.events.create, {
    success: (event) => `Created "${event.title}"`,
    failure: "Could not create the event",
    reloads: (trpc) => [trpc.admin.events.list.queryKey()],
    after: (event) => navigate({ to: "/admin/events/$id", params: { id: event.id } }),
  });
  return (
    <AdminScreen {...header}>
      <div className="grid gap-6">
        <SectionCard title="All events">
          {events.length === 0 ? (
            <p className="mt-4 text-ink-700">No events yet: create the first below.</p>
          ) : (
            <ul className="mt-4 divide-y divide-ink-200">
              {events.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="New event">
          <div className="mt-4">
            <EventForm save={create} saving={create.isPending} />
          </div>
        </SectionCard>
      </div>
    </AdminScreen>
  );
}

function EventRow({ event }: { event: AdminEvent }) {
  const state = event.cancelled ? "Cancelled" : event.past ? "Past" : event.published ? "Published" : "Draft";
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 py-3">
      <div>
        <Link
          to="/admin/events/$id"
          params={{ id: event.id }}
          className="font-semibold text-brand-800 underline"
        >
          {event.title}
        </Link>
        <p className="text-sm text-ink-700">{formatEventTimes(event.startsAt, event.endsAt, "en")}</p>
      </div>
      <p className="text-sm text-ink-800">
        {state} · {event.confirmedSeats} of {event.capacity} seats · {event.waitlisted} waiting
      </p>
    </li>
  );
}
